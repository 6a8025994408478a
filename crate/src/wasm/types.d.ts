/** A value or bound: an integer (a real for Slagle's backed-up values), or an infinity. */
export type Score = number | "-inf" | "+inf";
/** A position: its breadth-first id (0 is the root). */
export type NodeId = number;

export type FamilyId = "km" | "thesis" | "mn";

export interface ProcedureOption {
  /** The field of RunOptions (and the CLI's --name). */
  name: string;
  kind: "bool" | "int" | "choice" | "text";
  default: boolean | number | string;
  /** choice: the allowed values; text: suggestions. */
  choices?: string[];
  min?: number;
  max?: number;
  label: string;
}

export interface ProcedureInfo {
  name: string;
  aliases: string[];
  family: FamilyId;
  label: string;
  abbrev: string;
  paper: string;
  section: string;
  takesWindow: boolean;
  minimax: boolean;
  options: ProcedureOption[];
}

export interface ProcedureCatalog {
  families: { id: FamilyId; title: string }[];
  procedures: ProcedureInfo[];
}

/** Options of GameTree.run; every field optional, defaults from the catalogue. */
export interface RunOptions {
  alpha?: Score;
  beta?: Score;
  trace?: boolean;
  /** Muszycka: the thesis' texts as printed. Default false. */
  literal?: boolean;
  /** Slagle: default 2 and 2. */
  m?: number;
  n?: number;
  /** Slagle: "identity", "sample" (default), "exp:X,Y" or "exp:X,Y,R,S". */
  backup?: string;
  /** Slagle: "strict" (default) or "le". */
  tie?: "strict" | "le";
}

export type Bound = "exact" | "lower" | "upper";
export type CutKind = "shallow" | "deep" | "window" | "cutoff" | "highest_level_alpha" | "mn_alpha" | "mn_beta";
export type PositionStatus = "examined" | "not_reached" | CutKind;
export type Outcome = "exact" | "fail_low" | "fail_high";

export interface RunVisit { at: NodeId; alpha: Score; beta: Score; value: Score; bound: Bound }

export interface RunCutoff {
  at: NodeId;
  /** 1-based number of the successor after which the cut happened. */
  after: number;
  kind: CutKind;
  /** The successors not examined (roots of the skipped subtrees). */
  skipped: NodeId[];
  /** m (Slagle: u) and the bound it reached. */
  value: Score;
  bound: Score;
  /** K&M: the ancestor whose m supplied the bound (absent: the root window's). */
  from?: NodeId;
}

export interface AspirationPass { alpha: Score; beta: Score; value: Score; positions: number; terminals: number }

export interface RunAspiration {
  outcome: Outcome;
  first: AspirationPass;
  research: AspirationPass | null;
  value: Score;
  totalPositions: number;
  totalTerminals: number;
  fullWindowPositions: number;
  fullWindowTerminals: number;
}

export interface ThesisCounters {
  nodesCreated: number;
  leavesCreated: number;
  nodeVisits: number;
  leafVisits: number;
  staticEvaluations: number;
  tests: number;
  reSearches: number;
  cutoffs: number;
  maxOpen: number;
}

export interface ThesisOptions {
  cutoff: "ge" | "gt";
  pvsResearch: "assign" | "max";
  scoutOp: "ge" | "gt";
  unit: number;
  window: { alpha: Score; beta: Score };
  countRoot: boolean;
  trace: boolean;
}

export interface MnWarning { side: "max" | "min"; dmax: number | null; product: number; minimum_at: number; message: string }

export interface MnDetail {
  m: number;
  n: number;
  dmax: number;
  tie: "strict" | "less_eq";
  tolerance: number;
  backup: string;
  best: { index: number; at: NodeId } | null;
  rootValues: { value: Score; bound: Bound }[];
  warnings: MnWarning[];
}

export type KmEvent =
  | { type: "enter"; at: NodeId; alpha: Score; beta: Score; m: Score }
  | { type: "terminal"; at: NodeId; f: Score }
  | { type: "update"; at: NodeId; child: NodeId; t: Score; oldM: Score }
  | { type: "cutoff"; at: NodeId; after: number; kind: "shallow" | "deep" | "window"; from?: NodeId; m: Score; beta: Score; skipped: NodeId[] }
  | { type: "leave"; at: NodeId; value: Score; bound: Bound };

export type ThesisCall =
  | { routine: "branch_and_bound"; bound: Score }
  | { routine: "alphabeta" | "falphabeta" | "pvs"; alpha: Score; beta: Score }
  | { routine: "palphabeta" | "scout" | "scout_cm" | "scout_minimax" }
  | { routine: "test" | "test_minimax"; v: Score; op: "ge" | "gt" }
  | { routine: "testm"; v: Score };

export interface SssTriple { at: NodeId; status: "live" | "solved"; merit: Score }

export type ThesisEvent =
  | { type: "enter"; at: NodeId; call: ThesisCall }
  | { type: "evaluate"; at: NodeId; value: Score }
  | { type: "return"; at: NodeId; value: Score }
  | { type: "test_result"; at: NodeId; outcome: boolean }
  | { type: "cutoff"; at: NodeId; after: number; m: Score; bound: Score }
  | { type: "window_test"; at: NodeId; son: NodeId; alpha: Score; beta: Score; t: Score; m: Score; promising: boolean }
  | { type: "scouted"; at: NodeId; son: NodeId; test: ThesisCall; outcome: boolean; evaluate: boolean }
  | { type: "re_search"; at: NodeId; son: NodeId; call: ThesisCall }
  | {
      type: "open";
      step: number;
      gamma: { triple: SssTriple; case: "live_leaf" | "live_min" | "live_max" | "solved_min" | "solved_max_last" | "solved_max_next"; purged: NodeId[] } | null;
      open: SssTriple[];
    };

export type MnEvent =
  | { type: "enter"; at: NodeId; side: "max" | "min"; dmax: number; oldalpha?: Score; alpha?: Score; beta?: Score; oldbeta?: Score }
  | { type: "evaluate"; at: NodeId; value: Score }
  | { type: "take"; at: NodeId; child: NodeId; index: number; u: Score; list: Score[]; alpha?: Score; beta?: Score; phase?: number; ignored: boolean }
  | { type: "inverse"; at: NodeId; side: "max" | "min"; index: number; value: Score; phase2: boolean; bound: Score }
  | { type: "cutoff"; at: NodeId; after: number; kind: "highest_level_alpha" | "mn_alpha" | "mn_beta"; u: Score; bound: Score }
  | { type: "root"; child: NodeId; index: number; u: Score; best_so_far: Score; taken: boolean }
  | { type: "leave"; at: NodeId; value: Score; bound: Bound };

/** One run of one procedure of the catalogue (GameTree.run). Arrays "per id" are indexed by position id. */
export interface RunRecord {
  procedure: string;
  family: FamilyId;
  /** Values from Max's standpoint; otherwise negamax (the player to move at each position). */
  minimax: boolean;
  /** The root window the procedure used. */
  alpha: Score;
  beta: Score;
  value: Score;
  exact: boolean;
  /** With a window other than (-inf, +inf). */
  outcome?: Outcome;
  counts: { positions: number; terminals: number; perLevel: number[]; cutoffs: number; byKind: Partial<Record<CutKind, number>> };
  /** Per id. */
  status: PositionStatus[];
  /** Per id: the value last returned there and what it says; the window of that visit. */
  values: (Score | null)[];
  bounds: (Bound | null)[];
  alphas: (Score | null)[];
  betas: (Score | null)[];
  visits: RunVisit[];
  pv: NodeId[];
  cutoffs: RunCutoff[];
  /** With a window other than (-inf, +inf): saved = examined with the full window and not here; extra = the reverse. */
  windowEffect?: { saved: NodeId[]; extra: NodeId[] };
  /** F2 with a window: K&M section 4's aspiration search. */
  aspiration?: RunAspiration;
  thesis?: { counters: ThesisCounters; options: ThesisOptions };
  mn?: MnDetail;
  /** With options.trace: the events, typed by family. */
  trace?: KmEvent[] | ThesisEvent[] | MnEvent[];
}
