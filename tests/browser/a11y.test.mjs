// axe-core (from npm, injected from node_modules) on the page's main states, light and dark:
// no serious or critical violation. The rules run are axe's defaults (WCAG 2.x A and AA
// and best practices).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { Harness } from './page.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Rules of lesser impact the issue names, held to zero too. */
const NAMED = new Set(['region', 'scope-attr-valid', 'empty-table-header', 'page-has-heading-one']);

/** Runs axe on the page; returns the serious and critical violations (and NAMED's) as short strings. */
export async function seriousViolations(page) {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || NAMED.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

const STATES = {
  'the default view': { path: 'index.html' },
  'a step-through': { path: 'index.html#proc=F2&step=83' },
  'compare, side by side': { path: 'index.html#proc=compare' },
  'compare, the difference on one tree': { path: 'index.html#proc=compare', act: (page) => page.locator('input[name=cmp-mode][value=diff]').check({ force: true }) },
  'the experiments panel with results': {
    path: 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&exp=model:permutation,d:3,h:2;3,n:10,seed:7,p:F1;F2',
    act: async (page) => {
      await page.locator('#exp-run').click();
      await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
      await page.waitForSelector('#exp-plot-branching .plot-host svg');
    },
  },
  'embed mode': { path: 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&proc=F2&step=0&embed=1' },
};

for (const colorScheme of ['light', 'dark']) {
  describe(`axe, ${colorScheme}`, () => {
    for (const [name, { path, act }] of Object.entries(STATES)) {
      test(`${name}: no serious violation`, async () => {
        // bypassCSP: the page's policy (rightly) refuses the injected axe script.
        const { page, context, clean } = await h.open(path, { colorScheme, bypassCSP: true });
        if (act) await act(page);
        await page.waitForTimeout(200);
        assert.deepEqual(await seriousViolations(page), []);
        clean();
        await context.close();
      });
    }
  });
}
