// The print fallback: Export › "Tree view + QR code" saves the tree as SVG with a QR code
// of this state's link; jsQR (an independent decoder) reads the code, and the link it holds
// opens the same tree. The practice page's LaTeX worksheet of a set's exercise has its
// title, its text in small print and a QR code of the exercise's link.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decode, fromPath, fromPicture } from '../../unit/print/qr-decode.mjs';
import { downloadBytes } from '../support/helpers.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

test('Export: the tree with a QR code that decodes to a link opening the same tree', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2`, { acceptDownloads: true });
  await page.locator('#export-menu > summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#export-qr').click()]);
  assert.equal(download.suggestedFilename(), 'game-tree-qr.svg');
  const svg = (await downloadBytes(download)).toString('utf8');
  assert.match(svg, /^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg, /<svg[^>]*class="tree-svg|<svg[^>]*viewBox="[^"]+"[^>]*>.*<g[^>]*class="viewport/s, 'the tree view inside');
  const width = Number(/<g class="qr" data-modules="(\d+)"/.exec(svg)[1]);
  const d = /<g class="qr"[^>]*>.*?<path d="([^"]+)"/s.exec(svg)[1];
  const link = decode(width, fromPath(d, width));
  assert.ok(link?.startsWith(h.server.url), `decoded: ${link}`);
  assert.ok(svg.includes(`>${link.replace(/&/g, '&amp;')}</text>`), 'the link in small print is the one in the code');
  // The link opens the same tree.
  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 15_000 });
  const text = (p) => p.locator('#tree-text').inputValue();
  assert.equal(await text(other), await text(page));
  await context.close();
  clean();
});

test("the practice worksheet of a set's exercise: its title, its text in small print, a QR code of its link", async () => {
  const set = 'prune.F2.s1.d2h3.random.v-9..9,values.F2.s2.d2h3.good.v-5..5';
  const { page, context, clean } = await h.open(`index.html#mode=practice&set=${set}`, { ready: '.practice g.node', acceptDownloads: true });
  await page.locator('.pr-set-next').click();
  await page.locator('.pr-progress').filter({ hasText: 'Exercise 2 of 2' }).waitFor();
  await page.locator('.practice-tools > summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.pr-tex').click()]);
  const tex = (await downloadBytes(download)).toString('utf8');
  // The sheet's title is the page's printed heading, in the page's language (the CLI's sheet
  // names the paper too: crate/tests/worksheet.rs).
  const heading = await page.locator('.pr-print-title').textContent();
  assert.equal(heading, 'Exercise 2: the values returned — F2');
  assert.ok(tex.includes(`\\section*{${heading}}`), tex.slice(0, 800));
  assert.ok(tex.includes('{\\small\\texttt{values.F2.s2.d2h3.good.v-5..5}}'), tex.slice(0, 800));
  const { width, dark } = fromPicture(tex);
  assert.equal(decode(width, dark), `${h.server.url}index.html#mode=practice&ex=values.F2.s2.d2h3.good.v-5..5`);
  await context.close();
  clean();
});
