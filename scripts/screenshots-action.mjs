#!/usr/bin/env node
// Before/after screenshots of "the action always on screen": the same scenes from two builds
// (say the site before a change, kept aside, and dist/), at the sizes a teacher and a student
// use. For looking at and for the guide's pictures, not for asserting:
//   node scripts/screenshots-action.mjs BEFORE_DIR AFTER_DIR OUTDIR [scene ...]
import { mkdirSync } from 'node:fs';
import { launchBrowser, serveDist } from '../tests/browser/support/helpers.mjs';

const [before, after, out, ...only] = process.argv.slice(2);
if (!before || !after || !out) {
  console.error('usage: node scripts/screenshots-action.mjs BEFORE_DIR AFTER_DIR OUTDIR [scene ...]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

/** name: [hash, width, height, scheme, what to do after the page is ready] */
const SCENES = {
  'follow-step150': ['#proc=F2&step=150', 1366, 768, 'light'],
  'follow-phone-step83': ['#proc=F2&step=83', 390, 844, 'dark'],
  'compare-side': ['#proc=compare', 1366, 768, 'light'],
  'fig1-projector': ['#proc=F2&step=83', 1280, 720, 'light', async (page, isAfter) => isAfter && (await page.keyboard.press('f'))],
  'sss-open-list': ['#proc=sss&step=12', 1366, 768, 'light'],
  'practice-next': ['#mode=practice&task=next', 1366, 768, 'light'],
  'window-saves': ['#alpha=0&beta=4', 1366, 768, 'dark'],
};

const browser = await launchBrowser();
try {
  for (const [label, dir] of [
    ['before', before],
    ['after', after],
  ]) {
    const server = await serveDist(dir);
    for (const [name, [hash, width, height, colorScheme, act]] of Object.entries(SCENES)) {
      if (only.length && !only.includes(name)) continue;
      const context = await browser.newContext({ viewport: { width, height }, colorScheme, isMobile: width < 500, hasTouch: width < 500 });
      const page = await context.newPage();
      await page.goto(`${server.url}index.html${hash}`);
      await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 30_000 });
      await page.waitForTimeout(800);
      if (act) await act(page, label === 'after');
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${out}/${name}-${label}.png` });
      await context.close();
      console.log(`${out}/${name}-${label}.png`);
    }
    await server.close();
  }
} finally {
  await browser.close();
}
