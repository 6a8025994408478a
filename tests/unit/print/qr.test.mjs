// QR codes of links, decoded by jsQR (an independent decoder): the page's (www/print/qr.js,
// qrcode-generator) and the worksheets' (the core's LaTeX picture, the qrcode crate).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_LINK, qrMatrix, qrPath } from '../../../www/print/qr.js';
import { core } from '../wasm.mjs';

const { exerciseWorksheet } = core;

import { decode, fromPath, fromPicture } from './qr-decode.mjs';

const LINK = 'https://example.org/playground/index.html#tree=((3,1,4),(1,5,9),(2,6,5))&proc=F2&step=0';

test("the page's QR code decodes to the link; its size is the version the link needs", () => {
  const m = qrMatrix(LINK);
  assert.equal(m.level, 'M');
  assert.equal((m.width - 17) % 4, 0);
  // 87 bytes at level M: version 6 (41 modules; version 5 holds 84 bytes).
  assert.equal(LINK.length, 87);
  assert.equal(m.width, 41);
  assert.equal(decode(m.width, m.dark), LINK);
  // The SVG path draws exactly these modules.
  assert.equal(decode(m.width, fromPath(qrPath(m), m.width)), LINK);
});

test('non-ASCII is percent-encoded, and a link over the limit is refused', () => {
  const m = qrMatrix('https://example.org/#title=Übung');
  assert.equal(decode(m.width, m.dark), 'https://example.org/#title=%C3%9Cbung');
  assert.throws(() => qrMatrix(`https://example.org/#${'x'.repeat(MAX_LINK)}`), /too long for a QR code/);
});

test("a worksheet's QR picture decodes to the exercise's link", () => {
  const spec = 'values.F2.s4.d2h3.good.v-5..5';
  const tex = exerciseWorksheet(spec, { url: 'https://example.org/playground/', number: 2 });
  assert.match(tex, /\\section\*\{Exercise 2: the values returned --- F2 \(Knuth \\& Moore 1975\)\}/);
  const { width, dark } = fromPicture(tex);
  assert.equal(decode(width, dark), `https://example.org/playground/#mode=practice&ex=${spec}`);
  assert.doesNotMatch(exerciseWorksheet(spec, {}), /\\begin\{picture\}/);
});
