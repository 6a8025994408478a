// <game-tree-playground> on trees with chance positions: expectiminimax, Star1 and Star2
// (B. W. Ballard, "The *-minimax search procedure for trees containing chance nodes",
// Artificial Intelligence 21 (1983), 327-350; crate/src/chance/), run by the full core as the
// page runs them (families/chance/run.js: the same run, picture, sentences and summary). The
// drawing is the page's: chance positions as circles with an inner ring, each outcome's
// probability on its edge (families/chance/shape.js). Loaded by embed.js only when a tree or
// a procedure asks for it, with the full core: the element's first load stays as it was.
import { takesWindow } from '../core/procedures.js';
import { decimalOf, parseExact, showExact } from '../families/chance/exact.js';
import { ChanceRun } from '../families/chance/run.js';
import { chancePartsOf } from '../families/chance/shape.js';

/** The exact text `v` ("11/2", "-3", "+inf") as a number. */
export function exactNumber(v) {
  const { num, den } = parseExact(v);
  return den === 0n ? Number(num) * Infinity : Number(num) / Number(den);
}

/**
 * Runs `procedure` on `tree` (the full core's, with its `shape` from core/current-tree.js's
 * shapeOf, to which the chance parts are added) with the window `alpha`, `beta` (for Star1
 * and Star2) and the leaf range `range` ("L..U", or '' for the tree's own least and greatest
 * terminal value, as the page and `gametree run` assume). Throws the core's message for a
 * tree it refuses (a range that leaves out a terminal, a tree without chance positions).
 * @returns {{run: ChanceRun, finished: object, caption: string, steps: object|null, detail: object}}
 */
export function runChance({ tree, shape, procedure, view, alpha, beta, range, dewey }) {
  shape.chance = chancePartsOf(tree);
  const run = new ChanceRun({ family: null, name: procedure, tree, shape, options: { range, alpha, beta } });
  const r = run.result;
  const c = r.counts;
  const examined = [];
  for (let id = 0; id < r.examined.length; id++) if (r.examined[id]) examined.push(dewey(id));
  const window = takesWindow(procedure);
  const detail = {
    procedure,
    alpha: window ? alpha : null,
    beta: window ? beta : null,
    view,
    // The root's value as the page shows it: the exact fraction, and the same as a number.
    value: exactNumber(r.value),
    valueText: showExact(r.value),
    valueDecimal: decimalOf(r.value) || null,
    exact: r.bound === 'exact',
    outcome: r.bound === 'exact' ? 'exact' : r.bound === 'upper' ? 'fail_low' : 'fail_high',
    bound: r.bound,
    terminalsExamined: c.terminals,
    positionsExamined: c.positions,
    terminals: shape.terminals,
    positions: shape.parent.length,
    perLevel: null,
    shallowCutoffs: null,
    deepCutoffs: null,
    windowCutoffs: null,
    decisionCutoffs: c.decision_cutoffs,
    chanceCutoffs: c.chance_cutoffs,
    probingCutoffs: c.probing_cutoffs,
    probes: c.probes,
    range: { lower: r.range.lower, upper: r.range.upper, assumed: r.range.assumed },
    examined,
    principalVariation: null,
    research: null,
    finalValue: r.bound === 'exact' ? exactNumber(r.value) : null,
    totalPositionsExamined: c.positions,
  };
  // The step-through (embed-controls.js): the page's chance stepper, its sentences and pictures.
  const steps = run.stepper
    ? {
        length: run.length,
        picture: (k) => (k == null ? null : run.paint(k, view)),
        sentence: (k) => run.stepView(k, view).sentence,
      }
    : null;
  return { run, finished: run.paint(null, view), caption: run.summary(), steps, detail };
}
