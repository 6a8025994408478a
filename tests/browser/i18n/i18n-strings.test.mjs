// The last English of the generator form, the core's generator errors and the Pathology
// panel's checks, through the page in French and in the pseudo-locale: a bad generator
// parameter (the form's check, then the core's refusal of a parameter the form lets through)
// and a bad pathology setting (typed, and from the link) each show a sentence in the page's
// language that names the field; the presets keep the thesis' figure numbers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness, text } from '../support/page.mjs';
import { unbracketed } from '../support/pseudo-text.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))';

/** Opens the generator panel of a page in `lang`. */
async function generatorPage(lang) {
  const opened = await h.visit(`${TREE}&lang=${lang}`);
  await opened.page.locator('#gen-panel > summary').click();
  return opened;
}

/** Submits the form until its message is worded: the form's checks use messages of the later
 *  part, which loads just after the first view (i18n/l10n.js); before, t() gives their ids. */
async function submit(page) {
  // Once a frame (the page's state, not a time): the form is sent again until it is worded.
  await page.waitForFunction(
    () => {
      document.getElementById('gen-msg').textContent = '';
      document.querySelector('#gen-form button[type=submit]').click();
      return !/^\[?exp-/.test(document.getElementById('gen-msg').textContent);
    },
    null,
    { polling: 'raf', timeout: 15_000 },
  );
}

test('fr: the generator form and the core say what is wrong with a parameter, in French, naming it', async () => {
  const { page } = await generatorPage('fr');
  const form = page.locator('#gen-form');
  await form.locator('input[name=degree]').fill('2.5');
  await submit(page);
  assert.equal(await text(page, '#gen-msg'), 'Degré\u00a0: «\u00a02.5\u00a0» n’est pas un nombre entier');
  await form.locator('input[name=degree]').fill('0');
  await submit(page);
  assert.match(await text(page, '#gen-msg'), /^Degré doit être un nombre entier de 1 à 1\u202f000$/);
  // The pi model's digits: the form lets 2^17 terminals through, the core refuses them.
  await form.locator('select[name=model]').selectOption('pi');
  await form.locator('input[name=degree]').fill('2');
  await form.locator('input[name=height]').fill('17');
  await submit(page);
  await page.waitForFunction(() => /chiffres/.test(document.getElementById('gen-msg').textContent), null, { timeout: 20_000 });
  assert.equal(await text(page, '#gen-msg'), 'le modèle pi a au plus 65536 chiffres\u202f; d^h = 131072 terminales demandées');
});

test("en-XA: the generator form's and the core's messages come bracketed from the messages", async () => {
  const { page } = await generatorPage('en-XA');
  const form = page.locator('#gen-form');
  await form.locator('input[name=seed]').fill('-1');
  await submit(page);
  assert.deepEqual(await unbracketed(page, '#gen-msg'), []);
  await form.locator('input[name=seed]').fill('1');
  await form.locator('select[name=model]').selectOption('pi');
  await form.locator('input[name=degree]').fill('2');
  await form.locator('input[name=height]').fill('17');
  await submit(page);
  await page.waitForFunction(() => /65536/.test(document.getElementById('gen-msg').textContent), null, { timeout: 20_000 });
  assert.match(await text(page, '#gen-msg'), /^\[.*65536.*131072.*\]$/);
  assert.deepEqual(await unbracketed(page, '#gen-msg'), []);
});

test("fr: the pathology panel's checks (typed and from the link) and its presets are French", async () => {
  const { page } = await h.visit(`${TREE}&patho=e1:7,zz:1&lang=fr`);
  await page.waitForFunction(() => /lien/.test(document.querySelector('#path-panel .message')?.textContent ?? ''), null, { timeout: 20_000 });
  assert.match(await text(page, '#path-panel .message'), /clé inconnue «\u00a0zz\u00a0».*err1 \(feuilles\) doit aller de 0 à 1, pas 7/);
  const presets = await page.locator('#path-panel select[name=preset] option').allTextContents();
  assert.ok(presets.includes('Fig. 44 (0,1\u202f; 0,1)') && presets.includes('Fig. 53 (0,2\u202f; 0,2\u202f; q)'), presets.join(' | '));
  await page.locator('#path-panel input[name=q]').fill('1');
  assert.equal(await text(page, '#path-rec-msg'), 'q (terminale) doit aller de 0 à moins de 1, pas 1');
  await page.locator('#path-panel input[name=q]').fill('0');
  await page.locator('#path-panel input[name=t]').fill('13');
  await page.locator('#path-run').click();
  assert.match(await text(page, '#path-game-msg'), /^niveau terminal t = 13\u00a0: un arbre de largeur 2 a 2\^13 = 8\u202f192 terminales/);
});
