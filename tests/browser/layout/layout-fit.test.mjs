// The layout fits the task: at 1366×768 (a common laptop screen) the tree, the step controls,
// the step's sentence and the call stack on one screen; compare with F1 and F2 side by side;
// the difference of two runs on one tree; on a phone the tree first with its sentence and
// controls, and touch targets of at least 24×24 px (WCAG 2.2, 2.5.8). And the hooks for tests
// and course pages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree, record } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Whether each selector's element lies wholly inside the viewport (the page not scrolled). */
const onScreen = (page, sels) =>
  page.evaluate((sels) => {
    window.scrollTo(0, 0);
    return Object.fromEntries(
      sels.map((s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return [s, r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5];
      }),
    );
  }, sels);

const allTrue = (o) => Object.fromEntries(Object.keys(o).map((k) => [k, true]));

test('1366×768: the tree, the step controls, the sentence and the call stack without scrolling', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, clean } = await h.visit('index.html#proc=F2&step=83', { viewport: { width: 1366, height: 768 }, colorScheme });
    const got = await onScreen(page, ['[data-testid=step-controls]', '[data-testid=step-sentence]', '[data-testid=call-stack]', '#tree-host']);
    assert.deepEqual(got, allTrue(got), colorScheme);
    assert.ok((await page.locator('#tree-host').boundingBox()).height >= 300, 'the tree has most of the height');
    clean();
  }
});

test("the header is one row at 1366×768 and on a projector's 1280×720, in every language, its menus not cut", async () => {
  // A second row of buttons takes its height from the tree (German and French labels are the longest).
  // (Not the pseudo-locale: 40 % longer than any language, its header wraps;
  // i18n-view.test.mjs runs the layout checks in it.)
  for (const lang of ['en', 'fr', 'es', 'de', 'pl']) {
    for (const [width, height] of [
      [1366, 768],
      [1280, 720],
    ]) {
      const { page, clean } = await h.visit(`index.html#proc=F2&lang=${lang}`, { viewport: { width, height } });
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const got = await page.evaluate(() => {
        const tops = [...document.querySelectorAll('header.chrome .toolbar > *')]
          .filter((e) => e.getClientRects().length)
          .map((e) => Math.round(e.getBoundingClientRect().top));
        const lang = document.getElementById('lang-select');
        return { rows: new Set(tops).size, langCut: lang.scrollWidth > lang.clientWidth + 1 };
      });
      assert.deepEqual(got, { rows: 1, langCut: false }, `${lang} at ${width}×${height}`);
      clean();
    }
  }
});

test('1366×768 with the code open: the code beside the sentence and the call stack, all on one screen with the tree', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&step=83', { viewport: { width: 1366, height: 768 } });
  await page.locator('#code-panel summary').click();
  await page.waitForSelector('#code-panel .code-line.is-current');
  const got = await onScreen(page, [
    '[data-testid=step-controls]',
    '[data-testid=step-sentence]',
    '[data-testid=call-stack]',
    '#tree-host',
    '#code-panel .code-line.is-current',
  ]);
  assert.deepEqual(got, allTrue(got));
  const [code, sentence] = await Promise.all(['#code-panel pre', '[data-testid=step-sentence]'].map((s) => page.locator(s).boundingBox()));
  assert.ok(code.x + code.width <= sentence.x && sentence.y < code.y + code.height, 'the sentence is beside the code');
  assert.ok((await page.locator('#tree-host').boundingBox()).height >= 150, 'the tree keeps a good part of the height');
  clean();
});

test('compare: F1 and F2 side by side at 1366 and 1920', async () => {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ]) {
    const { page, clean } = await h.visit('index.html#proc=compare', { viewport: { width, height } });
    const got = await onScreen(page, ['#compare-host [data-proc=F1]', '#compare-host [data-proc=F2]']);
    assert.deepEqual(got, allTrue(got), `${width}×${height}`);
    const [a, b] = await Promise.all(['F1', 'F2'].map((p) => page.locator(`#compare-host [data-proc=${p}]`).boundingBox()));
    assert.ok(Math.abs(a.y - b.y) < 2 && a.x + a.width <= b.x, 'side by side');
    clean();
  }
});

test('the difference view: F1 against F2 on one tree, from the records', async () => {
  const { page, clean } = await h.visit('index.html#proc=compare', { viewport: { width: 1366, height: 768 } });
  await page.locator('input[name=cmp-mode][value=diff]').check({ force: true });
  await page.waitForSelector('#diff-host .node');
  const t = GameTree.example('pi');
  const f1 = record(t, 'F1', {}).status;
  const f2 = record(t, 'F2', {}).status;
  const full = record(t, 'F2', { alpha: '-inf', beta: '+inf' }).status;
  const narrow = record(t, 'F2', { alpha: 1, beta: 3 }).status;
  t.free();
  const kinds = (a, b) => {
    const n = { both: 0, a: 0, b: 0, none: 0 };
    a.forEach((s, i) => {
      const x = s === 'examined';
      const y = b[i] === 'examined';
      n[x && y ? 'both' : x ? 'a' : y ? 'b' : 'none']++;
    });
    return n;
  };
  const drawn = () =>
    page.evaluate(() => Object.fromEntries(['both', 'a', 'b', 'none'].map((k) => [k, document.querySelectorAll(`#diff-host .node.st-diff-${k}`).length])));
  const want = kinds(f1, f2);
  assert.equal(want.a > 0, true, 'F1 examines positions F2 does not (the deep cutoffs)');
  assert.deepEqual(await drawn(), want);
  assert.equal(await page.locator('#diff-figure').getAttribute('data-only-a'), '5', 'five terminals: K&M\'s "five deep cutoffs"');
  // Only A and only B differ by pattern and outline, not colour alone.
  const look = await page.evaluate(() =>
    ['a', 'b'].map((k) => {
      const s = getComputedStyle(
        document.querySelector(`#diff-host .node.st-diff-${k} .shape`) ?? document.querySelector(`.diff-legend [data-diff-legend=${k}] .shape`),
      );
      return `${s.fill} ${s.strokeDasharray}`;
    }),
  );
  assert.notEqual(look[0].replace(/rgb\([^)]*\)/g, ''), look[1].replace(/rgb\([^)]*\)/g, ''));
  // F2 with the window (1, 3) against F2 with the full window.
  await page.goto(page.url().replace(/#.*/, '#proc=compare&alpha=1&beta=3'));
  await page.waitForSelector('html[data-ready=true]', { state: 'attached' });
  // A new fragment on the same page is read after its hashchange: wait until its window is in.
  await page.waitForFunction(() => document.getElementById('alpha').value === '1' && document.getElementById('beta').value === '3');
  await page.locator('input[name=cmp-mode][value=diff]').check({ force: true });
  await page.locator('#diff-a').selectOption('F2');
  await page.locator('#diff-b').selectOption('F2@full');
  await page.waitForFunction(() => document.getElementById('diff-caption').textContent.startsWith('F2 against F2 (−∞, +∞)'));
  assert.deepEqual(await drawn(), kinds(narrow, full));
  clean();
});

test('phone 390×844: the tree first with its sentence and step controls; targets at least 24×24 px', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&step=10', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const got = await onScreen(page, ['#tree-host', '[data-testid=step-controls] #step-forward', '[data-testid=step-sentence]']);
  assert.deepEqual(got, allTrue(got));
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, select, input:not([type=hidden]), summary, textarea, .segmented label')]
      .filter((e) => e.checkVisibility() && !e.closest('.segmented input'))
      .filter((e) => !(e instanceof HTMLInputElement && ['radio'].includes(e.type)))
      .map((e) => [e.id || e.textContent.trim().slice(0, 20) || e.outerHTML.slice(0, 40), e.getBoundingClientRect()])
      .filter(([, r]) => r.width < 24 || r.height < 24)
      .map(([name, r]) => `${name}: ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  assert.deepEqual(small, []);
  // The panels are tabs below: one shown at a time.
  await page.locator('.panel-tabs button[data-tab=window-panel]').click();
  assert.ok(await page.locator('#window-panel').isVisible());
  assert.equal(await page.locator('#edit-panel').isVisible(), false);
  clean();
});

// Every language, or only PAGE_LANG's when i18n-view.test.mjs runs this file in one (page.mjs
// then adds its lang= to each link).
const LANGS = process.env.PAGE_LANG ? [process.env.PAGE_LANG] : ['en', 'fr', 'es', 'de', 'pl', 'en-XA'];
const langKey = (lang) => (process.env.PAGE_LANG ? '' : `&lang=${lang}`);

/** The header on a phone: what sticks out of the screen or scrolls sideways, overlapping
 *  tools, targets under 24 px, and the tools shown. */
const headerFit = (page) =>
  page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const header = document.querySelector('header.chrome');
    const name = (e) => e.id || e.getAttribute('data-l10n-id') || e.className || e.tagName;
    const shown = [...header.querySelectorAll('*')].filter((e) => e.checkVisibility() && !e.closest('.sr-only, .menu-items'));
    const out = shown
      .map((e) => [e, e.getBoundingClientRect()])
      .filter(([, r]) => r.left < -0.5 || r.right > vw + 0.5)
      .map(([e, r]) => `${name(e)}: ${Math.round(r.left)}…${Math.round(r.right)}`);
    const scrolls = [header, ...shown]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && !['SELECT', 'OPTION'].includes(e.tagName))
      .map((e) => `${name(e)}: ${e.scrollWidth} > ${e.clientWidth}`);
    const tools = [...header.querySelectorAll('.toolbar > *')].filter((e) => e.checkVisibility());
    const rects = tools.map((e) => e.getBoundingClientRect());
    const overlaps = [];
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const [a, b] = [rects[i], rects[j]];
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
          overlaps.push(`${name(tools[i])} × ${name(tools[j])}`);
      }
    const small = tools
      .filter((e) => e.matches('button, select, label, details'))
      .map((e) => [e, (e.matches('label') ? e.querySelector('select') : e.matches('details') ? e.querySelector('summary') : e).getBoundingClientRect()])
      .filter(([, r]) => r.width < 24 || r.height < 24)
      .map(([e]) => name(e));
    return { out, scrolls, overlaps, small, page: document.documentElement.scrollWidth - vw, tools: tools.map(name) };
  });

test('phone 390 and 320 px, every language: the header never scrolls sideways; ☰ shows the other tools wrapped, all on screen', async () => {
  const fine = { out: [], scrolls: [], overlaps: [], small: [], page: 0 };
  for (const lang of LANGS) {
    for (const width of [390, 320]) {
      const { page, clean } = await h.visit(`index.html#proc=F2&step=10${langKey(lang)}`, {
        viewport: { width, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const at = `${lang} at ${width} px`;
      const { tools, ...shut } = await headerFit(page);
      assert.deepEqual(shut, fine, `${at}, the tools folded`);
      assert.ok(tools.includes('toolbar-more') && tools.length === 2, `${at}: the example menu and ☰ (${tools})`);
      const more = page.locator('#toolbar-more');
      await more.tap();
      assert.equal(await more.getAttribute('aria-expanded'), 'true');
      const { tools: _all, ...open } = await headerFit(page);
      assert.deepEqual(open, fine, `${at}, the tools shown`);
      const controlled = (await more.getAttribute('aria-controls')).split(' ');
      // Redo shows once there is something to redo (after an undo): not on a first load.
      for (const id of controlled.filter((id) => id !== 'redo')) assert.ok(await page.locator(`#${id}`).isVisible(), `${at}: #${id} shown`);
      // Escape from a tool folds them away again, the focus back on ☰.
      await page.locator('#help-button').focus();
      await page.keyboard.press('Escape');
      assert.equal(await more.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'toolbar-more');
      assert.equal(await page.locator('#copy-link').isVisible(), false);
      clean();
    }
  }
});

test("phone 390×844: the keyboard help reads in lines of the screen's width, nothing cut", async () => {
  const { page, clean } = await h.visit('index.html#proc=F2', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.locator('#toolbar-more').tap();
  await page.locator('#help-button').tap();
  await page.locator('#help').waitFor();
  const got = await page.evaluate(() => {
    const dl = document.querySelector('#help dl').getBoundingClientRect();
    const items = [...document.querySelectorAll('#help dt, #help dd')];
    return {
      narrow: [...document.querySelectorAll('#help dd')].filter((d) => d.getBoundingClientRect().width < 0.8 * dl.width).map((d) => d.textContent.slice(0, 20)),
      cut: items.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > innerWidth).map((e) => e.textContent.slice(0, 20)),
    };
  });
  assert.deepEqual(got, { narrow: [], cut: [] });
  clean();
});

test('1366×768: no ☰ button; every tool in the header row', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2', { viewport: { width: 1366, height: 768 } });
  assert.equal(await page.locator('#toolbar-more').isVisible(), false);
  for (const id of ['undo', 'copy-link', 'teach-menu', 'present-switch', 'practice-switch', 'lang-select', 'help-button'])
    assert.ok(await page.locator(`#${id}`).isVisible(), id);
  clean();
});

test('hooks: data-testid on the step sentence, step controls, call stack, value input and tree text', async () => {
  const { page, clean } = await h.visit('index.html');
  const ids = await page.evaluate(() => [...document.querySelectorAll('[data-testid]')].map((e) => e.dataset.testid));
  for (const id of ['step-sentence', 'step-controls', 'call-stack', 'value-input', 'tree-text']) {
    assert.equal(ids.filter((x) => x === id).length, 1, id);
  }
  clean();
});
