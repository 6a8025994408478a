/** The tasks of practice mode (issue 10). */
export type PracticeTask = "prune" | "values" | "window" | "next" | "order";
/** Values from Max's standpoint (default) or from the player to move's. */
export type PracticeView = "minimax" | "negamax";
export type BoundKind = "exact" | "lower" | "upper";
export type Verdict = "right" | "missed" | "wrong";
export type AspirationOutcome = "fail_low" | "exact" | "fail_high";
/** A position's Dewey coordinates: "2.1.3"; "" is the root. */
export type DeweyString = string;

/** An exercise, as generated (every field present; alpha/beta only with a window). */
export interface ExerciseSpec {
  task: PracticeTask;
  proc: string;
  seed: number;
  /** 2..4 */
  degree: number;
  /** 3..5 */
  height: number;
  order: "random" | "good" | "bad";
  lo: number;
  hi: number;
  alpha?: Score;
  beta?: Score;
  view: PracticeView;
}
/** An exercise spec as given: every field optional (the defaults of ExerciseSpec). */
export type ExerciseSpecInput = Partial<ExerciseSpec>;

export interface Exercise {
  /** The spec completed (a window task gets its window from the seed). */
  spec: ExerciseSpec;
  /** The link form: "prune.F2.s123.d3h4.good.v-9..9". */
  text: string;
  /** Tree text, for GameTree.parse. */
  tree: string;
  /** The task in one or two sentences (English). */
  statement: string;
  /** The same as a message, for the page's language. */
  statementMessage: CoreMessage;
}

/** Settings of a practice task; all optional. */
export interface PracticeOptions {
  alpha?: Score | null;
  beta?: Score | null;
  /** values task: default "minimax". */
  view?: PracticeView;
  /** next task: the number of events of the procedure's trace already shown (default 0). */
  step?: number;
  literal?: boolean;
  m?: number;
  n?: number;
  backup?: string;
  tie?: "strict" | "le";
}

/** prune: the cut-off roots (a mark below another mark is redundant, not wrong). */
export interface PruneAnswer {
  pruned: DeweyString[];
}
/** values: per examined interior position; a missing bound reads as "exact". */
export interface ValuesAnswer {
  values: Record<DeweyString, Score>;
  bounds?: Record<DeweyString, BoundKind>;
}
/** window: `saved` (roots of the subtrees the window saves) is scored only when given. */
export interface WindowAnswer {
  outcome: AspirationOutcome;
  value: Score;
  saved?: DeweyString[];
}
/** next: the position examined next, whether its parent cuts off right after it, and the
 *  parent's m then (the m of the procedure's text, negamax: the parent's player's
 *  standpoint). For K&M's F0, F1, F2 and the thesis' branch-and-bound, alphabeta,
 *  falphabeta, palphabeta, pvs and scout-cm; for mn-alphabeta m is the parent's alpha
 *  (max-position) or beta (min-position), Max's standpoint. Any other procedure is an
 *  Error saying why. */
export interface NextAnswer {
  examined: DeweyString;
  cutoff: boolean;
  m: Score;
}
/** order: per interior position, its successors' numbers (1-based) in the new order. */
export interface OrderAnswer {
  order: Record<DeweyString, number[]>;
}
export type PracticeAnswer = PruneAnswer | ValuesAnswer | WindowAnswer | NextAnswer | OrderAnswer;

/** A sentence of the core as the page's message files have it (www/i18n/messages/later/):
 *  the message's id and its arguments — printed text (a value typeset, a Dewey name, "root"
 *  for the root), a number (ordinals and counts), or another message (a clause the sentence
 *  is built around, formatted first). Its English message gives the English text exactly. */
export interface CoreMessage {
  id: string;
  args: Record<string, string | number | CoreMessage>;
}
export interface PracticeFeedback {
  position: DeweyString;
  verdict: Verdict;
  /** In English (the CLI's). */
  sentence: string;
  /** `sentence` as a message (`practice-fb-…`). */
  message?: CoreMessage;
}
/** The ordering puzzle's counts of terminal positions F2 examines. */
export interface OrderDetail {
  terminals: number;
  original: number;
  bestFirst: number;
  best: number;
  /** Corollary 3's minimum, for a uniform tree. */
  corollary3?: number;
}
/** A mistake of the catalogue (procedureCatalog().mutants, run as "mutant:" + id) under
 *  which the answer is right. */
export interface PracticeDiagnosis {
  /** "strict-cutoff": the catalogue's procedure "mutant:strict-cutoff". */
  id: string;
  title: string;
  /** What the student did, in words: "Your marks are what α-β gives if … Here that
   *  means: …" (the first position where the mistake parts from the correct answer). */
  text: string;
  /** `text` as a message (`practice-dx-text`: task, mutant, near, example — the English
   *  example — and exampleMessage, the example's own message). */
  message: CoreMessage;
  /** The paragraph that explains the right rule. */
  explanation: string;
}
/** The mistake nearest to an answer no mistake explains: `differences` positions apart (at
 *  most half as many as the answer differs from the correct one). */
export interface PracticeClosest extends PracticeDiagnosis {
  differences: number;
}
export interface PracticeCheck {
  task: PracticeTask;
  correct: boolean;
  score: number;
  total: number;
  missed: DeweyString[];
  wrong: DeweyString[];
  feedback: PracticeFeedback[];
  order?: OrderDetail;
  /** The mistakes under which the answer is right; empty for a correct answer. */
  diagnosis: PracticeDiagnosis[];
  /** Only when `diagnosis` is empty and a mistake comes close. */
  closest?: PracticeClosest;
}

export interface WorksheetOptions {
  solution?: boolean;
  standalone?: boolean;
  dewey?: boolean;
  proc?: string;
  alpha?: Score | null;
  beta?: Score | null;
  view?: PracticeView;
  title?: string;
  statement?: string;
  /** Small print under the title. */
  id?: string;
  /** A link printed as a QR code beside the title. */
  link?: string;
  /** The label before each part of a split tree, in the reader's language ("Subtree"). */
  subtreeLabel?: string;
  /** The solution's sentence in the reader's language (`worksheetSolution` worded). */
  solutionText?: string;
}

export interface ScormOptions {
  version: "1.2" | "2004";
  mastery?: number;
  title?: string;
  /** When Show answer shows it: never, after-attempts (default) or always. */
  answers?: "never" | "after-attempts" | "always";
  /** The share of an exercise's points a hint costs, in percent (default 0). */
  hintCost?: number;
}

export interface ExerciseWorksheetOptions {
  solution?: boolean;
  standalone?: boolean;
  /** Its number in a set, for the title ("Exercise 3: mark the cutoffs"). */
  number?: number;
  /** The playground's address: the sheet gets a QR code of the exercise's link there. */
  url?: string;
  /** Add the teacher's key: the answers the common mistakes give on this tree. */
  key?: boolean;
  /** The sheet's words in the reader's language: its title, the task's statement, the
   *  label before each part of a split tree, the solution's sentence. */
  title?: string;
  statement?: string;
  subtreeLabel?: string;
  solutionText?: string;
}

/** One hint (`practiceHint`): the position it is about (Dewey; "" the root or none in particular) and the sentence. */
export interface PracticeHint {
  position: DeweyString;
  text: string;
  /** `text` as a message (`practice-hint-…`). */
  message: CoreMessage;
}

/** `tree.mctsPractice(request)`: UCT practice (`crate::mcts::exercise`). */
export interface McPracticeRequest {
  task: 'select' | 'backup';
  /** Iterations run before the question (default 10, at most 100,000). */
  shown?: number;
  seed?: number;
  c?: number;
  /** The values mapped to rewards 0 and 1, "L..U" (default the tree's least and greatest). */
  range?: string;
  solution?: boolean;
  answer?: McAnswer;
}
/** N as a number; W exact as text ("13/6") or a decimal within 0.0005. */
export interface McNodeIn {
  n?: number | string;
  w?: number | string;
}
export interface McAnswer {
  selected?: DeweyString[];
  nodes?: Record<DeweyString, McNodeIn>;
}
export interface McNodeStat {
  n: number;
  w: string;
}
export interface McQuestion {
  task: 'select' | 'backup';
  shown: number;
  c: number;
  range: { lower: number; upper: number };
  nodes: Record<DeweyString, McNodeStat>;
  path?: DeweyString[];
  leaf?: DeweyString;
  reward?: string;
}
export interface McCheck {
  score: number;
  total: number;
  correct: boolean;
  entries: { at: DeweyString | null; given?: DeweyString | null; expected?: McNodeStat; right: boolean; n_right?: boolean; w_right?: boolean }[];
  diagnosis: { id: 'mcts-perspective' | 'mcts-exploit-only' | 'mcts-swapped'; explanation: string }[];
}
export interface McPractice {
  question: McQuestion;
  solution?: McAnswer;
  check?: McCheck;
}

/** `tree.chancePractice(request)`: practice on chance trees (`crate::chance::exercise`). */
export interface ChPracticeRequest {
  task: 'values' | 'skip';
  /** Star1's leaf range "L..U" (default the tree's least and greatest terminal value). */
  range?: string;
  solution?: boolean;
  answer?: ChAnswer;
}
export interface ChAnswer {
  /** Values: exact text ("21/10") or a decimal within 0.0005. */
  values?: Record<DeweyString, number | string>;
  skipped?: DeweyString[];
}
export interface ChPractice {
  question: { task: 'values' | 'skip'; range: { lower: number; upper: number; assumed: boolean }; positions: DeweyString[] };
  solution?: ChAnswer;
  check?: {
    score: number;
    total: number;
    correct: boolean;
    entries: { at: DeweyString; value?: string; skipped?: boolean; given: boolean; right: boolean }[];
    diagnosis: { id: 'chance-as-min' | 'plain-average' | 'forgets-unseen-mass'; explanation: string }[];
  };
}
