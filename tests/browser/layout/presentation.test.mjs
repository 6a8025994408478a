// Presentation mode, for a projector: at 1366×768 and 1280×720, K&M's Fig. 1 (121 positions,
// 81 terminals) whole in the tree's box with every label at 12 px or more and no two labels
// overlapping, the step's sentence, the call stack and the controls on screen; in Compare,
// F1 above F2, both whole, labels at 10 px or more, every cut mark inside its box. A tree too
// wide for that is followed at a readable size, and the page says so.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** For the tree boxes matching `boxSel`: positions, those outside, the smallest label (px), overlapping labels, cut marks outside. */
const measure = (page, boxSel) =>
  page.evaluate((boxSel) => {
    const inside = (q, r) => q.left >= r.left - 0.5 && q.right <= r.right + 0.5 && q.top >= r.top - 0.5 && q.bottom <= r.bottom + 0.5;
    return [...document.querySelectorAll(boxSel)].map((box) => {
      const r = box.getBoundingClientRect();
      const k = box.treeView.following.k;
      const nodes = [...box.querySelectorAll('.node')];
      const labels = nodes.map((g) => g.querySelector('.value')).filter((t) => t.textContent.trim() !== '');
      const font = Math.min(...labels.map((t) => parseFloat(getComputedStyle(t).fontSize) * k));
      const rects = labels.map((t) => t.getBoundingClientRect());
      let overlaps = 0;
      for (let i = 0; i < rects.length; i++)
        for (let j = i + 1; j < rects.length; j++) {
          const a = rects[i];
          const b = rects[j];
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps++;
        }
      const cuts = [...box.querySelectorAll('.cut')];
      return {
        positions: nodes.length,
        outside: nodes.filter((g) => !inside(g.getBoundingClientRect(), r)).length,
        font: Math.round(font * 10) / 10,
        overlaps,
        cuts: cuts.length,
        cutsOutside: cuts.filter((c) => !inside(c.getBoundingClientRect(), r)).length,
      };
    });
  }, boxSel);

const onScreen = (page, sels) =>
  page.evaluate(
    (sels) =>
      sels.filter((s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return !(r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5);
      }),
    sels,
  );

async function present(page) {
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.body.classList.contains('presenting'));
  await settled(page);
}

for (const [width, height] of [
  [1366, 768],
  [1280, 720],
]) {
  describe(`presentation mode at ${width}×${height}`, () => {
    for (const colorScheme of ['light', 'dark']) {
      test(`Fig. 1 whole, labels ≥ 12 px, no overlap; sentence, stack and controls on screen (${colorScheme})`, async () => {
        const { page, clean } = await h.visit('index.html#proc=F2&step=83', { viewport: { width, height }, colorScheme });
        await present(page);
        const [m] = await measure(page, '#tree-host [data-testid=tree]');
        assert.equal(m.positions, 121);
        assert.equal(m.outside, 0, 'every position inside the tree area');
        assert.ok(m.font >= 12, `labels ${m.font} px`);
        assert.equal(m.overlaps, 0, 'no two labels overlap');
        assert.deepEqual(await onScreen(page, ['[data-testid=step-controls]', '[data-testid=step-sentence]', '[data-testid=stack-current]', '#tree-host']), []);
        assert.ok(await page.locator('header.chrome').isHidden(), 'the header folds away');
        clean();
      });

      test(`Compare: F1 above F2, both whole, labels ≥ 10 px, every cut mark visible (${colorScheme})`, async () => {
        const { page, clean } = await h.visit('index.html#proc=compare', { viewport: { width, height }, colorScheme });
        await present(page);
        const [f1, f2] = await measure(page, '#compare-host [data-proc=F1] [data-testid=tree], #compare-host [data-proc=F2] [data-testid=tree]');
        for (const [name, m] of [
          ['F1', f1],
          ['F2', f2],
        ]) {
          assert.equal(m.positions, 121, name);
          assert.equal(m.outside, 0, `${name}: every position inside its box`);
          assert.ok(m.font >= 10, `${name}: labels ${m.font} px`);
          assert.equal(m.overlaps, 0, `${name}: no two labels overlap`);
          assert.ok(m.cuts > 0 && m.cutsOutside === 0, `${name}: ${m.cuts} cut marks, ${m.cutsOutside} outside`);
        }
        const [a, b] = await Promise.all(['F1', 'F2'].map((p) => page.locator(`#compare-host [data-proc=${p}]`).boundingBox()));
        assert.ok(a.y + a.height <= b.y + 0.5, 'F1 above F2');
        clean();
      });
    }
  });
}

/** Text in the tree area that is cut: outside the window or the area (and in no box that
 *  scrolls to it), or wider than a box that hides its overflow. */
const cutText = (page) =>
  page.evaluate(() => {
    const area = document.querySelector('.tree-area');
    const a = area.getBoundingClientRect();
    const scroller = (e) => {
      for (let p = e.parentElement; p && p !== area; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/auto|scroll/.test(s.overflowY + s.overflowX) && (p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1)) return p;
      }
      return null;
    };
    const outside = (r) =>
      r.bottom > Math.min(innerHeight, a.bottom) + 0.5 ||
      r.right > Math.min(innerWidth, a.right) + 0.5 ||
      r.top < Math.max(0, a.top) - 0.5 ||
      r.left < Math.max(0, a.left) - 0.5;
    const cut = [];
    for (const e of area.querySelectorAll('*')) {
      if (!e.checkVisibility() || e.closest('svg, .sr-only')) continue;
      if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      // Text a box scrolls to is not cut, if that box is itself in sight.
      let box = e;
      for (let s = scroller(box); s && outside(box.getBoundingClientRect()); s = scroller(s)) box = s;
      const hidden = e.scrollWidth > e.clientWidth + 1 && !/visible/.test(getComputedStyle(e).overflowX) && !['SELECT', 'OPTION'].includes(e.tagName);
      if (outside(box.getBoundingClientRect()) || hidden) cut.push(`${e.id || e.className || e.tagName}: "${e.textContent.trim().slice(0, 40)}"`);
    }
    return cut;
  });

test('German and en-XA at 1280×720 and 1366×768: captions, the summary, the sentence and the OPEN list wrap or scroll, never cut', {
  timeout: 300_000,
}, async () => {
  const views = {
    'a step': 'proc=F2&step=83',
    Compare: 'proc=compare',
    'the difference view': 'proc=compare&cmode=diff',
    'a narrow window': 'proc=F2&alpha=1&beta=3&step=40',
    "SSS*'s OPEN list": 'proc=sss&step=20',
  };
  const cut = [];
  for (const lang of process.env.PAGE_LANG ? [process.env.PAGE_LANG] : ['de', 'en-XA']) {
    for (const [width, height] of [
      [1280, 720],
      [1366, 768],
    ]) {
      for (const [name, frag] of Object.entries(views)) {
        const { page, clean } = await h.visit(`index.html#${frag}&lang=${lang}`, { viewport: { width, height } });
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await present(page);
        for (const c of await cutText(page)) cut.push(`${lang} ${width}×${height}, ${name}: ${c}`);
        clean();
      }
    }
  }
  assert.deepEqual(cut, []);
});

test('a tree too wide to show whole at 12 px is followed at a readable size, and the page says so', async () => {
  const { page, clean } = await h.visit('index.html#gen=model:iid,d:9,h:3,seed:1&proc=F2&step=300', { viewport: { width: 1366, height: 768 } });
  await present(page);
  const [m] = await measure(page, '#tree-host [data-testid=tree]');
  assert.ok(m.font >= 12, `labels ${m.font} px`);
  assert.ok(m.outside > 0, 'not whole');
  assert.match(await page.locator('#tree-notice').textContent(), /^The whole tree needs [\d,]+ px at 12 px labels; showing the current position\.$/);
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('#tree-host .node[data-current]')].length), 1);
  clean();
});

test('the side panels open as a drawer and close with Escape; f leaves presentation mode', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&step=10', { viewport: { width: 1366, height: 768 } });
  await present(page);
  assert.ok(await page.locator('#window-panel, .side').first().isHidden());
  await page.locator('#present-drawer').click();
  assert.ok(await page.locator('.side').isVisible());
  assert.equal(await page.locator('#present-drawer').getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('.side').isHidden());
  await page.locator('[data-testid=step-sentence]').click();
  await page.keyboard.press('f');
  await page.waitForFunction(() => !document.body.classList.contains('presenting'));
  assert.ok(await page.locator('header.chrome').isVisible());
  clean();
});

test('present=1 in a link opens presentation mode, and leaving it takes the key out of the link', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&step=83&present=1', { viewport: { width: 1280, height: 720 } });
  await page.waitForFunction(() => document.body.classList.contains('presenting'));
  await settled(page);
  const [m] = await measure(page, '#tree-host [data-testid=tree]');
  assert.deepEqual([m.positions, m.outside], [121, 0]);
  assert.ok(m.font >= 12, `labels ${m.font} px`);
  await page.locator('#present-exit').click();
  await page.waitForFunction(() => !location.hash.includes('present=1'));
  clean();
});
