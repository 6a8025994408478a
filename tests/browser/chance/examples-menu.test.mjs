// The Examples menu names the example shown, the ones with chance positions too (the full
// core's chanceExampleNames: the first-load core, which names the others, cannot read them).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chanceExampleNames } from '../../../www/pkg-full/gametree.js';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The canonical text of the core's example `name` (what the tree text box shows). */
function textOf(name) {
  const g = GameTree.example(name);
  try {
    return g.text();
  } finally {
    g.free();
  }
}

describe('the Examples menu with chance examples', () => {
  test('after a chance example is chosen, the menu shows its name (and after a plain one, and another chance one)', async () => {
    const chance = chanceExampleNames();
    assert.ok(chance.length >= 2, chance.join());
    const { page, context, clean } = await h.open('index.html');
    const menu = page.locator('#example');
    for (const name of [chance[0], 'pi', chance[1], chance[0]]) {
      await menu.selectOption(name);
      // Until the tree text box holds the example (the menu follows in the same update), at rest.
      await page.waitForFunction((text) => document.getElementById('tree-text').value === text, textOf(name));
      await settled(page);
      assert.equal(await menu.inputValue(), name, `the menu names ${name}`);
    }
    clean();
    await context.close();
  });
});
