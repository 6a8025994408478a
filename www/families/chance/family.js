// Ballard 1983: expectiminimax, Star1 and Star2 on trees with chance positions, with the
// family's counts (terminals, the cutoffs by kind, Star2's probes). The rows' heads, the
// caption and the note are message ids (panels/other-counts.js formats them).
import { chanceHook } from '../../view/chance-hook.js';
import { decimalOf, showExact } from './exact.js';
import { rangeField } from './range-field.js';
import { ChanceRun } from './run.js';
import { chancePartsOf } from './shape.js';

const ROWS = [
  ['chance-counts-value', (r) => `${showExact(r.value)}${decimalOf(r.value) ? ` ≈ ${decimalOf(r.value)}` : ''}`, 'value'],
  ['counts-terminals', (r) => r.counts.terminals, 'terminals'],
  ['counts-positions', (r) => r.counts.positions, 'positions'],
  ['chance-counts-decision', (r) => r.counts.decision_cutoffs, 'decisionCuts'],
  ['chance-counts-chance', (r) => r.counts.chance_cutoffs, 'chanceCuts'],
  ['chance-counts-probing', (r) => r.counts.probing_cutoffs, 'probingCuts'],
  ['chance-counts-probes', (r) => r.counts.probes, 'probes'],
  ['chance-counts-range', (r) => `[${showExact(String(r.range.lower))}, ${showExact(String(r.range.upper))}]`, 'range'],
];

chanceHook.of = chancePartsOf;
chanceHook.options = rangeField;
// "Practise on this tree" (practice-panel.js), its code loaded with the first tree with chance positions.
let practice = null;
chanceHook.practice = (doc, S, page) => {
  if (!practice && !doc.shape?.chance) return;
  practice ??= import('./practice-panel.js');
  practice.then((m) => m.paintPractice(doc, S, page));
};

export const chance = {
  id: 'chance',
  counts: { id: 'chance-counts', caption: 'chance-counts-caption', rows: ROWS, note: 'chance-counts-note' },
  makeRun: (ctx) => new ChanceRun(ctx),
};
