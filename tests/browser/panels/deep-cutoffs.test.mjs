// Deep cutoffs explained on the page, on K&M's Fig. 1 (the π tree): the counts relate F2's
// deep cutoff events to the paper's "five deep cutoffs" (section 3, Fig. 3: the terminals F1
// examines and F2 does not), and a position not examined leads to the step of the cutoff
// that skipped it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree, record } from '../support/core.mjs';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

test('the counts say why 4 deep cutoff events are the paper\'s "five deep cutoffs"', async () => {
  const { page, context, clean } = await h.open('index.html');
  const note = await text(page, '[data-row=deep-note]');
  // From the core's records: F2's deep cutoff events, the terminals they skip, and the
  // terminals F1 examines that F2 does not.
  const t = GameTree.example('pi');
  const f1 = record(t, 'F1', {});
  const f2 = record(t, 'F2', {});
  const shape = t.shape();
  const events = f2.cutoffs.filter((c) => c.kind === 'deep').length;
  let onlyF1 = 0;
  for (let i = 0; i < shape.parent.length; i++) if (shape.value[i] !== null && f1.status[i] === 'examined' && f2.status[i] !== 'examined') onlyF1++;
  t.free();
  assert.equal(events, 4);
  assert.equal(onlyF1, 5);
  assert.match(note, new RegExp(`F2 makes ${events} deep cutoff events, skipping 7 terminals; F1 examines 5 of them and skips the other 2`));
  assert.match(note, new RegExp(`five deep cutoffs.*here ${onlyF1}\\.`));
  clean();
  await context.close();
});

test('a position not examined leads to the step of the cutoff that skipped it', async () => {
  const { page, context, clean } = await h.open('index.html');
  // 2.1.1.3 (id 66) is skipped by F2's deep cutoff at 2.1.1 (the README's step 83).
  const t = GameTree.example('pi');
  const shape = t.shape();
  const id = shape.dewey.indexOf('2.1.1.3');
  t.free();
  await page.locator(`#tree-host .node[data-id="${id}"]`).click();
  assert.match(await text(page, '#cut-reason-text'), /F2 skipped it by a deep cutoff at 2\.1\.1: m = −2 reached β = −2, a bound from the root/);
  await page.locator('#go-to-cut').click();
  await page.waitForFunction(() => /^83 \//.test(document.getElementById('step-count').textContent));
  assert.match(await text(page, '#step-sentence'), /^83\. At 2\.1\.1: .*deep cutoff/);
  clean();
  await context.close();
});
