// The small stumbles of a lecturer's first minutes: procedures named as the catalogue names
// them (not failsoft, mtdf, FS), "Add to compare" with the procedures' full names, the
// keyboard help's Close button and, in presentation mode, a help that leaves the tree and the
// step controls where they are, no overview (minimap) over a tree shown whole in presentation
// mode, MTD(f)'s listing inside its box, and a desktop load without any `l10n: no message`
// warning.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const text = (page, sel) => page.locator(sel).first().textContent();

describe('proper names', () => {
  for (const [proc, name] of [
    ['failsoft', 'Fail-soft alpha-beta'],
    ['negascout', 'NegaScout'],
    ['mtdf', 'MTD(f)'],
    ['F2', 'F2'],
  ]) {
    test(`${proc}: the ready sentence, the summary and the last sentence say ${name}`, async () => {
      const { page, context, clean } = await h.open(`index.html#proc=${proc}&step=0`, { viewport: { width: 1366, height: 768 } });
      await page.waitForFunction(() => document.getElementById('step-sentence').textContent.startsWith('Ready'));
      assert.ok((await text(page, '#step-sentence')).startsWith(`Ready: ${name} starts at the root`), await text(page, '#step-sentence'));
      assert.match(await text(page, '#summary'), new RegExp(`^${name.replace(/[()]/g, '\\$&')}[ :]`));
      await page.locator('#step-last').click();
      await page.waitForFunction(() => document.getElementById('step-sentence').textContent.startsWith('Done'));
      assert.ok((await text(page, '#step-sentence')).startsWith(`Done: ${name} returns`), await text(page, '#step-sentence'));
      clean();
      await context.close();
    });
  }

  test('Add to compare lists the procedures by their full names', async () => {
    const { page, context, clean } = await h.open('index.html#proc=compare', { viewport: { width: 1366, height: 768 } });
    await page.locator('#cmp-menu summary').click();
    const names = await page.locator('#cmp-items label').allTextContents();
    assert.ok(names.map((s) => s.trim()).includes('Fail-soft alpha-beta'), names.join(' | '));
    assert.ok(names.map((s) => s.trim()).includes('PVS (§2.4)'), names.join(' | '));
    assert.ok(!names.some((s) => /^\s*(FS|NS|AB|FAB)\s*$/.test(s)), names.join(' | '));
    clean();
    await context.close();
  });
});

describe('the keyboard help', () => {
  test('its Close button closes it', async () => {
    const { page, context, clean } = await h.open('index.html', { viewport: { width: 1366, height: 768 } });
    await page.locator('#help-button').click();
    await page.locator('#help-close').click();
    await page.waitForFunction(() => document.getElementById('help').hidden);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'help-button');
    clean();
    await context.close();
  });

  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
    [390, 844],
  ]) {
    test(`in presentation mode it leaves the tree and the step controls in place (${width}×${height})`, async () => {
      const { page, context, clean } = await h.open('index.html#proc=F2&step=10&present=1', { viewport: { width, height } });
      await page.waitForFunction(() => document.body.classList.contains('presenting'));
      const boxes = () => page.evaluate(() => ['tree-host', 'step-forward'].map((id) => JSON.stringify(document.getElementById(id).getBoundingClientRect())));
      const before = await boxes();
      await page.keyboard.press('?');
      await page.waitForFunction(() => !document.getElementById('help').hidden);
      assert.deepEqual(await boxes(), before);
      assert.ok(await page.locator('#help-close').isVisible());
      await page.locator('#help-close').click();
      await page.waitForFunction(() => document.getElementById('help').hidden);
      clean();
      await context.close();
    });
  }
});

test('presentation mode: no overview over Fig. 1 shown whole, at any step of F2', async () => {
  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
  ]) {
    const { page, context, clean } = await h.open('index.html#proc=F2&step=0&present=1', { viewport: { width, height } });
    await page.waitForFunction(
      () => document.body.classList.contains('presenting') && document.querySelector('#tree-host [data-testid=tree]')?.treeView?.wholeShown,
    );
    const seen = await page.evaluate(async () => {
      const fwd = document.getElementById('step-forward');
      const frame = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
      const out = [];
      while (!fwd.disabled) {
        fwd.click();
        await frame();
        const m = document.querySelector('#tree-host .tv-minimap');
        if (m && !m.hidden) out.push(document.getElementById('step-count').textContent);
      }
      return out;
    });
    assert.deepEqual(seen, [], `${width}×${height}: the overview shown at steps ${seen.join(', ')}`);
    clean();
    await context.close();
  }
});

test("SSS*: one numbering in a sentence (the thesis' steps), not the step index before it", async () => {
  const { page, context, clean } = await h.open('index.html#proc=sss&step=19', { viewport: { width: 1366, height: 768 } });
  await page.waitForFunction(() => document.getElementById('step-count').textContent.startsWith('19 /'));
  const said = await text(page, '#step-sentence');
  assert.match(said, /^Step \d+: /);
  assert.doesNotMatch(said, /^\d+\. Step/);
  clean();
  await context.close();
});

test('presentation mode: the innermost row of the call stack whole in its box (the larger type after the step)', async () => {
  const { page, context, clean } = await h.open('index.html#proc=F2&step=60&present=1', { viewport: { width: 1366, height: 768 } });
  await page.waitForFunction(() => document.body.classList.contains('presenting'));
  await page.waitForFunction(
    () => {
      const row = document.querySelector('[data-testid=stack-current]').getBoundingClientRect();
      const box = document.querySelector('#stepper .stack-wrap').getBoundingClientRect();
      return row.top >= box.top - 0.5 && row.bottom <= box.bottom + 0.5 && row.bottom <= innerHeight;
    },
    null,
    { timeout: 5000 },
  );
  clean();
  await context.close();
});

test("MTD(f)'s listing wraps inside its box", async () => {
  const { page, context, clean } = await h.open('index.html#proc=mtdf&step=5', { viewport: { width: 1280, height: 720 } });
  await page.locator('#code-panel summary').click();
  await page.locator('#code-panel .code-line.is-current').waitFor();
  const r = await page.evaluate(() => {
    const pre = document.querySelector('#code-panel pre');
    return { scroll: pre.scrollWidth, client: pre.clientWidth };
  });
  assert.ok(r.scroll <= r.client + 1, `the listing is ${r.scroll} px wide in a box of ${r.client}`);
  clean();
  await context.close();
});

test('a desktop load logs no `l10n: no message` warning (en, de)', async () => {
  for (const lang of ['en', 'de']) {
    const warnings = [];
    const { page, context, clean } = await h.open(`index.html#lang=${lang}`, {
      viewport: { width: 1366, height: 768 },
      beforeGoto: (p) => p.on('console', (m) => m.type() === 'warning' && m.text().startsWith('l10n:') && warnings.push(m.text())),
    });
    // The later part of the messages in too (the help waits for it), and the procedure menu built.
    await page.keyboard.press('?');
    await page.waitForFunction(() => !document.getElementById('help').hidden);
    assert.deepEqual(warnings, [], lang);
    clean();
    await context.close();
  }
});
