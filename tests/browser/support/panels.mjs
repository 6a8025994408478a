// Shared by the browser tests of the boxes below the tree that a test opens before it acts:
// the Monte Carlo box (tests/browser/mcts/) and the chance practice box (tests/browser/chance/).
import { settled } from './wait.mjs';

/** Opens `path` with the harness `h`, waits for the first view, opens the Monte Carlo box and
 *  waits for its controls (the box's code loads when it is opened). */
export async function openMctsPanel(h, path) {
  const opened = await h.open(path);
  await settled(opened.page);
  await opened.page.locator('#mcts-panel > summary').click();
  await opened.page.waitForSelector('#mcts-run');
  return opened;
}

/** Opens the chance practice box (if closed), chooses `task` (skip|values) and waits for its
 *  answer fields. */
export async function openChancePractice(page, task) {
  await page.waitForSelector('#chance-practice', { state: 'attached' });
  const details = page.locator('#chance-practice');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
  await page.locator(`input[name=chance-practice-task][value=${task}]`).check();
  await page.waitForSelector(`#chance-practice .chance-practice-answers.${task === 'skip' ? 'marks' : 'values'}`);
}
