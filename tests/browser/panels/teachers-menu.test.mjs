// A teacher finds the teacher's tools on the first screen: the header's "For teachers" menu
// holds the exercise link with the teacher link's option beside it, the SCORM package
// (Moodle, Canvas, Blackboard…), the embed code (iframe, SPLICE), the worksheet and the
// teaching guide, each the page's own action. The first screen at 1366×768 shows at most 25
// controls (buttons, selects, inputs, links), what left it one click away in a menu.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The controls drawn in the viewport: buttons, selects, inputs and links (enabled or greyed), and the menus' summaries apart. */
const firstScreen = (page) =>
  page.evaluate(() => {
    const shown = (el) => {
      if (!el.checkVisibility()) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    };
    const name = (el) => el.id || el.getAttribute('name') || el.textContent.trim().slice(0, 16);
    return {
      controls: [...document.querySelectorAll('button, select, input, a[href]')].filter(shown).map(name),
      summaries: [...document.querySelectorAll('summary')].filter(shown).map(name),
    };
  });

describe('the first screen', () => {
  test("at 1366×768: at most 25 controls, the teachers' menu among them", async () => {
    const { page, context, clean } = await h.open('index.html', { viewport: { width: 1366, height: 768 } });
    const { controls, summaries } = await firstScreen(page);
    assert.ok(controls.length <= 25, `${controls.length} controls: ${controls.join(', ')}`);
    assert.ok(summaries.includes('For teachers'), summaries.join(', '));
    // What moved off it is one click away: the view's switches in the View menu, the edit
    // form with a selection.
    assert.ok(await page.locator('#show-dewey').isHidden());
    await page.locator('#view-menu > summary').click();
    assert.ok(await page.locator('#show-dewey').isVisible());
    await page.keyboard.press('Escape');
    assert.ok(await page.locator('#show-dewey').isHidden(), 'Esc closes the menu');
    await page.locator('#tree-host .node[data-id="1"]').click();
    assert.ok(await page.locator('#sel-add').isVisible(), 'a selection brings the edit form');
    clean();
    await context.close();
  });

  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
  ]) {
    test(`the example menu shows the example's whole name, the header one row (${width}×${height})`, async () => {
      const { page, context, clean } = await h.open('index.html', { viewport: { width, height } });
      const r = await page.evaluate(() => {
        const sel = document.getElementById('example');
        const c = document.createElement('canvas').getContext('2d');
        c.font = getComputedStyle(sel).font;
        const s = getComputedStyle(sel);
        const room = sel.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 16; // the arrow
        return {
          text: sel.options[sel.selectedIndex].text,
          need: c.measureText(sel.options[sel.selectedIndex].text).width,
          room,
          header: document.querySelector('header.chrome').getBoundingClientRect().height,
        };
      });
      assert.equal(r.text, 'K&M Fig. 1: the π tree (degree 3, height 4)');
      assert.ok(r.need <= r.room, `needs ${r.need} px, has ${r.room}`);
      assert.ok(r.header < 50, `the header is one row (${r.header} px)`);
      clean();
      await context.close();
    });
  }
});

describe("the teachers' menu", () => {
  const openMenu = async (page) => {
    await page.locator('#teach-menu > summary').click();
    await page.locator('#teach-exercise').waitFor();
  };

  test('its items, the teacher link option beside the exercise link, and the guide shipped with the site', async () => {
    const { page, context, clean } = await h.open('index.html', { viewport: { width: 1366, height: 768 } });
    await openMenu(page);
    const boxes = await page.evaluate(() => ['teach-exercise', 'teach-hide'].map((id) => document.getElementById(id).getBoundingClientRect().toJSON()));
    assert.ok(Math.abs(boxes[0].top + boxes[0].height / 2 - (boxes[1].top + boxes[1].height / 2)) < 12, 'the option is beside the link');
    assert.match(await page.locator('#teach-scorm').textContent(), /Moodle, Canvas, Blackboard… \(SCORM package\)/);
    assert.ok(await page.locator('#copy-embed').isVisible());
    assert.match(await page.locator('.teach-hint').textContent(), /iframe.*SPLICE/);
    assert.ok(await page.locator('#teach-worksheet').isVisible());
    const href = await page.locator('#teach-guide').getAttribute('href');
    const guide = await page.evaluate(async (href) => {
      const r = await fetch(new URL(href, location.href));
      return { status: r.status, text: await r.text() };
    }, href);
    assert.equal(guide.status, 200);
    assert.match(guide.text, /<h1[^>]*>Teaching with the playground/);
    assert.match(guide.text, /<h3 id="moodle">Moodle<\/h3>/);
    clean();
    await context.close();
  });

  test('Copy exercise link with the option: the link opens this tree in practice mode with the answers hidden', async () => {
    const { page, context, clean } = await h.open('index.html#proc=F2', { viewport: { width: 1366, height: 768 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await openMenu(page);
    await page.locator('#teach-hide').check();
    await page.locator('#teach-exercise').click();
    await page.waitForFunction(() => document.getElementById('share-status').textContent.startsWith('Exercise link copied'));
    assert.ok(await page.locator('#teach-exercise').isHidden(), 'the menu closed');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, /mode=practice/);
    assert.match(link, /hide=1/);
    assert.match(link, /tree=|tz=/);
    const student = await h.open(link.slice(link.indexOf('index.html')), { viewport: { width: 1366, height: 768 } });
    await student.page.waitForFunction(() => document.body.classList.contains('practicing'));
    student.clean();
    await student.context.close();
    clean();
    await context.close();
  });

  for (const [button, menu] of [
    ['#teach-scorm', 'details.practice-lms'],
    ['#teach-worksheet', 'details.practice-tools'],
  ]) {
    test(`${button}: practice mode with its menu open`, async () => {
      const { page, context, clean } = await h.open('index.html', { viewport: { width: 1366, height: 768 } });
      await openMenu(page);
      await page.locator(button).click();
      await page.waitForFunction((menu) => document.body.classList.contains('practicing') && document.querySelector(`#practice-area ${menu}`)?.open, menu);
      clean();
      await context.close();
    });
  }
});
