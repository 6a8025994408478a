// The page in another language, through the user's doors: lang= in the link, the browser's
// language, the language menu; and the pseudo-locale en-XA, in which every localised element
// must show bracketed text (an element without brackets would be text the messages miss).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** What the tests read of the page: <html lang>, the menu's choice, some texts and the link. */
const read = (page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    menu: document.getElementById('lang-select').value,
    title: document.querySelector('header h1').textContent,
    copy: document.getElementById('copy-link').textContent,
    copyTitle: document.getElementById('copy-link').title,
    undoLabel: document.getElementById('undo').getAttribute('aria-label'),
    legend: document.querySelector('#legend-box summary').textContent,
    hash: location.hash,
  }));

test('lang=de in the link: German header, buttons and labels; <html lang>, the menu and the link say de', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&lang=de');
  const got = await read(page);
  assert.equal(got.lang, 'de');
  assert.equal(got.menu, 'de');
  assert.equal(got.title, 'Alpha-Beta-Spielwiese');
  assert.equal(got.copy, 'Link kopieren');
  assert.equal(got.copyTitle, 'Einen Link auf genau diesen Zustand kopieren');
  assert.match(got.undoLabel, /rückgängig/);
  assert.equal(got.legend, 'Legende');
  // A label keeps its input beside the new text.
  assert.equal(await page.locator('#show-critical').count(), 1);
  assert.equal((await page.locator('label:has(#show-critical)').textContent()).trim(), 'Kritisch');
  // The link keeps lang= after the page rewrites it (a step, a new procedure).
  await page.keyboard.press('1');
  await page.waitForFunction(() => /proc=F1/.test(location.hash));
  assert.match(await page.evaluate(() => location.hash), /(^#|&)lang=de(&|$)/);
  clean();
});

test("the browser's language (fr-FR) when the link names none; the menu switches to Polish and the link carries it", async () => {
  const { page, clean } = await h.visit('index.html#proc=F2', { locale: 'fr-FR' });
  let got = await read(page);
  assert.equal(got.lang, 'fr');
  assert.equal(got.menu, 'fr');
  assert.equal(got.copy, 'Copier le lien');
  assert.doesNotMatch(got.hash, /lang=/, 'a language the browser chose is not written into the link');
  // By keyboard: focus the menu, choose Polski.
  await page.focus('#lang-select');
  await page.selectOption('#lang-select', 'pl');
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  got = await read(page);
  assert.equal(got.copy, 'Kopiuj link');
  assert.equal(got.title, 'Plac zabaw przycinania alfa-beta');
  await page.waitForFunction(() => /(^#|&)lang=pl(&|$)/.test(location.hash));
  // The menu is labelled (its accessible name is the label's text).
  assert.equal(await page.locator('#lang-select').evaluate((s) => s.labels[0].querySelector('[data-l10n-id]').textContent), 'Język');
  clean();
});

test('lang=xx (no such language) falls back to English with no error; lang=<script> is reported and nothing else changes', async () => {
  let { page, clean } = await h.visit('index.html#proc=F1&lang=xx');
  let got = await read(page);
  assert.equal(got.lang, 'en');
  assert.equal(got.menu, 'en');
  assert.equal(got.copy, 'Copy link');
  assert.equal(await page.locator('#tree-notice').textContent(), '');
  clean();
  ({ page, clean } = await h.visit('index.html#proc=F1&lang=%3Cimg%20src%3Dx%3E', { locale: 'de-DE' }));
  got = await read(page);
  assert.equal(got.lang, 'de', "the link's unusable value is ignored: the browser's language is used");
  assert.match(await page.locator('#tree-notice').textContent(), /lang=/);
  assert.equal(await page.locator('input[name=proc][value=F1]').isChecked(), true, 'the rest of the link is used');
  assert.equal(await page.locator('img[src=x]').count(), 0);
  clean();
});

test('en-XA: every localised element shows bracketed, accented text; numbers stay', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&lang=en-XA');
  const got = await read(page);
  assert.equal(got.lang, 'en-XA');
  assert.equal(got.menu, 'en-XA');
  const bad = await page.evaluate(() => {
    const own = (el) => (el.firstElementChild ? ([...el.childNodes].find((n) => n.nodeType === 3 && n.data.trim())?.data ?? '') : el.textContent).trim();
    const out = [];
    for (const el of document.querySelectorAll('[data-l10n-id]')) {
      const text = own(el);
      if (/[A-Za-z]/.test(text) && !/^\[.*\]$/s.test(text)) out.push(`${el.dataset.l10nId}: ${text}`);
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v && /[A-Za-z]/.test(v) && !/^\[.*\]$/s.test(v)) out.push(`${el.dataset.l10nId} ${a}: ${v}`);
      }
    }
    return out;
  });
  assert.deepEqual(bad, []);
  assert.equal(got.copy, '[Çööþýý ļîîñķ]');
  assert.match(await page.locator('[data-l10n-id=model-permutation]').first().textContent(), /1\.\..ʰ \(§7\)\]$/);
  clean();
});

/** Every step's sentence of the procedure the page shows, from the first step to the finished
 *  run, moved through the step slider (its input event, as a drag would give). */
const allSentences = (page) =>
  page.evaluate(async () => {
    const slider = document.getElementById('step-slider');
    const sentence = document.getElementById('step-sentence');
    const out = [];
    for (let k = 0; k <= Number(slider.max); k++) {
      slider.value = String(k);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise(requestAnimationFrame);
      out.push(sentence.textContent);
    }
    return out;
  });

test('en-XA while stepping: every step sentence of every family comes from the messages (bracketed), numbers kept', async () => {
  // K&M's F2 with a window (window cutoffs, saved positions), NegaScout (re-searches), the
  // thesis' PVS, Scout and SSS* (window tests, TESTs, Γ), Slagle's m&n alpha-beta.
  const links = ['proc=F2&alpha=1&beta=4', 'proc=negascout', 'proc=pvs', 'proc=scout', 'proc=sss', 'proc=mn-alphabeta&m=3&n=2'];
  for (const link of links) {
    const { page, clean } = await h.visit(`index.html#${link}&lang=en-XA`);
    const said = await allSentences(page);
    assert.ok(said.length > 20, `${link}: ${said.length} steps`);
    assert.match(await page.locator('#step-slider').getAttribute('aria-valuetext'), /^\[šţééþ \d+ ööƒ \d+\]$/u, `${link}: the slider's value text`);
    const bad = said.filter((s) => !/^(\d+\. )?\[.*\]$/su.test(s));
    assert.deepEqual(bad, [], `${link}: sentences not from the messages`);
    assert.ok(
      said.some((s) => /\d/.test(s) && /[åéîöû]/.test(s)),
      `${link}: accented text with numbers`,
    );
    // The call stack's column heads beside the sentence (the papers' own names — m, dmax, (α, β) — stay as printed).
    const heads = (await page.locator('#call-stack').isVisible()) ? await page.locator('#call-stack thead th').allTextContents() : []; // SSS* shows OPEN instead
    assert.deepEqual(
      heads.filter((x) => !/^\[.*\]$/u.test(x) && !['m', 'dmax', '(α, β)', '—'].includes(x)),
      [],
      `${link}: call stack heads ${heads}`,
    );
    clean();
  }
});

test('de: the step sentence is German; switching the language while paused on a step says that step in the new language', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&step=3&lang=de');
  const sentence = () => page.locator('#step-sentence').textContent();
  assert.equal(await sentence(), '3. Stellung 1.1 untersuchen (Max am Zug) mit Fenster (α, β) = (−∞, +∞).');
  await page.selectOption('#lang-select', 'fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.waitForFunction(() => /Examiner la position 1\.1/.test(document.getElementById('step-sentence').textContent));
  assert.equal(await sentence(), '3. Examiner la position 1.1 (Max au trait) avec la fenêtre (α, β) = (−∞, +∞).');
  await page.selectOption('#lang-select', 'en');
  await page.waitForFunction(() => /^3\. Examine position 1\.1 /.test(document.getElementById('step-sentence').textContent));
  clean();
});

test("en-XA practice feedback (the element's lang attribute): the page's feedback texts come from the messages, the core's sentences inside them", async () => {
  const { page, clean } = await h.visit('www/embed/example.html', { ready: null });
  await page.evaluate(async () => {
    const el = document.createElement('game-tree-playground');
    el.id = 'fb';
    for (const [k, v] of Object.entries({
      mode: 'practice',
      proc: 'F2',
      tree: '((3,1,4),(1,5,9),(2,6,5))',
      task: 'prune',
      feedback: 'continuous',
      lang: 'en-XA',
    }))
      el.setAttribute(k, v);
    document.body.append(el);
    await el.practiceReady;
  });
  const bracketed = /^\[.*\]$/su;
  const text = (sel) => page.locator(`#fb ${sel}`).first().textContent();
  // The element says which language its text is in (the host page's may differ).
  assert.equal(await page.evaluate(() => document.getElementById('fb').shadowRoot.querySelector('.wrap').lang), 'en-XA');
  assert.match(await text('.pr-mode'), bracketed);
  assert.match(await text('.pr-hint-btn'), bracketed);
  // A wrong mark (position 1 is examined), judged at once: the verdict is the page's, the reason the core's.
  await page.locator('#fb g.node[data-dewey="1"]').click();
  const step = await text('.pr-step-text');
  assert.match(step, /^\[✗ þööšîîţîîööñ 1: ŵŕööñĝ\. Position 1 is examined by F2/u, step);
  await page.locator('#fb .pr-undo').click();
  assert.match(await text('.pr-step-text'), bracketed);
  await page.locator('#fb .pr-hint-btn').click();
  assert.match(await text('.pr-hint-box'), /^\[Ĥîîñţ: /u);
  assert.match(await text('.pr-hint-btn'), bracketed);
  await page.locator('#fb .pr-check').click();
  const score = await text('.pr-score');
  // Each sentence the page adds is bracketed: the score counting first tries, what was missed, the known mistake's framing, the hint.
  // (a known mistake's titles are messages too: bracketed inside the sentence that names them)
  const sentences = score.split(/(?<=\]) (?=\[)/u);
  assert.match(sentences[0], /^\[Šçööŕéé \d+ ööƒ \d+, çööûûñţîîñĝ ƒîîŕšţ ţŕîîééš[^\]]*\]$/u, score);
  for (const s of sentences) assert.match(s, bracketed, score);
  assert.match(score, /\[\(1 ĥîîñţ ûûšééð\)\]$/u, score);
  const verdicts = await page.locator('#fb .pr-verdict-word').allTextContents();
  assert.ok(verdicts.length > 0);
  for (const v of verdicts) assert.match(v.trim(), bracketed, v);
  clean();
});

test("de: the link's notice (what it could not use) is German from the first view", async () => {
  const { page, clean } = await h.visit('index.html#proc=F9&step=x&view=sideways&lang=de');
  const notice = await page.locator('#tree-notice').textContent();
  assert.equal(
    notice,
    'Ein Teil des Links wurde nicht verwendet: unbekanntes Verfahren „F9“ (F0, F1, F2 oder eines von ' +
      notice.match(/eines von (.*)\); unbekannte/)[1] +
      '); unbekannte Ansicht „sideways“; der Schritt „x“ ist keine Zahl.',
  );
  clean();
});
