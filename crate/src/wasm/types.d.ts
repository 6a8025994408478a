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
  /** A mistake's own description (only in ProcedureCatalog.mutants). */
  mutant?: MutantInfo;
}

/** A wrong procedure: alpha-beta with one mistake (docs/practice.md, "Mistakes the checker
 *  recognises"). Its catalogue name is "mutant:" + id; it runs like any procedure (family
 *  "km") in the full module. */
export interface MutantInfo {
  id: string;
  title: string;
  misconception: string;
  source: string;
  explanation: string;
  /** Completes "… what alpha-beta gives if …". */
  clause: string;
  /** The practice tasks whose answer it can change. */
  tasks: ("prune" | "values" | "window" | "next" | "order")[];
}

export interface ProcedureCatalog {
  families: { id: FamilyId; title: string }[];
  /** The menus' procedures (never a mistake). */
  procedures: ProcedureInfo[];
  /** The mistakes, apart from the menus; absent in the page's first (lean) module. */
  mutants?: ProcedureInfo[];
  /** The code tables of TypedRunColumns: status[code] names a status (and a cutoff's kind), bound[code] a bound (0: none). */
  codes: { status: PositionStatus[]; bound: (Bound | null)[] };
}

/** Options of GameTree.run; every field optional, defaults from the catalogue. */
export interface RunOptions {
  alpha?: Score;
  beta?: Score;
  trace?: boolean;
  /** With a window other than (-inf, +inf): add windowEffect (and for F2 aspiration); costs more searches. Default false. */
  analysis?: boolean;
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

/** bound: null for an empty window (alpha >= beta), about which K&M (9) says nothing. */
export interface RunVisit { at: NodeId; alpha: Score; beta: Score; value: Score; bound: Bound | null }

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
  | { type: "leave"; at: NodeId; value: Score; bound: Bound | null };

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
  | { type: "cutoff"; at: NodeId; after: number; m: Score; bound: Score; skipped?: NodeId[] }
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
  | { type: "cutoff"; at: NodeId; after: number; kind: "highest_level_alpha" | "mn_alpha" | "mn_beta"; u: Score; bound: Score; skipped?: NodeId[] }
  | { type: "root"; child: NodeId; index: number; u: Score; best_so_far: Score; taken: boolean }
  | { type: "leave"; at: NodeId; value: Score; bound: Bound };

/** One run of one procedure of the catalogue: GameTree.run gives it as TypedRunRecord (www/families/typed-record.js
 *  makes these fields from the columns). Arrays "per id" are indexed by position id. */
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
  /** With options.analysis and a window other than (-inf, +inf): saved = examined with the full window and not here; extra = the reverse. */
  windowEffect?: { saved: NodeId[]; extra: NodeId[] };
  /** F2 with options.analysis and a window: K&M section 4's aspiration search. */
  aspiration?: RunAspiration;
  thesis?: { counters: ThesisCounters; options: ThesisOptions };
  mn?: MnDetail;
  /** With options.trace: the events, typed by family (in RunRecord, thesis and m&n cutoff events also carry `skipped`). */
  trace?: KmEvent[] | ThesisEvent[] | MnEvent[];
}

/** `GameTree.run()`'s record: RunRecord without its per-position and per-event arrays, which are in `columns`. */
export interface TypedRunRecord extends Omit<RunRecord, "status" | "values" | "bounds" | "alphas" | "betas" | "visits" | "pv" | "cutoffs"> {
  columns: TypedRunColumns;
}

/** The typed form of a run record's big fields (record.rs, `Columns`). Values: numbers, ±Infinity, NaN for none. */
export interface TypedRunColumns {
  /** Per id: an index into ProcedureCatalog.codes.status. */
  status: Uint8Array;
  values: Float64Array;
  /** Per id: an index into ProcedureCatalog.codes.bound (0: none). */
  bounds: Uint8Array;
  alphas: Float64Array;
  betas: Float64Array;
  visitAt: Uint32Array;
  visitAlpha: Float64Array;
  visitBeta: Float64Array;
  visitValue: Float64Array;
  visitBound: Uint8Array;
  cutAt: Uint32Array;
  cutAfter: Uint32Array;
  /** An index into ProcedureCatalog.codes.status. */
  cutKind: Uint8Array;
  cutValue: Float64Array;
  cutBound: Float64Array;
  /** -1: absent. */
  cutFrom: Int32Array;
  /** Cutoff i skipped cutSkipped[cutSkippedStart[i] .. cutSkippedStart[i + 1]]. */
  cutSkippedStart: Uint32Array;
  cutSkipped: Uint32Array;
  pv: Uint32Array;
}

/** One procedure's figures from `GameTree.counts()` (the counting path), spelled as RunRecord spells them. */
export interface ProcedureCounts {
  procedure: string;
  /** The window the procedure used. */
  alpha: Score;
  beta: Score;
  value: Score;
  /** Absent where the counting path cannot tell (Slagle's m&n). */
  exact?: boolean;
  /** cutoffs and byKind: Knuth & Moore's procedures only. */
  counts: { positions: number; terminals: number; perLevel: number[]; cutoffs?: number; byKind?: Partial<Record<CutKind, number>> };
}

// ---- Trees

export interface TreeShape {
  /** By id: the parent's id (-1 for the root). */
  parent: number[];
  /** By id: the 1-based successor number (0 for the root), the last Dewey coordinate. */
  index: number[];
  depth: number[];
  degree: number[];
  /** Terminal values (Max's standpoint), null for interior positions. */
  value: (number | null)[];
  /** Dewey names by id; null when they would take more than 8 MiB (use deweyOf / positionOf). */
  dewey: string[] | null;
  nameBytes: number;
  height: number;
  terminals: number;
}

/** The shape as typed arrays by id (GameTree.shapeArrays): no object or string per position. */
export interface TreeShapeArrays {
  /** The parent's id (-1 for the root). */
  parent: Int32Array;
  /** The 1-based successor number (0 for the root), the last Dewey coordinate. */
  index: Uint32Array;
  depth: Uint32Array;
  degree: Uint32Array;
  /** Terminal values (Max's standpoint), NaN for interior positions. */
  value: Float64Array;
  height: number;
  terminals: number;
}

/** A whole tree by breadth-first id (GameTree.toArrays / fromArrays): interior values are 0. */
export interface TreeArrays {
  degree: Uint32Array;
  value: Float64Array;
}

export interface TreeAnalysis {
  critical: (1 | 2 | 3 | null)[];
  criticalCounts: [number, number, number];
  uniform: { degree: number; height: number } | null;
  minimalTerminals: number | null;
  levelSizes: number[];
}

/** The aspiration map (GameTree.sweep): F2's aspiration search on every window of the grid. */
export interface Sweep {
  grid: Score[];
  value: Score;
  fullWindowPositions: number;
  fullWindowTerminals: number;
  cells: { alpha: Score; beta: Score; outcome: Outcome; totalPositions: number; totalTerminals: number }[];
}

// ---- Experiments and theory

export type Model = "iid" | "permutation" | "pi" | "dependent" | "additive" | "nonuniform" | "random-shape";

export interface GenSpec {
  model?: Model;
  degree?: number;
  height?: number;
  seed?: number;
  lo?: number;
  hi?: number;
  scale?: number;
  q?: number[];
  meanDegree?: number[];
  maxDegree?: number;
  maxDepth?: number;
}

export interface ExperimentSpec {
  gen?: GenSpec;
  heights?: number[];
  samples?: number;
  /** Catalogue names or aliases. */
  procs?: string[];
  implicit?: boolean;
}

/** One sample tree's counts, per procedure in `procs` order. */
/**
 * What experimentSamples returns and experimentSummarize reads, one Float64Array per chunk:
 * the number of samples n, then per sample and procedure (the spec's order): terminals
 * examined, positions examined, the number of levels L, and the positions examined on
 * levels 0..L (crate/src/experiment/packed.rs).
 */
export type ExperimentSamples = Float64Array;

export interface ExperimentRow {
  model: string;
  degree: number;
  height: number;
  proc: string;
  samples: number;
  mean_terminals: number;
  stderr_terminals: number;
  ci95_terminals: [number, number];
  mean_positions: number;
  stderr_positions: number;
  mean_per_level: number[];
  stderr_per_level: number[];
  branching_factor: number;
  theory_terminals: number | null;
  theory: string | null;
  minimum_terminals: number | null;
  all_terminals: number | null;
}

export interface Table1Row { degree: number; r0: number; r1: number; r_star: number; t2: number }

export interface TheoryPoint {
  height: number;
  all: number;
  minimum: number;
  f1Best: number;
  f2Dependent: number;
  f1Dependent: number;
  r0Power: number;
  rStarPower: number;
}

/** UCT's options (`GameTree.mcts`, full module): the catalogue's, all optional. */
export interface MctsOptions {
  /** 1 to 1,000,000; default 1000. */
  iterations?: number;
  /** The simulations' seed; default 1. */
  seed?: number;
  /** UCB1's exploration constant, finite and >= 0; default Math.SQRT2. */
  c?: number;
  /** "L..U": the values mapped to rewards 0 and 1; default the tree's least and greatest terminal value. */
  range?: string;
  /** One entry per iteration (at most 50,000 iterations). */
  trace?: boolean;
}

/** One UCT iteration: the positions UCB1 chose below the root, the one added, the terminal reached, its reward to Max. */
export interface MctsStep {
  selected: number[];
  expanded: number | null;
  leaf: number;
  reward: number;
}

/** A UCT run (`GameTree.mcts`): positions are breadth-first ids. */
export interface MctsRun {
  iterations: number;
  seed: number;
  c: number;
  range: { lower: number; upper: number };
  best: number | null;
  optimalMoves: number[];
  /** The positions in the search tree, ascending, with their N and W (`n[k]`, `w[k]` are those of `ids[k]`). */
  ids: Uint32Array;
  n: Float64Array;
  w: Float64Array;
  trace?: MctsStep[];
  points: { iterations: number; reward: number; estimate: number; best: number | null; optimal: boolean }[];
}

/** The UCT experiment (`uctExperimentSums`, `uctExperimentRows`, full module): `gametree experiment --model pgame|trap`'s options. */
export interface UctExperimentSpec {
  model: "pgame" | "trap";
  degree: number;
  height: number;
  samples: number;
  /** Increasing budgets, each 1 to 1,000,000. */
  iterations: number[];
  seed: number;
  c: number;
}

/** The whole-number sums of the samples `from..to`: per budget, the trees whose move is optimal and those settled from it on. */
export interface UctExperimentPart {
  from: number;
  to: number;
  optimal: number[];
  settled: number[];
  f2_terminals: number;
}

/** One budget's row (`gametree experiment --json`'s `results`). */
export interface UctExperimentRow {
  model: string;
  degree: number;
  height: number;
  iterations: number;
  trees: number;
  optimal: number;
  probability: number;
  /** The 95% Wilson score interval of the probability (Wilson 1927). */
  wilson_low: number;
  wilson_high: number;
  f2_terminals_mean: number;
  settled: number;
}

/** The rows and `gametree experiment --csv`'s text. */
export interface UctExperimentResult {
  rows: UctExperimentRow[];
  csv: string;
}
