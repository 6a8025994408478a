// What the first view leaves to the later part of the messages (www/i18n/l10n.js: each
// language's messages/later/<lang>.ftl, fetched once the first view is ready) must wait for
// it: opened right after the load, while the later part is held back, each such piece shows
// neither a message id nor English, and once the part is in it shows French. The later part
// is held at the network (page.route): its chunks are the ones holding a practice message id.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from './page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';
/** A message id of the later part, present in each language's later chunk and no other. */
const LATER_MARK = 'practice-hint-button';
/** Text that looks like a message id of the parts moved to the later part. */
const ID_LIKE = /\b(thesis|mn|summary|stack|code|compare-caption|open|help|table|cmp|diff|present|export)-[a-z]+(-[a-z]+)*\b/;

/**
 * Holds the later part of the messages back: its chunks are answered only after `release()`.
 * Returns {release, held}: held() is how many later chunks were asked for so far.
 */
async function holdLater(page) {
  let release;
  const gate = new Promise((r) => (release = r));
  let held = 0;
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(LATER_MARK)) {
      held += 1;
      await gate;
    }
    await route.fulfill({ response, body });
  });
  return { release: () => release(), held: () => held };
}

const textOf = (page, sel) => page.locator(sel).evaluate((el) => el.innerText);

test("fr: another paper's procedure chosen while the later messages are held waits for them, then speaks French", async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&lang=fr`, { beforeGoto: async (p) => (hold = await holdLater(p)) });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.waitForFunction(() => document.getElementById('counts')?.textContent.trim());
  assert.ok(hold.held() >= 1, 'the page asked for the later part after its first view');
  await page.locator('#proc-select').selectOption('sss');
  await page.waitForTimeout(300);
  for (const sel of ['#summary', '#step-sentence', '#counts']) assert.doesNotMatch(await textOf(page, sel), ID_LIKE, `${sel} while the later part is held`);
  hold.release();
  await page.waitForFunction(() => /nœuds créés/.test(document.getElementById('summary')?.textContent ?? ''), null, { timeout: 15_000 });
  for (const sel of ['#summary', '#step-sentence', '#counts']) assert.doesNotMatch(await textOf(page, sel), ID_LIKE, sel);
  clean();
  await context.close();
});

test("fr: a link naming Slagle's procedure shows its first view only once the later messages are in, in French", async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=mn-minimax&lang=fr`, { ready: null, beforeGoto: async (p) => (hold = await holdLater(p)) });
  await page.waitForFunction(() => document.documentElement.lang === 'fr', null, { timeout: 15_000 });
  await page.waitForTimeout(300);
  assert.doesNotMatch(await textOf(page, '#summary'), ID_LIKE, 'the summary while the later part is held');
  hold.release();
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 15_000 });
  await page.waitForFunction(() => /positions sur/.test(document.getElementById('summary')?.textContent ?? ''), null, { timeout: 15_000 });
  for (const sel of ['#summary', '#step-sentence', '#counts']) assert.doesNotMatch(await textOf(page, sel), ID_LIKE, sel);
  clean();
  await context.close();
});
