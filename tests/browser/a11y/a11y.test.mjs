// axe-core (from npm, injected from node_modules) on the page's main states and every panel,
// light and dark: no violation of any impact. The rules run are axe's defaults (WCAG 2.x A
// and AA and best practices). Practice checked with its feedback, and the next-step task, are
// in a11y-all-rules.test.mjs, in the same states and both themes, with every rule (a superset
// of these).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Runs axe on the page; returns every violation, of any impact, as short strings. */
export async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

const STATES = {
  'the default view': { path: 'index.html' },
  'a step-through': { path: 'index.html#proc=F2&step=83' },
  'compare, side by side': { path: 'index.html#proc=compare' },
  'compare, the difference on one tree': {
    path: 'index.html#proc=compare',
    act: (page) => page.locator('input[name=cmp-mode][value=diff]').check({ force: true }),
  },
  'the experiments panel with results': {
    path: 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&exp=model:permutation,d:3,h:2;3,n:10,seed:7,p:F1;F2',
    act: async (page) => {
      await page.locator('#exp-run').click();
      await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
      await page.waitForSelector('#exp-plot-branching .plot-host svg');
    },
  },
  'embed mode': { path: 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&proc=F2&step=0&embed=1' },
  'PVS stepping, its counters': { path: 'index.html#proc=pvs&step=10', ready: '#thesis-counts' },
  'SSS* stepping with the OPEN list': { path: 'index.html#proc=sss&step=10', ready: '.open-list tbody tr' },
  'the pathology panel with a plot': {
    path: 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&patho=g:pearl,gw:2,t:3;5,s:300,seed:7',
    ready: 'svg[role=img][aria-label$="The numbers are in the data table."]',
  },
  'presentation mode': { path: 'index.html#proc=F2&step=83&present=1', ready: 'body.presenting' },
  'presentation mode, the drawer open': {
    path: 'index.html#proc=F2&step=83&present=1',
    ready: 'body.presenting',
    act: (page) => page.locator('#present-drawer').click(),
  },
  'presentation mode, compare': { path: 'index.html#proc=compare&present=1', ready: 'body.presenting' },
  'practice, the cutoffs task': { path: 'index.html#mode=practice' },
  'a tree with chance positions, its practice panel checked': {
    path: `index.html#tree=${encodeURIComponent('([1/6:(3,-1),5/6:(2,4)],[1/6:(6,0),5/6:(1,5)],[1/6:(-2,8),5/6:(3,3)])')}&proc=star1`,
    act: async (page) => {
      await page.waitForSelector('#chance-practice', { state: 'attached' });
      await page.locator('#chance-practice summary').click();
      await page.locator('#chance-practice [data-dewey="1.1.1"]').check();
      await page.locator('#chance-practice-check').click();
    },
    ready: '.chance-practice-score',
  },
  'a tree with chance positions, compared': {
    path: `index.html#tree=${encodeURIComponent('([1/2:4 1/2:6] [1/2:1 1/2:7])')}&show=side`,
    ready: 'figure[data-extra] .node',
  },
};

for (const colorScheme of ['light', 'dark']) {
  describe(`axe, ${colorScheme}`, () => {
    for (const [name, { path, act, ready }] of Object.entries(STATES)) {
      test(`${name}: no violation`, async () => {
        // bypassCSP: the page's policy (rightly) refuses the injected axe script.
        const { page, clean } = await h.visit(path, { colorScheme, bypassCSP: true });
        if (act) await act(page);
        if (ready) await page.waitForSelector(ready, { timeout: 30_000 });
        await settled(page);
        assert.deepEqual(await violations(page), []);
        clean();
      });
    }
  });
}
