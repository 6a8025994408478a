// What the first view leaves to the later part of the messages (www/i18n/l10n.js: each
// language's messages/later/<lang>.ftl, fetched once the first view is ready) must wait for
// it: opened right after the load, while the later part is held back, each such piece shows
// neither a message id nor English, and once the part is in it shows French. The later part
// is held at the network (page.route): its chunks are the ones holding a practice message id.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';
/** A message id of the later part, present in each language's later chunk and no other. */
const LATER_MARK = 'practice-hint-button';
/** Text that looks like a message id of the parts moved to the later part. */
const ID_LIKE = /\b(map|link|thesis|mn|summary|stack|code|compare-caption|open|help|table|cmp|diff|present|export)-[a-z]+(-[a-z]+)*\b/;

/**
 * Holds the later part of the messages back: its chunks are answered only after `release()`.
 * Returns {release, held, asked}: held() is how many later chunks were asked for so far;
 * asked resolves when the first is.
 */
async function holdLater(page) {
  let release;
  let asked;
  const gate = new Promise((r) => (release = r));
  const first = new Promise((r) => (asked = r));
  let held = 0;
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(LATER_MARK)) {
        held += 1;
        asked();
        await gate;
      }
      await route.fulfill({ response, body });
    } catch {
      // The test's context closed while a chunk was on its way (the page's idle loads).
    }
  });
  return { release: () => release(), held: () => held, asked: first };
}

const textOf = (page, sel) => page.locator(sel).evaluate((el) => el.innerText);
/** The text of `sel` with its elements' aria-labels and titles (a tree's caption is its label). */
const shownOf = (page, sel) =>
  page
    .locator(sel)
    .evaluate((el) =>
      [el.innerText, ...[...el.querySelectorAll('[aria-label], [title]')].flatMap((e) => [e.getAttribute('aria-label'), e.getAttribute('title')])]
        .filter(Boolean)
        .join('\n'),
    );

test("fr: another paper's procedure chosen while the later messages are held waits for them, then speaks French", async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&lang=fr`, { beforeGoto: async (p) => (hold = await holdLater(p)) });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.waitForFunction(() => document.getElementById('counts')?.textContent.trim());
  // The page asks for the later part once its first view is ready, which may come after the
  // counts are drawn: wait for the ask (read at once, this raced on a busy machine).
  await hold.asked;
  assert.ok(hold.held() >= 1, 'the page asked for the later part after its first view');
  await page.locator('#proc-select').selectOption('sss');
  await settled(page); // the aspiration map's sweep starts when the browser is idle
  for (const sel of ['#summary', '#step-sentence', '#counts', '#map-panel'])
    assert.doesNotMatch(await shownOf(page, sel), ID_LIKE, `${sel} while the later part is held`);
  hold.release();
  await page.waitForFunction(() => /nœuds créés/.test(document.getElementById('summary')?.textContent ?? ''), null, { timeout: 15_000 });
  for (const sel of ['#summary', '#step-sentence', '#counts']) assert.doesNotMatch(await textOf(page, sel), ID_LIKE, sel);
  // The aspiration map, drawn once the later part is in, has its French name.
  await page.waitForFunction(
    () => [...document.querySelectorAll('#map-host [aria-label]')].some((e) => /^Carte d’aspiration/.test(e.getAttribute('aria-label'))),
    null,
    { timeout: 20_000 },
  );
  // SSS*'s OPEN list (index.html's, marked data-l10n-later) while stepping.
  await page.locator('#step-first').click();
  await page.locator('#step-forward').click();
  await page.locator('#open-panel').waitFor({ state: 'visible', timeout: 15_000 });
  const open = await shownOf(page, '#open-panel');
  assert.match(open, /Liste OPEN|OPEN après/, open);
  assert.doesNotMatch(open, ID_LIKE, open);
  assert.doesNotMatch(open, /OPEN list|merit/, open);
  clean();
  await context.close();
});

test("fr: a link naming Slagle's procedure shows its first view only once the later messages are in, in French", async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=mn-minimax&lang=fr`, {
    ready: null,
    beforeGoto: async (p) => (hold = await holdLater(p)),
  });
  await page.waitForFunction(() => document.documentElement.lang === 'fr', null, { timeout: 15_000 });
  await hold.asked;
  await settled(page);
  assert.doesNotMatch(await textOf(page, '#summary'), ID_LIKE, 'the summary while the later part is held');
  hold.release();
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 15_000 });
  await page.waitForFunction(() => /positions sur/.test(document.getElementById('summary')?.textContent ?? ''), null, { timeout: 15_000 });
  for (const sel of ['#summary', '#step-sentence', '#counts']) assert.doesNotMatch(await textOf(page, sel), ID_LIKE, sel);
  // Its options panel (index.html's, marked data-l10n-later) is French too.
  assert.equal(await page.locator('#options-panel').isVisible(), true);
  const options = await shownOf(page, '#options-panel');
  assert.match(options, /Options de la procédure/, options);
  assert.match(options, /Règle d’égalité à la racine/, options);
  clean();
  await context.close();
});

test('fr: a link with keys the page cannot use is read again once the later messages are in: its notice is French from the first view', async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F9&view=sideways&lang=fr`, {
    ready: null,
    beforeGoto: async (p) => (hold = await holdLater(p)),
  });
  await page.waitForFunction(() => document.documentElement.lang === 'fr', null, { timeout: 15_000 });
  await hold.asked;
  await settled(page);
  assert.doesNotMatch(await textOf(page, '#tree-notice'), ID_LIKE, 'the notice while the later part is held');
  hold.release();
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 15_000 });
  const notice = await textOf(page, '#tree-notice');
  assert.match(
    notice,
    /^Une partie du lien n’a pas été utilisée\u00a0: procédure inconnue «\u00a0F9\u00a0» .*\u202f; vue inconnue «\u00a0sideways\u00a0»\.$/,
    notice,
  );
  clean();
  await context.close();
});

test('fr: the table view and the code panel opened while the later messages are held wait for them, then speak French', async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&lang=fr`, { beforeGoto: async (p) => (hold = await holdLater(p)) });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.locator('#view-menu > summary').click(); // the view's switches are in the View menu
  await page.locator('#table-switch').click();
  await page.locator('#step-first').click();
  await page.locator('#code-panel').evaluate((d) => (d.open = true));
  await hold.asked;
  await settled(page);
  for (const sel of ['#table-panel', '#code-panel']) assert.doesNotMatch(await shownOf(page, sel), ID_LIKE, `${sel} while the later part is held`);
  hold.release();
  await page.waitForFunction(() => /une ligne par position/.test(document.querySelector('#table-panel caption')?.textContent ?? ''), null, { timeout: 15_000 });
  await page.waitForFunction(() => /Pas commencé/.test(document.getElementById('code-panel')?.innerText ?? ''), null, { timeout: 15_000 });
  for (const sel of ['#table-panel', '#code-panel']) assert.doesNotMatch(await shownOf(page, sel), ID_LIKE, sel);
  clean();
  await context.close();
});

test('fr: the compare view chosen while the later messages are held waits for them, then its trees are named in French', async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&lang=fr`, { beforeGoto: async (p) => (hold = await holdLater(p)) });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.locator('input[name=proc][value=compare]').check();
  await hold.asked;
  await settled(page);
  assert.doesNotMatch(await shownOf(page, '#compare-host'), ID_LIKE, 'the compare view while the later part is held');
  hold.release();
  await page.waitForFunction(
    () => [...document.querySelectorAll('#compare-host [aria-label]')].some((e) => /Arbre de jeu cherché par/.test(e.getAttribute('aria-label'))),
    null,
    { timeout: 15_000 },
  );
  assert.doesNotMatch(await shownOf(page, '#compare-host'), ID_LIKE, 'the compare view');
  clean();
  await context.close();
});

test('fr: the help opened by its key and by its button while the later messages are held opens once they are in, in French', async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&lang=fr`, { beforeGoto: async (p) => (hold = await holdLater(p)) });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.locator('body').press('?');
  await hold.asked;
  await settled(page);
  // Not shown in English (index.html's text) meanwhile: it waits.
  assert.equal(await page.locator('#help').isVisible(), false, 'the help waits for its messages');
  hold.release();
  await page.locator('#help').waitFor({ state: 'visible', timeout: 15_000 });
  const help = await shownOf(page, '#help');
  assert.match(help, /Clavier/, help);
  assert.match(help, /lecture \/ pause du pas à pas/, help);
  assert.doesNotMatch(help, /play \/ pause|step forward|Keyboard/, help);
  assert.equal(await page.locator('#help-button').getAttribute('aria-expanded'), 'true');
  // Closed and opened again by the button: at once now.
  await page.locator('#help-button').click();
  assert.equal(await page.locator('#help').isVisible(), false);
  await page.locator('#help-button').click();
  assert.equal(await page.locator('#help').isVisible(), true);
  clean();
  await context.close();
});

test('fr: the help opened and closed again before the later messages are in stays closed', async () => {
  let hold;
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&lang=fr`, { beforeGoto: async (p) => (hold = await holdLater(p)) });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.locator('#help-button').click();
  await page.locator('#help-button').click();
  hold.release();
  await page.waitForFunction(() => document.getElementById('help').getAttribute('aria-label') === 'Raccourcis clavier', null, { timeout: 15_000 });
  await settled(page);
  assert.equal(await page.locator('#help').isVisible(), false);
  assert.equal(await page.locator('#help-button').getAttribute('aria-expanded'), 'false');
  clean();
  await context.close();
});
