// The first view in the pseudo-locale en-XA: every text node and text attribute the page
// shows — the summary line of every family, the step sentence, the code panel's live values,
// the counts tables, the window panel and the aspiration map, the selected position's panel,
// the tree's accessible names, the table view, SSS*'s OPEN list, the compare and difference
// views, presentation mode, the help dialog and the errors of a bad window, a bad value and an
// empty subtree — is bracketed, so it came from the message files (tests/browser/support/pseudo-text.mjs
// says what is skipped: numbers, Dewey names, names in capitals, translate="no"). The
// experiments and pathology panels load later and are checked elsewhere. The core's errors
// (a tree text, a subtree or a link's tree it cannot read) are the page's messages too
// (core/errors.js), bracketed like the rest, and German in German. And the layout
// checks of the page (layout-fit.test.mjs: 1366×768 and the phone's 390×844) pass in German
// and in en-XA, the longest texts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Harness } from '../support/page.mjs';
import { unbracketed } from '../support/pseudo-text.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The page at `link` in en-XA, once its summary line is localised and the map is drawn. */
async function open(link, viewport = { width: 1366, height: 768 }) {
  const opened = await h.visit(`index.html#${link}&lang=en-XA`, { viewport });
  const { page } = opened;
  await page.waitForFunction(() => document.documentElement.lang === 'en-XA' && /^\[/.test(document.getElementById('root-value')?.textContent ?? ''), null, {
    timeout: 30_000,
  });
  return opened;
}

/** Opens every panel of the first view (the details; not the experiments and pathology
 *  panels, which load later) and waits for the aspiration map's readout. */
async function openPanels(page) {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details:not(#exp-panel):not(#path-panel):not([hidden])')) d.open = true;
  });
  await page.waitForFunction(() => (document.getElementById('map-readout')?.textContent ?? '') !== '', null, { timeout: 20_000 }).catch(() => {});
  await settled(page);
}

async function expectBracketed(page, what) {
  const bad = await unbracketed(page, 'body', 40);
  assert.deepEqual(bad, [], `${what}: text without the pseudo-locale's brackets`);
}

// Every family and mode of the first view, by its link (state/url-state.js's keys; the
// procedures by the catalogue's link names).
const LINKS = [
  'proc=F0&step=5',
  'proc=F1&step=12',
  'proc=F2&step=20',
  'proc=F2&alpha=1&beta=3',
  'proc=F1&alpha=1&beta=3',
  'proc=F2&alpha=5&beta=7&step=9',
  'proc=F2&view=minimax&step=3&sel=1.2',
  'proc=F2&crit=1&dewey=1',
  'proc=failsoft&alpha=1&beta=3&step=4',
  'proc=negascout&step=5',
  'proc=mtdf&step=5',
  'proc=pvs&step=8',
  'proc=scout&step=4',
  'proc=alphabeta&lit=1&step=3',
  'proc=branch-and-bound&step=3',
  'proc=sss&step=6',
  'proc=mn-minimax&step=2',
  'proc=mn-alphabeta&step=6',
  'proc=compare',
  'proc=compare&cmp=pvs,sss,mn-alphabeta',
  'proc=compare&cmode=diff',
  'proc=F2&table=1&step=10',
  'proc=sss&table=1&step=4',
  'proc=F2&present=1&step=3',
  'proc=F2&sel=2.2.1',
];

for (const link of LINKS) {
  test(`en-XA: every text of ${link} comes from the messages`, async () => {
    const { page, clean } = await open(link);
    await openPanels(page);
    await expectBracketed(page, link);
    clean();
  });
}

test('en-XA: a position selected (with the cutoff that skipped it), the help dialog and the presentation drawer', async () => {
  const { page, clean } = await open('proc=F2&sel=1.2.2');
  await openPanels(page);
  await page.waitForFunction(() => !document.getElementById('cut-reason').hidden);
  await expectBracketed(page, 'a position F2 cut off');
  await page.locator('#help-button').click();
  await page.waitForFunction(() => !document.getElementById('help').hidden);
  await expectBracketed(page, 'the help dialog');
  clean();
  const p2 = await open('proc=F2&present=1&step=3');
  await p2.page.locator('#present-drawer').click();
  await settled(p2.page);
  await expectBracketed(p2.page, 'the presentation drawer');
  p2.clean();
});

test('en-XA: the errors of a bad window, a bad value and an empty subtree', async () => {
  const { page, clean } = await open('proc=F2&sel=1.1.1.1');
  await openPanels(page);
  await page.fill('#alpha', 'x');
  await page.press('#alpha', 'Enter');
  await page.waitForFunction(() => document.getElementById('window-msg').textContent !== '');
  const first = await page.locator('#window-msg').textContent();
  await page.fill('#alpha', '5');
  await page.fill('#beta', '2');
  await page.press('#beta', 'Enter');
  // Each error is waited for by its own text, so a check never looks at the page between two.
  await page.waitForFunction(
    (old) => {
      const s = document.getElementById('window-msg').textContent;
      return s !== '' && s !== old;
    },
    first,
    { timeout: 30_000 },
  );
  await page.locator('#sel-value:enabled').waitFor({ timeout: 30_000 });
  await page.fill('#sel-value', 'abc');
  await page.press('#sel-value', 'Enter');
  await page.waitForFunction(() => document.getElementById('edit-msg').textContent !== '', null, { timeout: 30_000 });
  await expectBracketed(page, 'a bad window and a bad value');
  const bad = await page.locator('#edit-msg').textContent();
  await page.fill('#sel-subtree', '');
  await page.click('#sel-replace');
  await page.waitForFunction(
    (old) => {
      const s = document.getElementById('edit-msg').textContent;
      return s !== '' && s !== old;
    },
    bad,
    { timeout: 30_000 },
  );
  await expectBracketed(page, 'an empty subtree');
  clean();
});

test("en-XA: the core's errors — a bad tree text, a bad subtree, a link's unreadable tree — are the page's messages", async () => {
  const { page, clean } = await open('proc=F2&sel=1.1');
  await openPanels(page);
  // The tree text box: a letter where a value goes.
  await page.fill('#tree-text', '((3,1,4),(1,5,x))');
  await page.click('#text-form button[type=submit]');
  await page.waitForFunction(() => document.getElementById('text-msg').textContent !== '', null, { timeout: 30_000 });
  assert.match(await page.locator('#text-msg').textContent(), /^\[.*14.*'x'.*\]$/, 'the offset and the character are kept');
  // The selected position's subtree: a list left open.
  await page.locator('#sel-subtree:enabled').waitFor({ timeout: 30_000 });
  await page.fill('#sel-subtree', '(1,(2');
  await page.click('#sel-replace');
  await page.waitForFunction(() => document.getElementById('edit-msg').textContent !== '', null, { timeout: 30_000 });
  await expectBracketed(page, 'a bad tree text and a bad subtree');
  clean();
  // A link whose tree cannot be read: the notice, and the core's reason inside it.
  const link = await open('proc=F2&tree=((1,2),(3,,4))');
  await link.page.waitForFunction(() => document.getElementById('tree-notice').textContent !== '', null, { timeout: 30_000 });
  const notice = await link.page.locator('#tree-notice').textContent();
  assert.equal((notice.match(/\[/g) ?? []).length, 3, `the notice, the link's sentence and the core's error are each bracketed: ${notice}`);
  await expectBracketed(link.page, "a link's unreadable tree");
  link.clean();
});

test("en-XA and de: the finished run whose steps are still to be made (a tree over the idle trace's 50,000 positions) says so in the page language", async () => {
  // 65,535 positions: over view/page-paint.js's TRACE_ON_IDLE, so the step panel keeps this
  // state until a step is asked for (on a smaller tree it lasts until the browser is idle).
  const at = 'gen=model:iid,d:2,h:15,seed:1&proc=F2';
  const { page, clean } = await open(at);
  const read = () =>
    page.evaluate(() => ({
      count: document.getElementById('step-count').textContent,
      text: document.getElementById('step-slider').getAttribute('aria-valuetext'),
    }));
  await page.waitForFunction(() => document.getElementById('step-count').textContent !== '');
  const xa = await read();
  assert.match(xa.count, /^\[.*\]$/u, xa.count);
  assert.match(xa.text, /^\[.*\]$/u, xa.text);
  clean();
  const de = await h.visit(`index.html#${at}&lang=de`);
  await de.page.waitForFunction(() => document.documentElement.lang === 'de' && document.getElementById('step-count').textContent !== '');
  assert.equal(await de.page.locator('#step-count').textContent(), 'Ende');
  assert.match(await de.page.locator('#step-slider').getAttribute('aria-valuetext'), /^der fertige Lauf/);
  de.clean();
});

test("de: the tree text's parse error is German", async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&lang=de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await page.evaluate(() => (document.getElementById('text-panel').open = true));
  await page.fill('#tree-text', '((3,1,4),(1,5,9)');
  await page.click('#text-form button[type=submit]');
  await page.waitForFunction(() => document.getElementById('text-msg').textContent !== '', null, { timeout: 30_000 });
  assert.equal(await page.locator('#text-msg').textContent(), 'Byte 16: erwartet wurde „,“, „)“ oder eine Zahl, gefunden wurde das Ende des Textes');
  clean();
});

test('en-XA: a link with values it cannot use says so in the page language', async () => {
  const { page, clean } = await open('proc=F2&alpha=3&beta=1&view=sideways&cmode=diff&m=99&gen=zz:1&exp=zz:1,d:x&task=qq&feedback=sometimes&hide=1');
  await page.waitForFunction(() => document.getElementById('tree-notice').textContent !== '');
  await expectBracketed(page, 'the link notices');
  clean();
});

test("de: the notices of a link's experiment settings and practice keys are German (inside the German sentence around them)", async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&exp=zz:1,d:x&task=qq&feedback=sometimes&hide=1&lang=de');
  await page.waitForFunction(() => document.documentElement.lang === 'de' && document.getElementById('tree-notice').textContent !== '');
  const notice = await page.locator('#tree-notice').textContent();
  assert.match(notice, /Versuchseinstellungen \(exp=\)/);
  assert.match(notice, /unbekannte Aufgabe „qq“/);
  assert.match(notice, /unbekannte Rückmeldung „sometimes“/);
  assert.doesNotMatch(notice, /experiment settings|unknown (task|mode|feedback)|is not a setting|used only in practice/);
  clean();
});

test('en-XA on a phone (390×844): the first view, its tabs and panels', async () => {
  const { page, clean } = await open('proc=F2&step=8', { width: 390, height: 844 });
  await openPanels(page);
  await expectBracketed(page, 'the phone layout');
  clean();
});

test('English is unchanged: the summary, the counts and the window panel read as before', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&alpha=1&beta=3');
  await page.waitForSelector('#root-value');
  const got = await page.evaluate(() => ({
    summary: document.getElementById('root-value').textContent,
    outcome: document.querySelector('#window-result p.outcome')?.textContent,
    caption: document.querySelector('#counts-table caption').textContent,
  }));
  assert.match(got.summary, /^F2 with window \(1, 3\): root value .+; \d+ of \d+ terminals and \d+ of \d+ positions examined; \d+ deep cutoffs?\.$/);
  assert.match(got.outcome, /^(Exact|Fails low|Fails high)\. F2\(root, 1, 3\) = /);
  assert.equal(got.caption, 'Counts on this tree and window');
  clean();
});

test('a change of language by the menu rewrites the text the scripts built: summary, counts, map, window, tree name', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&alpha=1&beta=3&table=1');
  await page.waitForSelector('#root-value');
  await page.waitForFunction(() => (document.getElementById('map-readout')?.textContent ?? '') !== '');
  await page.selectOption('#lang-select', 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await page.waitForFunction(() => /^F2 mit Fenster \(1, 3\): Wert an der Wurzel/.test(document.getElementById('root-value').textContent));
  const got = await page.evaluate(() => ({
    caption: document.querySelector('#counts-table caption').textContent,
    outcome: document.querySelector('#window-result p.outcome').textContent,
    map: document.querySelector('svg.asp-map')?.getAttribute('aria-label'),
    tree: document.querySelector('#tree-host [role=tree]').getAttribute('aria-label'),
    head: document.querySelector('#search-table thead th').textContent,
  }));
  assert.equal(got.caption, 'Zählungen auf diesem Baum und Fenster');
  assert.match(got.outcome, /^(Exakt|Scheitert unten|Scheitert oben)\. F2\(Wurzel, 1, 3\)/);
  assert.match(got.map, /^Aspirationskarte/);
  assert.match(got.tree, /^Spielbaum\./);
  assert.equal(got.head, 'Stellung');
  clean();
});

// The page's layout checks, run again in German and in en-XA (page.mjs adds lang= to every
// link they open): the longest words must fit at 1366×768 and on the phone.
for (const lang of ['de', 'en-XA']) {
  test(`layout checks in ${lang}: layout-fit.test.mjs (1366×768 and 390×844) passes`, { timeout: 600_000 }, () => {
    const file = fileURLToPath(new URL('../layout/layout-fit.test.mjs', import.meta.url));
    const run = spawnSync(process.execPath, ['--test', file], { env: { ...process.env, PAGE_LANG: lang }, encoding: 'utf8', timeout: 590_000 });
    const failed = (run.stdout ?? '').split('\n').filter((l) => /^not ok/.test(l));
    assert.equal(run.status, 0, `layout-fit in ${lang} failed:\n${failed.join('\n')}\n${(run.stdout ?? '').slice(-3000)}`);
  });
}
