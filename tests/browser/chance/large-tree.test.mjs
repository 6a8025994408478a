// A tree with chance positions over the tree worker's threshold (core/tree-loader.js
// WORKER_FROM: a text of 100,000 characters or more): the worker's lean core refuses chance
// positions, so such a text is read by the full core on the page (state/tree-opener.js). A
// regular *-minimax tree of 111,111 positions (Max, chance, Min, chance, Max, terminals;
// degree 10, equal probabilities) opens from a link and a leaf's edit shows the new value,
// as the core computes it (values from Max's standpoint: view=minimax). No timing is asserted (docs/speed.md has the figures).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { GameTree } from '../support/core.mjs';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/**
 * The regular *-minimax tree's text: levels 0, 2, 4 decision positions, 1 and 3 chance
 * positions (equal probabilities), terminals on 5, `degree` successors each. Seeded values in
 * [-99, 40], but under the root's first move every terminal is 50 and those of position
 * 1.1.1.1 are 0 but its first, 10: that move is the root's best, and terminal 1.1.1.1.1 the
 * only maximum of its Max position, which is on the minimum of its Min position, so its value
 * reaches the root's.
 */
function chanceText(degree = 10, seed = 11) {
  let s = seed >>> 0;
  const random = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) % 140) - 99;
  const level = (path) => {
    if (path.length === 5) {
      if (path[0] !== 1) return String(random());
      if (path.slice(0, 4).every((i) => i === 1)) return path[4] === 1 ? '10' : '0';
      return '50';
    }
    const kids = Array.from({ length: degree }, (_, i) => level([...path, i + 1])).join(' ');
    return path.length % 2 ? `[${kids}]` : `(${kids})`;
  };
  return level([]);
}

/** The value the summary shows for the core's exact value ("−7/2"). */
const shown = (v) => v.replace('-', '−');

describe('a chance tree of 111,111 positions', () => {
  test('opens from a link (read by the full core) and a leaf edit shows the new value', async () => {
    const tree = chanceText();
    assert.ok(tree.length > 100_000, `${tree.length} characters: over the worker's threshold`);
    const g = GameTree.parse(tree);
    const n = g.size();
    assert.equal(n, 111_111);
    const before = g.chanceRun('star1', {}).value;
    const LEAF = '1.1.1.1.1';
    let edited = null;
    for (const v of [-99, 99]) {
      const e = g.setValue(LEAF, v);
      const value = e.chanceRun('star1', {}).value;
      e.free();
      if (value !== before) {
        edited = { v, value };
        break;
      }
    }
    g.free();
    assert.ok(edited, 'some value of the leaf changes the root value (the core says which)');

    const hash = `#tz=${deflateRawSync(Buffer.from(tree)).toString('base64url')}&proc=star1&view=minimax&sel=${LEAF}`;
    const { page, context, clean } = await h.open(`index.html${hash}`, { ready: null });
    await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 120_000 });
    const terminals = tree.split(/[\s()[\]]+/).filter(Boolean).length;
    await page.waitForFunction((v) => document.getElementById('summary')?.textContent.includes(`value ${v} `), shown(before), { timeout: 120_000 });
    assert.match(await text(page, '#summary'), new RegExp(`of ${terminals} terminals`));
    assert.match(await text(page, '#sel-info'), /Position 1\.1\.1\.1\.1: .*terminal/);
    await page.locator('#sel-value').fill(String(edited.v));
    await page.locator('#sel-value').press('Enter');
    await page.waitForFunction((v) => document.getElementById('summary').textContent.includes(`value ${v}`), shown(edited.value), { timeout: 60_000 });
    clean();
    await context.close();
  });
});
