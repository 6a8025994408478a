import { test } from 'node:test';
import '../../i18n/english.mjs'; // the messages t() formats (www/i18n/messages/en.ftl)
import assert from 'node:assert/strict';
import { ThesisSentences } from '../../../../www/families/thesis/sentences.js';
import { piTree, record } from '../../wasm.mjs';

test('thesis sentences: a cut-off names the positions the record says it skips', () => {
  const { tree, shape } = piTree();
  const r = record(tree, 'alphabeta', { trace: true });
  const words = new ThesisSentences(shape, 'alphabeta', false, 'negamax');
  const events = r.trace.filter((e) => e.type === 'cutoff');
  events.forEach((e, i) => {
    const s = words.describe(e);
    const names = r.cutoffs[i].skipped.map((id) => shape.dewey[id]);
    assert.match(s, new RegExp(`^At ${shape.dewey[e.at] || 'root'}: m = .* ≥ β = .* after successor ${e.after}: a cut-off; `), s);
    for (const d of names) assert.ok(s.includes(d), `${d} in: ${s}`);
  });
});

test('thesis sentences: the minimax view flips a cut-off at Min into m ≤ α', () => {
  const { tree, shape } = piTree();
  const r = record(tree, 'alphabeta', { trace: true });
  const i = r.trace.filter((e) => e.type === 'cutoff').findIndex((e) => shape.depth[e.at] % 2 === 1);
  const e = r.trace.filter((x) => x.type === 'cutoff')[i];
  const s = new ThesisSentences(shape, 'alphabeta', false, 'minimax').describe(e);
  assert.match(s, /m = .* ≤ α = /, s);
});

test('thesis sentences: every event of PVS, Scout and SSS* on the π tree has a sentence', () => {
  const { tree, shape } = piTree();
  for (const name of ['pvs', 'scout', 'sss']) {
    const r = record(tree, name, { trace: true });
    const words = new ThesisSentences(shape, name, r.minimax, 'negamax');
    for (const e of r.trace) assert.ok(words.describe(e).length > 10, `${name}: ${JSON.stringify(e).slice(0, 80)}`);
  }
});

test('thesis sentences: SSS* says it stops only when the SOLVED root is on top (once, at the last step)', () => {
  const { tree, shape } = piTree();
  const r = record(tree, 'sss', { trace: true });
  const words = new ThesisSentences(shape, 'sss', true, 'minimax');
  const steps = r.trace.filter((e) => e.type === 'open').map((e) => words.describe(e));
  const stops = steps.map((s, i) => [i, s]).filter(([, s]) => s.includes('SSS* stops'));
  assert.deepEqual(
    stops.map(([i]) => i),
    [steps.length - 1],
    stops.map(([, s]) => s).join('\n'),
  );
  assert.match(steps[1], /a LIVE Max position: all its successors go on top/);
});
