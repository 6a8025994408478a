// Every negamax procedure of the catalogue (K&M's F0, F1, F2 and those after them:
// fail-soft alpha-beta, NegaScout, MTD(f)) on the page with no name of its own in the
// page's code: the menu, the summary, the step-through with its listing and sentences, the
// counts table and Compare. The list and every expected number come from the core.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { procedureCatalog } from '../../../www/pkg-full/gametree.js';
import { GameTree, record } from '../support/core.mjs';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const NEGAMAX = procedureCatalog().procedures.filter((p) => p.family === 'km');
const PI = (() => {
  const t = GameTree.example('pi');
  const s = t.text();
  t.free();
  return s;
})();

/** The core's record of `name` on the π tree, with its trace. */
function traced(name) {
  const t = GameTree.example('pi');
  try {
    return { r: record(t, name, { trace: true }), dewey: t.shape().dewey };
  } finally {
    t.free();
  }
}

const num = (v) => (v < 0 ? `−${-v}` : String(v));

describe('the negamax family on the page', () => {
  test('the catalogue holds the new procedures with their listings', () => {
    const names = NEGAMAX.map((p) => p.name);
    for (const n of ['F0', 'F1', 'F2', 'failsoft', 'negascout', 'mtdf']) assert.ok(names.includes(n), `${n} in ${names}`);
    for (const p of NEGAMAX) assert.ok(p.listing?.lines.length > 8, `${p.name}'s listing`);
  });

  for (const p of NEGAMAX) {
    test(`${p.name}: menu, summary, listing and the sentence of every kind of event`, async () => {
      const { r, dewey } = traced(p.name);
      const at = (k) => `index.html#tree=${PI}&proc=${encodeURIComponent(p.name)}${k ? `&step=${k}` : ''}`;
      const first = await h.visit(at(0));
      assert.equal(await first.page.locator('#proc-select').inputValue(), p.name);
      assert.match(await text(first.page, '#summary'), new RegExp(`root value ${num(r.value)}`));
      first.clean();
      // One step of each kind of event the trace has, each opened by its own link (step=k):
      // the sentence, and the code panel on the listing's line for it.
      const firsts = new Map();
      r.trace.forEach((e, i) => firsts.has(e.type) || firsts.set(e.type, i + 1));
      for (const [type, k] of firsts) {
        const { page, clean } = await h.visit(at(k));
        await page.waitForFunction((s) => document.querySelector('#step-sentence')?.textContent.startsWith(`${s}. `), k, { timeout: 60_000 });
        const sentence = await text(page, '#step-sentence');
        assert.ok(sentence.length > 12, `${p.name} step ${k} (${type}): '${sentence}'`);
        const e = r.trace[k - 1];
        if (type === 'research' && e.at !== e.child) assert.match(sentence, new RegExp(`search ${dewey[e.child].replace(/\./g, '\\.')} again`));
        if (type === 'research' && e.at === e.child) assert.match(sentence, /search the root again/);
        if (type === 'recall') assert.match(sentence, /memory holds a bound/);
        const cite = await text(page, '.code-cite');
        assert.equal(cite, p.listing.cite);
        const line = await page.locator('.code-line.is-current').getAttribute('data-line');
        assert.ok(Number(line) >= 0 && Number(line) < p.listing.lines.length, `${p.name}: current line ${line}`);
        if (type === 'research' && p.listing.at.research != null) assert.equal(Number(line), p.listing.at.research, `${p.name} research line`);
        clean();
      }
    });
  }

  test('NegaScout and MTD(f) make the events only they make', () => {
    assert.ok(
      traced('negascout').r.trace.some((e) => e.type === 'research' && e.at !== e.child),
      'NegaScout searches again on the π tree',
    );
    const m = traced('mtdf').r.trace;
    assert.ok(
      m.some((e) => e.type === 'research' && e.at === 0),
      'MTD(f) makes several passes',
    );
  });

  test("MTD(f)'s first guess from the link reaches its counts and its step-through", async () => {
    const guess = 7;
    const t = GameTree.example('pi');
    const r = record(t, 'mtdf', { trace: true, guess });
    const plain = record(t, 'mtdf', {});
    t.free();
    assert.notEqual(r.counts.positions, plain.counts.positions, 'this guess costs another number of positions on the π tree');
    const { page, clean } = await h.visit(`index.html#tree=${PI}&proc=mtdf&guess=${guess}&step=1`);
    await page.waitForFunction(() => document.querySelector('#step-sentence')?.textContent.startsWith('1. '), null, { timeout: 60_000 });
    // The first pass is the null window (f − 1, f) around the guess (Plaat et al. 1996).
    assert.match(await text(page, '#step-sentence'), new RegExp(`\\(${num(guess - 1)}, ${num(guess)}\\)`));
    const cell = page.locator('[data-row=positions] td[data-proc="mtdf"]').first();
    assert.equal(await cell.textContent(), String(r.counts.positions));
    clean();
  });

  test('the counts table has a column per negamax procedure, and Compare adds the later ones', async () => {
    const { page, clean } = await h.visit(`index.html#tree=${PI}&proc=compare&cmp=failsoft,negascout,mtdf`);
    for (const p of NEGAMAX) {
      const { r } = traced(p.name);
      const cell = page.locator(`[data-row=positions] td[data-proc="${p.name}"]`).first();
      assert.equal(await cell.textContent(), String(r.counts.positions), `${p.name}'s positions in the counts table`);
    }
    for (const n of ['failsoft', 'negascout', 'mtdf']) {
      await page.locator(`figure[data-extra="${n}"] .node`).first().waitFor();
      assert.ok((await page.locator(`figure[data-extra="${n}"] .node`).count()) > 100, `${n}'s tree in Compare`);
    }
    clean();
  });
});
