// A pin (an ancestor of the step's position drawn at the box's edge: view/path-pins.js) is no
// mere picture: a click or a tap on it selects that ancestor and brings it into view; by
// keyboard the tree's ↑ does the same from its successor on the path (typed by its Dewey name).
// F2's step-through on K&M's Fig. 1 at a readable zoom, on a projector and on a phone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Steps forward until an ancestor is pinned; returns {id, child, dewey, childDewey, x, y} of the first pin. */
const stepToPin = (page) =>
  page.evaluate(async () => {
    const box = document.querySelector('#tree-host [data-testid=tree]');
    const v = box.treeView;
    const forward = document.getElementById('step-forward');
    const frame = () => new Promise((ok) => requestAnimationFrame(() => ok()));
    for (;;) {
      await frame();
      while (v.following.gliding) await frame();
      const g = document.querySelector('#tree-host .tv-pins [data-pin]');
      if (g) {
        const id = Number(g.dataset.pin);
        const pin = v.pins.pins.find((p) => p.id === id);
        const q = g.querySelector('.shape').getBoundingClientRect();
        const name = (i) => box.querySelector(`.node[data-id="${i}"] [data-dewey]`).dataset.dewey;
        return { id, child: pin.child, dewey: name(id), childDewey: name(pin.child), x: q.left + q.width / 2, y: q.top + q.height / 2 };
      }
      if (forward.disabled) return null;
      forward.click();
    }
  });

/** Whether position `id`'s own drawing is inside the tree's box. */
const inBox = (page, id) =>
  page.evaluate((id) => {
    const box = document.querySelector('#tree-host [data-testid=tree]');
    const r = box.getBoundingClientRect();
    const q = box.querySelector(`.node[data-id="${id}"] .shape`).getBoundingClientRect();
    return q.left >= r.left - 0.5 && q.right <= r.right + 0.5 && q.top >= r.top - 0.5 && q.bottom <= r.bottom + 0.5;
  }, id);

/** Waits until the selection line names position `dewey` ('' the root). */
const selected = (page, dewey) =>
  page.waitForFunction(
    (d) => (d ? new RegExp(`Position ${d.replaceAll('.', '\\.')}\\b`) : /^The root\b/).test(document.getElementById('sel-info').textContent),
    dewey,
  );

for (const [size, viewport, touch] of [
  ['1280×720', { width: 1280, height: 720 }, false],
  ['390×844', { width: 390, height: 844 }, true],
]) {
  test(`${size}: a ${touch ? 'tap' : 'click'} on a pin selects its ancestor and brings it into view; ↑ does it by keyboard`, async () => {
    const { page, context, clean } = await h.open('index.html#proc=F2&step=0', { viewport, isMobile: touch, hasTouch: touch });
    await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent));
    const pin = await stepToPin(page);
    assert.ok(pin, 'F2 pins an ancestor on the way');
    assert.equal(await inBox(page, pin.id), false, 'the pinned ancestor is off screen');
    if (touch) await page.touchscreen.tap(pin.x, pin.y);
    else await page.mouse.click(pin.x, pin.y);
    await selected(page, pin.dewey);
    await settled(page);
    assert.equal(await inBox(page, pin.id), true, 'brought into view');
    // By keyboard: back to the start, to the same pin, its successor typed, ↑.
    await page.locator('#step-first').click();
    const again = await stepToPin(page);
    assert.equal(again.id, pin.id);
    await page.focus('#tree-host [data-testid=tree]');
    await page.keyboard.type(again.childDewey);
    await selected(page, again.childDewey);
    await page.keyboard.press('ArrowUp');
    await selected(page, again.dewey);
    await settled(page);
    assert.equal(await inBox(page, again.id), true, '↑ brings it into view');
    clean();
    await context.close();
  });
}
