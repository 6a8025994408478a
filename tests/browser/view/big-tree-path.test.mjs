// The path to the root stays on screen in a very wide tree: on a 111,111-position tree (degree
// 10, height 5) at the readable zoom, a terminal selected with the keyboard has its parent in
// view but its other ancestors — the root among them — are hundreds of thousands of pixels
// aside. Each is drawn pinned at the box's edge at its level (clear of the overview), a click
// there selects it, and the box above the terminal is not left empty.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Every ancestor of the selected position: where a click reaches it (in place or pinned), whether that is inside the box, and what a hit test there finds. */
const path = (page) =>
  page.evaluate(() => {
    const el = document.querySelector('#tree-host [data-testid=tree]');
    const v = el.treeView;
    const r = el.getBoundingClientRect();
    const map = document.querySelector('#tree-host canvas.tv-minimap');
    const m = map && !map.hidden ? map.getBoundingClientRect() : null;
    const pins = v.drawn?.pins ?? [];
    const out = [];
    for (let a = v.shape.parent[v.selected]; a >= 0; a = v.shape.parent[a]) {
      const px = v.pos.x[a] * v.t.k + v.t.x;
      const py = v.pos.y[a] * v.t.k + v.t.y;
      const pin = pins.find((p) => p.id === a);
      const inPlace = px >= 0 && px <= el.clientWidth && py >= 0 && py <= el.clientHeight;
      const at = inPlace ? { x: r.left + px, y: r.top + py } : pin ? { x: r.left + pin.x, y: r.top + pin.y } : null;
      out.push({
        id: a,
        pinned: !!pin,
        at,
        inside: !!at && at.x > r.left && at.x < r.right && at.y > r.top && at.y < r.bottom,
        underMap: !!at && !!m && at.x >= m.left && at.x <= m.right && at.y >= m.top && at.y <= m.bottom,
        hit: at ? (v.positionAt(at.x, at.y)?.id ?? -1) : -1,
      });
    }
    return { selected: v.selected, terminal: v.shape.degree[v.selected] === 0, renderer: el.dataset.renderer, path: out };
  });

for (const [width, height] of [
  [1366, 768],
  [390, 844],
]) {
  test(`111,111 positions at ${width}×${height}: a terminal selected by keyboard keeps its path to the root on screen`, async () => {
    const phone = width < 500;
    const { page, context, clean } = await h.open('index.html#gen=model:iid,d:10,h:5,seed:1', {
      viewport: { width, height },
      isMobile: phone,
      hasTouch: phone,
      ready: 'html[data-ready=true]:not([data-busy])',
    });
    const tree = page.locator('#tree-host [data-testid=tree]');
    await tree.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown'); // down the first successors to terminal 1.1.1.1.1
    await settled(page);
    const got = await path(page);
    assert.equal(got.renderer, 'canvas');
    assert.equal(got.terminal, true, 'a terminal is selected');
    assert.equal(got.path.length, 5, 'five ancestors');
    assert.ok(
      got.path.some((a) => a.pinned),
      'some ancestors are off screen and pinned',
    );
    for (const a of got.path) {
      assert.ok(a.inside, `ancestor ${a.id} is on screen, in place or pinned (${JSON.stringify(a)})`);
      assert.equal(a.hit, a.id, `a click where ancestor ${a.id} is drawn reaches it`);
      assert.equal(a.underMap, false, `ancestor ${a.id} is clear of the overview`);
    }
    // The root's pin is drawn: its outline's pixels are on the canvas.
    const root = got.path.at(-1);
    assert.equal(root.id, 0);
    const inked = await page.evaluate(({ x, y }) => {
      const c = document.querySelector('#tree-host canvas.tree-canvas');
      const r = c.getBoundingClientRect();
      const s = c.width / r.width;
      const d = c
        .getContext('2d')
        .getImageData(Math.round((x - r.left - 16) * s), Math.round((y - r.top - 16) * s), Math.round(32 * s), Math.round(32 * s)).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 128) n++;
      return n / (s * s);
    }, root.at);
    assert.ok(inked > 40, `the root's pin is drawn (${inked} px inked)`);
    // A click (a tap) on the root's pin selects the root, and the view goes to it.
    if (phone) await page.touchscreen.tap(root.at.x, root.at.y);
    else await page.mouse.click(root.at.x, root.at.y);
    await page.waitForFunction(() => document.querySelector('#tree-host [data-testid=tree]').treeView.selected === 0);
    await settled(page);
    const root2 = await page.evaluate(() => {
      const el = document.querySelector('#tree-host [data-testid=tree]');
      const v = el.treeView;
      const x = v.pos.x[0] * v.t.k + v.t.x;
      const y = v.pos.y[0] * v.t.k + v.t.y;
      return x > 0 && x < el.clientWidth && y > 0 && y < el.clientHeight;
    });
    assert.equal(root2, true, 'the root itself is in view after the click');
    assert.match(await page.textContent('#edit-panel'), /The root/);
    clean();
    await context.close();
  });
}
