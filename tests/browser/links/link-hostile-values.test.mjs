// Hostile links over every key the page reads (a link is input from anyone who sends one):
// huge numbers, NaN, negative, empty, very long strings, unicode, markup, deep nesting, broken
// percent-encoding, and for tz= broken base64, data that is not deflate and a zip bomb. For
// each: the page never injects markup or runs a script, gets ready (no freeze: the waits'
// safety nets), says what it could not use, and stays usable. A table of keys × values, with
// the main thread's longest block for each key (a figure of the machine), is printed.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { CORE_KEYS } from '../../support/link-keys.mjs';
import { HEARTBEAT } from '../support/heartbeat.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The first view's keys, Slagle's and the thesis' options, an experiment and the Monte Carlo box (mcts=: refused in the box itself, not in the page's notice). */
const KEYS = [...CORE_KEYS, 'lit', 'm', 'n', 'backup', 'tie', 'exp', 'mcts'];
/** Keys whose every unusable value must be reported (the flags are on only for '1'). */
const REPORTED = new Set(['tree', 'tz', 'held', 'gen', 'patch', 'proc', 'alpha', 'beta', 'view', 'step', 'sel', 'cmp', 'm', 'n', 'backup', 'tie', 'exp']);

const enc = encodeURIComponent;
const VALUES = {
  empty: '',
  NaN: 'NaN',
  negative: '-1',
  huge: '1e308',
  digits: '9'.repeat(40),
  long: 'x'.repeat(100_000),
  unicode: enc('\u202e漢字😀\u0000'),
  script: enc('<script>window.__pwned=1</script>'),
  img: enc('<img src=x onerror="window.__pwned=1">'),
  nesting: '('.repeat(30_000) + '1' + ')'.repeat(30_000),
  percent: '%E0%A4%A',
};
const TZ_ONLY = {
  'bad base64': '!!!***',
  'not deflate': Buffer.from('hello, not deflate at all').toString('base64url'),
  'zip bomb': deflateRawSync(Buffer.alloc(64 << 20, 0x28)).toString('base64url'), // 64 MiB of '('
};
/** Values a key may accept as they are (then no message is due). */
const USABLE = { alpha: ['negative'], beta: ['negative'], tree: ['negative'], step: ['empty'], sel: ['empty'], cmp: ['empty'] };

describe('a hostile value in every link key', () => {
  test('no markup, no script, no freeze, a message, and a usable page', { timeout: 900_000 }, async () => {
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(HEARTBEAT);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`dialog: ${d.message()}`);
      d.dismiss();
    });
    const rows = [];
    let n = 0;
    for (const key of KEYS) {
      const values = { ...VALUES, ...(key === 'tz' ? TZ_ONLY : {}) };
      const row = { key, said: 0, of: 0, worst: 0 };
      for (const [label, value] of Object.entries(values)) {
        n += 1;
        const t0 = Date.now();
        await page.goto(`${h.server.url}index.html?n=${n}#${key}=${value}`, { timeout: 60_000 });
        await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 30_000 });
        const r = await page.evaluate(() => ({
          gap: Math.round(window.__maxGap),
          pwned: window.__pwned,
          imgs: document.querySelectorAll('img[src="x"], body script').length,
          notice: document.getElementById('tree-notice').textContent,
          fatal: !document.getElementById('fatal').hidden,
        }));
        const ms = Date.now() - t0;
        const where = `${key}=${label}`;
        assert.equal(r.pwned, undefined, `${where}: a script ran`);
        assert.equal(r.imgs, 0, `${where}: markup was injected`);
        assert.equal(r.fatal, false, `${where}: the page could not start`);
        row.worst = Math.max(row.worst, r.gap);
        if (REPORTED.has(key) && !(USABLE[key] ?? []).includes(label)) {
          row.of += 1;
          if (r.notice.trim()) row.said += 1;
          else assert.fail(`${where}: nothing was said about a value the page cannot use (${ms} ms)`);
        }
        // Usable: a tree loads from text and is searched.
        await page.evaluate(() => {
          const box = document.getElementById('tree-text');
          box.value = '((3,5),(2,8))';
          box.form.requestSubmit();
        });
        await page
          .waitForFunction(() => /of 4 terminals/.test(document.getElementById('summary').textContent), null, { timeout: 10_000 })
          .catch(async () =>
            assert.fail(
              `${where}: the page no longer loads a tree: ${await page.locator('#summary').textContent()} / ${await page.locator('#text-msg').textContent()}`,
            ),
          );
      }
      rows.push(row);
    }
    console.log('# key: values reported / values unusable, longest block (ms)');
    for (const r of rows) console.log(`# ${r.key}: ${r.said}/${r.of}, ${r.worst} ms`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
