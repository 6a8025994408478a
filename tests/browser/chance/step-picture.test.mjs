// A step of a run on a tree with chance positions draws the run as it is at that step, not the
// finished run: the positions the run has not entered yet are not drawn as examined, and their
// values are not shown (families/chance/run.js paint(); its stepper folds one state in place).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '([1/2:(3 5) 1/2:(2 9)] [(4 1) (6 0)])';

test("the page's step of a chance run shows the positions entered so far, the finished run all of them", async () => {
  const tree = GameTree.parse(TREE);
  const run = tree.chanceRun('star1', { range: '0..10', trace: true });
  const n = tree.size();
  tree.free();
  // The core's own count of positions entered by the end of step k: each enter event adds one.
  const enteredBy = (k) => new Set(run.trace.slice(0, k).flatMap((e) => (e.type === 'enter' ? [e.at] : []))).size;
  const k = 5;
  assert.ok(enteredBy(k) < n, `step ${k} has entered ${enteredBy(k)} of ${n} positions`);
  const { page, context, clean } = await h.open(`index.html#tree=${encodeURIComponent(TREE)}&proc=star1&range=0..10&step=${k}`);
  await page.waitForFunction((k) => document.querySelector('#step-count')?.textContent.startsWith(`${k} /`), k);
  await settled(page);
  const examined = () => page.evaluate(() => document.querySelectorAll('[data-testid=tree] .node.st-examined').length);
  const atStep = await examined();
  assert.ok(atStep < n, `step ${k}: ${atStep} of ${n} positions drawn as examined (the finished run's picture showed all)`);
  await page.keyboard.press('End');
  await page.waitForFunction(() => !document.querySelector('#step-count')?.textContent.startsWith('5 /'));
  await settled(page);
  assert.equal(await examined(), run.examined.filter(Boolean).length, 'the finished run: every position it entered');
  clean();
  await context.close();
});
