// On a phone (390×844, a mobile viewport with touch) the page is exactly the screen's width in
// every mode: nothing pans sideways into empty space. Bars too long for the screen scroll
// inside themselves.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const T = 'tree=((3,1,4),(1,5,9),(2,6,5))';
const MODES = {
  explore: 'index.html',
  'a step-through': 'index.html#proc=F2&step=83',
  'compare, side by side': 'index.html#proc=compare',
  'compare, the difference': 'index.html#proc=compare&cmode=diff',
  'PVS stepping': 'index.html#proc=pvs&step=5',
  'SSS* with its OPEN list': 'index.html#proc=sss&step=5',
  'practice, cutoffs': 'index.html#mode=practice',
  'practice, next step': 'index.html#mode=practice&task=next',
  'practice, values': 'index.html#mode=practice&task=values',
  experiments: `index.html#${T}&exp=model:permutation,d:3,h:2;3,n:10,seed:7,p:F1;F2`,
  pathology: `index.html#${T}&patho=g:pearl,gw:2,t:3;5,s:300,seed:7`,
  embedded: `index.html#${T}&proc=F2&step=0&embed=1`,
};

// WCAG 2.1, 1.4.10 (reflow): at 320 px too, in the longest languages (German, and the
// pseudo-locale's 40 % longer text).
test('320×844, German and en-XA: the document is as wide as the screen in every mode', async () => {
  const wide = [];
  for (const lang of process.env.PAGE_LANG ? [process.env.PAGE_LANG] : ['de', 'en-XA']) {
    for (const [mode, path] of Object.entries(MODES)) {
      const { page, clean } = await h.visit(`${path}${path.includes('#') ? '&' : '#'}lang=${lang}`, {
        viewport: { width: 320, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await settled(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }));
      if (scrollWidth !== innerWidth || innerWidth !== 320) wide.push(`${lang}, ${mode}: ${scrollWidth} px of document in a ${innerWidth} px viewport`);
      clean();
    }
  }
  assert.deepEqual(wide, []);
});

for (const colorScheme of ['light', 'dark']) {
  test(`390×844 (${colorScheme}): the document is as wide as the screen in every mode`, async () => {
    const wide = [];
    for (const [mode, path] of Object.entries(MODES)) {
      const { page, clean } = await h.visit(path, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme });
      await settled(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }));
      if (scrollWidth !== innerWidth || innerWidth !== 390) wide.push(`${mode}: ${scrollWidth} px of document in a ${innerWidth} px viewport`);
      clean();
    }
    assert.deepEqual(wide, []);
  });
}
