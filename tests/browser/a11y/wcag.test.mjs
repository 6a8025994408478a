// WCAG 2.2 AA checks the page makes in a browser (docs/accessibility.md names each one's
// success criterion): reflow at 320 CSS px and at 400 % zoom (1.4.10), text spacing
// (1.4.12), target size on a phone (2.5.8), focus not obscured while tabbing (2.4.11),
// non-text contrast of the tree's marks in both themes (1.4.11), the marks in forced
// colours (1.4.1, 1.4.11: told apart by their dashes, not their colours), reduced motion
// (2.3.3 / the animated follow), status messages as live regions (4.1.3), and a single-
// pointer alternative to every drag (2.5.7).
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const PI_STEP = 'index.html#proc=F2&step=12';
/** The page's modes and panels, each a link and what to do once it is open. */
const MODES = {
  explore: { path: 'index.html' },
  'a step-through with the table': { path: `${PI_STEP}&table=1`, ready: '[data-testid=search-table] tbody tr' },
  compare: { path: 'index.html#proc=compare' },
  'practice (cutoffs)': { path: 'index.html#mode=practice', ready: '#practice-area .practice' },
  'practice (values)': { path: 'index.html#mode=practice&task=values', ready: '#practice-area .practice' },
  'the experiments and pathology panels open': {
    path: 'index.html',
    act: async (page) => {
      await page.locator('#exp-panel > summary').click();
      await page.locator('#path-panel > summary').click();
      await page.waitForSelector('#path-host form, #path-host input', { timeout: 30_000 });
    },
  },
};

async function openMode(name, options = {}) {
  const { path, ready, act } = MODES[name];
  const o = await h.visit(path, options);
  if (ready) await o.page.waitForSelector(ready, { timeout: 30_000 });
  if (act) await act(o.page);
  await settled(o.page);
  return o;
}

describe('1.4.10 reflow: no page-level horizontal scroll at 320 CSS px', () => {
  // 320×256 and 1280×720 at 400 % zoom (320×180 CSS px) are the criterion's two cases.
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 320, height: 180 },
  ]) {
    for (const name of Object.keys(MODES)) {
      test(`${viewport.width}×${viewport.height}, ${name}`, async () => {
        const { page, clean } = await openMode(name, { viewport });
        const wide = await page.evaluate(() => {
          const w = document.documentElement.clientWidth;
          const over = [...document.querySelectorAll('body *')].filter((e) => {
            const r = e.getBoundingClientRect();
            return (
              r.width &&
              r.right > w + 1 &&
              getComputedStyle(e).position !== 'fixed' &&
              !e.closest('.table-scroll, .stack-wrap, .table-wrap, .tv-scroll, pre, .sr-only, .tv-item')
            );
          });
          return { scroll: document.documentElement.scrollWidth, w, over: over.slice(0, 5).map((e) => `${e.tagName.toLowerCase()}#${e.id}.${e.className}`) };
        });
        assert.ok(wide.scroll <= wide.w, `the page scrolls sideways: ${wide.scroll} > ${wide.w} (${wide.over.join(', ')})`);
        clean();
      });
    }
  }
});

test('1.4.12 text spacing: with line height 1.5, paragraphs 2em, letters 0.12em, words 0.16em nothing in the key controls is clipped or overlaps', async () => {
  const { page, clean } = await h.visit(`${PI_STEP}&table=1`, { viewport: { width: 1366, height: 768 } });
  await page.addStyleTag({
    content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  });
  await settled(page);
  const bad = await page.evaluate(() => {
    const out = [];
    const bars = ['.toolbar', '.tree-bar', '#step-controls', '#edit-panel', '#window-panel', '#table-panel', '#order-panel'];
    for (const bar of bars) {
      const controls = [...document.querySelectorAll(`${bar} :is(button, select, summary, label, input, output)`)].filter(
        (e) =>
          e.getClientRects().length &&
          getComputedStyle(e).visibility !== 'hidden' &&
          !e.closest('.sr-only') &&
          !e.closest('details:not([open]) > :not(summary)'),
      ); // a closed menu's items are not shown (they keep boxes in Chromium)
      for (const e of controls) {
        const cs = getComputedStyle(e);
        const clips = cs.overflow !== 'visible' || cs.overflowX !== 'visible';
        if (clips && e.tagName !== 'INPUT' && e.tagName !== 'SELECT' && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))
          out.push(`${bar} ${e.tagName} "${e.textContent.trim().slice(0, 20)}" clipped`);
      }
      // Controls side by side must not overlap (a label holds its input: skip nested pairs).
      for (let i = 0; i < controls.length; i++) {
        for (let j = i + 1; j < controls.length; j++) {
          const a = controls[i];
          const b = controls[j];
          if (a.contains(b) || b.contains(a)) continue;
          const p = a.getBoundingClientRect();
          const q = b.getBoundingClientRect();
          const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
          const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
          if (x > 1 && y > 1) out.push(`${bar}: "${a.textContent.trim().slice(0, 15) || a.id}" overlaps "${b.textContent.trim().slice(0, 15) || b.id}"`);
        }
      }
    }
    return out;
  });
  assert.deepEqual(bad, []);
  clean();
});

describe('2.5.8 target size on a phone (390×844): every control at least 24×24 CSS px', () => {
  for (const name of Object.keys(MODES)) {
    test(name, async () => {
      const { page, clean } = await openMode(name, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const small = await page.evaluate(() => {
        const out = [];
        const all = document.querySelectorAll('button, a[href], input, select, textarea, summary, [tabindex="0"]');
        for (const e of all) {
          if (!e.getClientRects().length || getComputedStyle(e).visibility === 'hidden' || e.closest('.sr-only, [hidden]')) continue;
          if (e.matches('.tv-scroll')) continue; // the tree: its positions' targets are touch-targets.test.mjs's
          // An input inside its label: the label is the target (a tap on it works the input).
          const target = e.matches('input') && e.closest('label') ? e.closest('label') : e;
          const r = target.getBoundingClientRect();
          // The criterion's inline exception: a link inside a sentence.
          if (e.matches('a') && getComputedStyle(e).display === 'inline' && e.parentElement.closest('p, li, dd')) continue;
          if (r.width < 24 - 0.5 || r.height < 24 - 0.5)
            out.push(
              `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${e.className} "${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 20)}" ${r.width.toFixed(0)}×${r.height.toFixed(0)}`,
            );
        }
        return out;
      });
      assert.deepEqual(small, []);
      clean();
    });
  }
});

describe('2.4.11 focus not obscured: tabbing through the page, every focused control is at least partly in view', () => {
  const cases = [
    ['1366×768, a step-through with the table', `${PI_STEP}&table=1`, { width: 1366, height: 768 }],
    ['390×844, a step-through with the table', `${PI_STEP}&table=1`, { width: 390, height: 844 }],
    ['390×844, practice', 'index.html#mode=practice', { width: 390, height: 844 }],
    [
      '1366×768, presentation mode with the drawer open',
      `${PI_STEP}&present=1`,
      { width: 1366, height: 768 },
      (page) => page.locator('#present-drawer').click(),
    ],
    ['390×844, presentation mode with the drawer open', `${PI_STEP}&present=1`, { width: 390, height: 844 }, (page) => page.locator('#present-drawer').tap()],
  ];
  for (const [name, path, viewport, act] of cases) {
    test(name, async () => {
      const { page, clean } = await h.visit(path, { viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
      if (act) await act(page);
      await settled(page);
      await page.evaluate(() => document.activeElement?.blur());
      const hidden = [];
      const seen = new Set();
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press('Tab');
        const r = await page.evaluate(() => {
          const e = document.activeElement;
          if (!e || e === document.body) return null;
          const b = e.getBoundingClientRect();
          const name = `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${(e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 24)}"`;
          // Points inside the control (its centre and four points inset from its corners): at
          // least one must show the control itself, not a sticky bar or drawer above it.
          const xs = [b.left + b.width / 2, b.left + 3, b.right - 3];
          const ys = [b.top + b.height / 2, b.top + 3, b.bottom - 3];
          let shown = false;
          for (const x of xs)
            for (const y of ys) {
              const hit = document.elementFromPoint(Math.min(innerWidth - 1, Math.max(0, x)), Math.min(innerHeight - 1, Math.max(0, y)));
              if (hit && (hit === e || e.contains(hit) || hit.contains(e) || (e.labels && [...e.labels].some((l) => l.contains(hit))))) shown = true;
            }
          const inView = b.bottom > 0 && b.top < innerHeight && b.right > 0 && b.left < innerWidth;
          return { name, key: name + b.top, shown: shown && inView };
        });
        if (!r) continue;
        if (seen.has(r.key)) break; // round the page once
        seen.add(r.key);
        if (!r.shown) hidden.push(r.name);
      }
      assert.deepEqual(hidden, []);
      clean();
    });
  }
});

/** Relative luminance and contrast ratio (WCAG 2.2's definitions), in the page. */
const CONTRAST = `
  const lum = (c) => {
    const m = c.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return null;
    const [r, g, b] = m[1].split(/[ ,]+/).slice(0, 3).map(Number).map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
`;

for (const colorScheme of ['light', 'dark']) {
  test(`1.4.11 non-text contrast (${colorScheme}): every mark's colour at least 3:1 against the tree's background`, async () => {
    const { page, clean } = await h.visit(PI_STEP, { colorScheme });
    const low = await page.evaluate((code) => {
      const { ratio } = new Function(`${code}; return { ratio };`)();
      const box = document.querySelector('#tree-host .tv-scroll');
      const cs = getComputedStyle(box);
      // The colours the marks are drawn in (view/marks.js's tokens, set in tree-view.css).
      const probe = document.createElement('span');
      box.append(probe);
      const colour = (token) => {
        probe.style.color = `var(--tv-${token})`;
        return getComputedStyle(probe).color;
      };
      const bg = colour('bg');
      const out = [];
      // What tells a mark apart: the outlines' and bars' strokes, and the examined fill
      // (filled against hollow).
      for (const token of ['fg', 'muted', 'examined', 'shallow', 'deep', 'window', 'current', 'active', 'select', 'pv']) {
        const r = ratio(colour(token), bg);
        if (r < 3) out.push(`${token} ${colour(token)} on ${bg}: ${r.toFixed(2)}:1`);
      }
      // The labels on an examined (filled) position: text, 4.5:1.
      const text = ratio(colour('fg'), colour('examined'));
      if (text < 4.5) out.push(`labels on the examined fill: ${text.toFixed(2)}:1`);
      probe.remove();
      void cs;
      return out;
    }, CONTRAST);
    assert.deepEqual(low, []);
    clean();
  });
}

test('forced colours: the marks keep their dashes, told apart without colour (screenshots in the temporary folder, named in the log)', async () => {
  const { page, context, clean } = await h.open('index.html#proc=F2&alpha=3&beta=5&step=20&table=1', { viewport: { width: 1366, height: 768 } });
  await page.emulateMedia({ forcedColors: 'active' });
  await page.locator('#legend-box > summary').click();
  await settled(page);
  const shots = [join(tmpdir(), 'gametree-forced-colors-1366.png'), join(tmpdir(), 'gametree-forced-colors-legend.png')];
  await page.screenshot({ path: shots[0] });
  await page.locator('#legend-box').screenshot({ path: shots[1] });
  console.log(`forced colours: ${shots.join(', ')} (to look at)`);
  const dashes = await page.evaluate(() =>
    Object.fromEntries(
      ['examined', 'pending', 'shallow', 'deep', 'saved', 'window', 'skipped'].map((st) => {
        const shape = document.querySelector(`#legend-box .st-${st} .shape`);
        const cs = getComputedStyle(shape);
        return [st, `${cs.strokeDasharray}|${cs.strokeWidth}|${cs.fill === cs.stroke ? 'same' : 'differs'}`];
      }),
    ),
  );
  // Each status the legend shows by its outline: no two alike (colour aside).
  const looks = Object.entries(dashes).filter(([st]) => st !== 'window' && st !== 'skipped');
  assert.equal(new Set(looks.map(([, v]) => v)).size, looks.length, JSON.stringify(dashes));
  clean();
  await context.close();
});

test('prefers-reduced-motion: following a step is instant (no glide)', async () => {
  const { page, context, clean } = await h.open('index.html#gen=model:iid,d:3,h:7,seed:2&proc=F2&step=0', {
    viewport: { width: 1366, height: 768 },
    reducedMotion: 'reduce',
  });
  await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent), null, { timeout: 30_000 });
  const moves = [];
  for (let i = 0; i < 30; i++) {
    await page.locator('#step-forward').click();
    moves.push(await page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').treeView.following.gliding));
  }
  assert.ok(
    moves.every((g) => g === false),
    'no glide under way right after a step',
  );
  // And with motion allowed, the same steps glide (the check above would catch a glide).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  let glided = false;
  for (let i = 0; i < 60 && !glided; i++) {
    await page.locator('#step-forward').click();
    glided = await page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').treeView.following.gliding);
  }
  assert.ok(glided, 'a step glides when motion is allowed');
  clean();
  await context.close();
});

test('4.1.3 status messages: every message the page writes without moving the focus is a live region', async () => {
  const { page, clean } = await h.visit(`${PI_STEP}&table=1`);
  const ids = ['summary', 'step-sentence', 'announce', 'tree-notice', 'core-status', 'share-status', 'window-result', 'map-readout', 'exp-status'];
  const missing = await page.evaluate((ids) => {
    const live = (e) => e.closest('[aria-live], [role=status], [role=alert], [role=log], output');
    const out = ids.filter((id) => !live(document.getElementById(id)));
    if (!live(document.querySelector('#table-panel .table-live'))) out.push('table-live');
    for (const e of document.querySelectorAll('.message')) if (!live(e)) out.push(e.id);
    return out;
  }, ids);
  assert.deepEqual(missing, []);
  clean();
});

test('2.5.7 dragging: the drags have single-pointer alternatives (the step slider its buttons, panning the tree a tap on the overview or the zoom buttons)', async () => {
  const { page, clean } = await h.visit('index.html#gen=model:iid,d:4,h:6,seed:3', { viewport: { width: 1366, height: 768 } });
  // The step slider: the buttons do what a drag does, one step or to either end.
  for (const id of ['step-first', 'step-back', 'step-forward', 'step-last']) assert.equal(await page.locator(`#${id}`).isVisible(), true, id);
  // Panning the tree: a tap on the overview centres the view there.
  const before = await page.evaluate(() => ({ ...document.querySelector('#tree-host [data-testid=tree]').treeView.following }));
  const mm = await page.locator('#tree-host .tv-minimap').boundingBox();
  assert.ok(mm, 'a tree larger than its box shows the overview');
  await page.mouse.click(mm.x + mm.width * 0.9, mm.y + mm.height * 0.5);
  const afterTap = await page.evaluate(() => ({ ...document.querySelector('#tree-host [data-testid=tree]').treeView.following }));
  assert.notEqual(afterTap.x, before.x, 'the view moved');
  // Zooming: buttons, not only the wheel or a pinch.
  await page.locator('#zoom-in').click();
  const zoomed = await page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').treeView.following.k);
  assert.ok(zoomed > afterTap.k);
  clean();
});

test("2.1.4 character key shortcuts: the help panel turns them off (kept in this browser); the tree's keys still work while it has the focus", async () => {
  const { page, clean } = await h.visit('index.html#proc=F2');
  const proc = () => page.locator('input[name=proc]:checked').getAttribute('value');
  await page.click('#help-button');
  await page.uncheck('#single-keys');
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('1');
  await page.keyboard.press('v');
  assert.equal(await proc(), 'F2', '1 does nothing');
  assert.equal(await page.locator('input[name=view]:checked').getAttribute('value'), 'negamax', 'v does nothing');
  // Not a character key: ← still steps; the tree, focused, still takes its own keys.
  await page.focus('#tree-host [data-testid=tree]');
  await page.keyboard.press('ArrowDown');
  assert.match(await page.textContent('#sel-info'), /^(The root|Position 1):/);
  // Kept: a reload has them off still; turned on again, they work.
  await page.reload();
  await page.waitForSelector('html[data-ready=true]');
  assert.equal(await page.isChecked('#single-keys'), false);
  await page.click('#help-button');
  await page.check('#single-keys');
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('1');
  assert.equal(await proc(), 'F1');
  clean();
});
