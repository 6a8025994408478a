// axe-core with every one of its rules switched on (the WCAG 2.0–2.2 A and AA rules, the
// best practices, and those it keeps off by default: experimental ones and AAA-tagged ones
// are left to their defaults, see below): no violation of any impact in every mode, with
// every panel open, in both themes, and in French and Polish. a11y.test.mjs runs axe's default set on more states.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const h = new Harness();
before(() => h.start());
after(() => h.stop());

/**
 * Every rule axe has, on, except those tagged only for AAA (this page claims AA: a AAA
 * rule's failure is not a violation of what it claims) — listed in the result so a reader
 * sees which were left out.
 */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const rules = window.axe.getRules();
    const aaaOnly = (r) => r.tags.some((t) => /^wcag\d*aaa$/.test(t)) && !r.tags.some((t) => /^wcag\d*a{1,2}$/.test(t));
    const on = Object.fromEntries(rules.map((r) => [r.ruleId, { enabled: !aaaOnly(r) }]));
    const res = await window.axe.run(document, { rules: on, resultTypes: ['violations'] });
    return res.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  });
}

const STATES = {
  'explore, every side panel open': {
    path: 'index.html#proc=F2&alpha=3&beta=5&sel=2.1',
    act: async (page) => {
      for (const id of ['text-panel', 'gen-panel', 'legend-box']) await page.locator(`#${id} > summary`).click();
    },
  },
  'a step-through with the table and the code': {
    path: 'index.html#proc=F2&step=20&table=1',
    ready: '[data-testid=search-table] tbody tr',
    act: async (page) => {
      const code = page.locator('#code-panel > summary');
      if (await code.isVisible()) await code.click();
    },
  },
  'PVS with the table': { path: 'index.html#proc=pvs&step=10&table=1', ready: '[data-testid=search-table] tbody tr' },
  'the tree focused (the ARIA tree)': {
    path: 'index.html#proc=F2&step=5',
    act: async (page) => {
      await page.keyboard.press('t');
      await page.keyboard.press('ArrowDown');
    },
  },
  compare: { path: 'index.html#proc=compare&table=1', ready: '[data-testid=search-table] tbody tr' },
  'the experiments and pathology panels open': {
    path: 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&exp=model:permutation,d:3,h:2;3,n:10,seed:7,p:F1;F2&patho=g:pearl,gw:2,t:3;5,s:300,seed:7',
    act: async (page) => {
      await page.locator('#exp-run').click();
      await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
      await page.waitForSelector('#exp-plot-branching .plot-host svg');
    },
    ready: '#path-host svg[role=img][aria-label]:not(.path-demo-svg)', // a pathology plot, in any language
  },
  'practice, the cutoffs task, checked': {
    path: 'index.html#mode=practice',
    act: async (page) => (await page.locator('#practice-area .pr-check').click(), await page.locator('#practice-area .pr-empty-yes').click()),
    ready: '#practice-area .pr-fb',
  },
  'practice, the values task': { path: 'index.html#mode=practice&task=values' },
  'practice, the next-step task': { path: 'index.html#mode=practice&task=next' },
  'presentation mode, the drawer open': {
    path: 'index.html#proc=F2&step=20&present=1',
    ready: 'body.presenting',
    act: (page) => page.locator('#present-drawer').click(),
  },
};

// English in both themes; French in the light theme and Polish in the dark (longer words,
// other labels: an accessible name that a translation left empty or duplicated shows here).
const RUNS = [
  { colorScheme: 'light', lang: null },
  { colorScheme: 'dark', lang: null },
  { colorScheme: 'light', lang: 'fr' },
  { colorScheme: 'dark', lang: 'pl' },
];
for (const { colorScheme, lang } of RUNS) {
  describe(`axe, all rules, ${colorScheme}${lang ? `, ${lang}` : ''}`, () => {
    for (const [name, { path, act, ready }] of Object.entries(STATES)) {
      test(`${name}: no violation`, async () => {
        const at = lang ? `${path}${path.includes('#') ? '&' : '#'}lang=${lang}` : path;
        const { page, clean } = await h.visit(at, { colorScheme, bypassCSP: true });
        if (lang) await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        if (act) await act(page);
        if (ready) await page.waitForSelector(ready, { timeout: 30_000 });
        await settled(page);
        assert.deepEqual(await violations(page), []);
        clean();
      });
    }
  });
}
