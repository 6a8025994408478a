// The step controls stay put: clicking ▶ again and again at one place steps through the whole
// run. For every procedure of the catalogue on Fig. 1 at 1366×768, and one of each paper's on
// the other examples (each procedure on the trees it searches: Ballard's on those with chance
// positions) there and on Fig. 1 at the other sizes, in the ordinary view and in
// presentation mode, at a desk's 1366×768, a projector's 1280×720 and a phone's 390×844, ▶'s
// bounding box is read after each step: it never moves. In presentation mode a clicker's keys
// step (PageDown, PageUp) and never scroll the page, and `.` or `b` blanks the screen as
// PowerPoint does (pressed again, the view comes back).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chanceExampleNames, procedureCatalog } from '../../../www/pkg-full/gametree.js';
import '../support/core.mjs'; // the full module, initialised in node: the catalogue and the examples' kinds
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const ONE_EACH = ['F2', 'sss', 'pvs', 'mn-alphabeta', 'star1'];

/** Whether procedure `proc` searches example `example`: Ballard's family searches the trees
 *  with chance positions and only those (the catalogue's takesChance), the others the rest. */
function searches(proc, example) {
  const catalog = procedureCatalog();
  const chanceFamilies = new Set(catalog.families.filter((f) => f.takesChance).map((f) => f.id));
  const entry = [...catalog.procedures, ...(catalog.chance ?? [])].find((p) => p.name === proc);
  return chanceFamilies.has(entry?.family) === chanceExampleNames().includes(example);
}

const VIEWPORTS = [
  [1366, 768],
  [1280, 720],
  [390, 844],
];

/**
 * Steps from the first step to the last by clicking ▶ (the element a person clicks), reading
 * ▶'s box after each step; `frames`: wait for two animation frames after each click (what is
 * laid out later, too), else read at once. Returns {steps, moves: [{k, from, to}], end}.
 */
const walk = (page, frames) =>
  page.evaluate(async (frames) => {
    const fwd = document.getElementById('step-forward');
    const frame = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    document.getElementById('step-first').click();
    if (frames) await frame();
    const box = () => {
      const r = fwd.getBoundingClientRect();
      return `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}x${Math.round(r.height)}`;
    };
    const start = box();
    const moves = [];
    let steps = 0;
    let prev = start;
    while (!fwd.disabled && steps < 5000) {
      fwd.click();
      steps++;
      if (frames) await frame();
      const now = box();
      if (now !== prev) moves.push({ k: steps, from: prev, to: now, sentence: document.getElementById('step-sentence').textContent.slice(0, 60) });
      prev = now;
    }
    return { steps, moves, start, y: scrollY };
  }, frames);

async function present(page) {
  await page.keyboard.press('f');
  await page.waitForFunction(
    () => document.body.classList.contains('presenting') && document.getElementById('step-forward').getBoundingClientRect().height > 0,
  );
}

// Three sizes and modes at a time, each in a context of its own: a walk waits for its page's
// finished runs and animation frames more than it computes, and the pages' frames come at the
// same time (docs/development.md, "Tests at the same time in a file").
describe('▶ stays put', { concurrency: 3 }, () => {
  for (const [width, height] of VIEWPORTS) {
    for (const mode of ['normal', 'presentation']) {
      test(`at ${width}×${height}, ${mode}: every procedure of the catalogue, ▶ never moves`, async () => {
        const { page, context, clean } = await h.open('index.html#proc=F2', { viewport: { width, height } });
        if (mode === 'presentation') await present(page);
        const examples = await page.evaluate(() => [...document.querySelectorAll('#example option')].map((o) => o.value).filter(Boolean));
        const procs = await page.evaluate(() => [...document.querySelectorAll('#proc-select option')].map((o) => o.value).filter((v) => v && v !== 'compare'));
        assert.ok(examples.length >= 4 && procs.length >= 10, `${examples.length} examples, ${procs.length} procedures`);
        const failures = [];
        let total = 0;
        let last = null; // the last run's final sentence
        for (const example of examples) {
          // The menus live in the header and the tree bar, which presentation mode folds away:
          // the example and the procedure are chosen as a link would (the state's own actions).
          // Every procedure on Fig. 1 (the deepest stack, the longest runs) at the desk's size, one
          // of each paper's (and SSS*'s OPEN list) on the other examples there and on Fig. 1 at the
          // other sizes: the layouts differ by size and mode, not by procedure.
          const shown = (p) => (example === 'pi' && width === 1366) || (ONE_EACH.includes(p) && (example === 'pi' || width === 1366));
          for (const proc of procs.filter((p) => shown(p) && searches(p, example))) {
            await page.evaluate(
              ([example, proc]) => {
                const sel = document.getElementById('example');
                if (sel.value !== example) {
                  sel.value = example;
                  sel.dispatchEvent(new Event('change'));
                }
                const p = document.getElementById('proc-select');
                p.value = proc;
                p.dispatchEvent(new Event('change'));
              },
              [example, proc],
            );
            // Its finished run is shown (a procedure's code may load first): a new "Done: …" sentence.
            await page.waitForFunction((last) => {
              const s = document.getElementById('step-sentence').textContent;
              return !document.documentElement.dataset.busy && s.startsWith('Done') && s !== last && !document.getElementById('step-first').disabled;
            }, last);
            // The view scrolled so that the step controls are in sight (a phone's page scrolls).
            await page.evaluate(() => document.getElementById('step-controls').scrollIntoView({ block: 'nearest' }));
            // Fig. 1 with F2 and SSS* also after two frames each step (what is laid out later); the rest at once.
            const slow = example === 'pi' && (proc === 'F2' || proc === 'sss');
            const r = await walk(page, slow);
            last = await page.evaluate(() => document.getElementById('step-sentence').textContent);
            total += r.steps;
            if (r.steps === 0) failures.push(`${example} ${proc}: no steps`);
            if (r.moves.length) failures.push(`${example} ${proc}: ▶ moved at ${r.moves.length} of ${r.steps} steps, first ${JSON.stringify(r.moves[0])}`);
          }
        }
        assert.deepEqual(failures, [], `${total} steps`);
        clean();
        await context.close();
      });
    }
  }
});

describe('a clicker in presentation mode', () => {
  for (const [width, height] of VIEWPORTS) {
    test(`PageDown and PageUp step, the page never scrolls; . and b blank the screen (${width}×${height})`, async () => {
      const { page, context, clean } = await h.open('index.html#proc=F2&step=10', { viewport: { width, height } });
      await present(page);
      const at = () => page.evaluate(() => ({ count: document.getElementById('step-count').textContent, y: scrollY }));
      assert.deepEqual(await at(), { count: '10 / 177', y: 0 });
      await page.keyboard.press('PageDown');
      await page.waitForFunction(() => document.getElementById('step-count').textContent === '11 / 177');
      await page.keyboard.press('PageDown');
      await page.waitForFunction(() => document.getElementById('step-count').textContent === '12 / 177');
      await page.keyboard.press('PageUp');
      await page.waitForFunction(() => document.getElementById('step-count').textContent === '11 / 177');
      assert.deepEqual(await at(), { count: '11 / 177', y: 0 }, 'stepped, and the page did not scroll');
      // Nothing under the step panel to scroll to: the page is one screen high.
      assert.ok(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight + 1), 'the page is one screen');
      for (const key of ['.', 'b', 'B']) {
        await page.keyboard.press(key);
        await page.waitForFunction(() => document.body.classList.contains('blanked'));
        const cover = await page.evaluate(() => {
          const el = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
          return { id: el.id, bg: getComputedStyle(el).backgroundColor };
        });
        assert.equal(cover.id, 'blank-screen', `${key}: the screen is blank`);
        assert.equal(cover.bg, 'rgb(0, 0, 0)');
        await page.keyboard.press(key === 'B' ? 'b' : key);
        await page.waitForFunction(() => !document.body.classList.contains('blanked'));
        assert.equal((await at()).count, '11 / 177', `${key}: blanking does not step`);
      }
      clean();
      await context.close();
    });
  }

  test('outside presentation mode, PageDown scrolls the page as ever and . steps forward', async () => {
    const { page, context, clean } = await h.open('index.html#proc=F2&step=10', { viewport: { width: 1366, height: 768 } });
    await page.keyboard.press('.');
    await page.waitForFunction(() => document.getElementById('step-count').textContent === '11 / 177');
    assert.ok(!(await page.evaluate(() => document.body.classList.contains('blanked'))));
    await page.keyboard.press('PageDown');
    assert.equal(await page.evaluate(() => document.getElementById('step-count').textContent), '11 / 177');
    clean();
    await context.close();
  });
});
