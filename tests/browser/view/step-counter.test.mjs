// The step counter never contradicts the sentence: on a tree whose trace is made only when a
// step is asked for (over 50,000 positions), the finished run is shown with the counter at
// "end" and the slider at its end, not a blank counter and a slider at 0 beside "Done".
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

test('a 111,111-position tree: "Done", the counter at end, the slider at its end', async () => {
  const { page, context, clean } = await h.open('index.html#gen=model:iid,d:10,h:5,seed:1', { viewport: { width: 1366, height: 768 } });
  await page.waitForFunction(() => document.getElementById('step-sentence').textContent.startsWith('Done'), null, { timeout: 30_000 });
  assert.equal(await text(page, '#step-count'), 'end');
  const { value, max } = await page.evaluate(() => ({ value: document.getElementById('step-slider').value, max: document.getElementById('step-slider').max }));
  assert.equal(value, max);
  clean();
  await context.close();
});
