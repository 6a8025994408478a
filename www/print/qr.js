// A QR code of a link, for print: the printed picture of a tree or an exercise leads back to
// the page. qrcode-generator (MIT, no dependencies, a small single file that has encoded QR
// codes since 2009) makes the modules; they are drawn here as one SVG path.
import qrcode from 'qrcode-generator';
import { pageError } from '../core/page-error.js';

/** The longest link put in a QR code (characters), as the worksheets' (crate/src/qr.rs). */
export const MAX_LINK = 1200;

/** The modules of `link`'s QR code (level M, or L when M does not fit): {width, dark(r, c), level, text}. */
export function qrMatrix(link) {
  const text = new URL(link).href; // ASCII: non-ASCII characters percent-encoded
  if (text.length > MAX_LINK)
    throw pageError(
      `the link is too long for a QR code (${text.length} characters; at most ${MAX_LINK})`,
      'qr-too-long',
      { n: text.length, max: MAX_LINK },
      false,
    );
  for (const level of ['M', 'L']) {
    try {
      const q = qrcode(0, level);
      q.addData(text, 'Byte');
      q.make();
      return { width: q.getModuleCount(), dark: (r, c) => q.isDark(r, c), level, text };
    } catch {
      /* does not fit at this level: try the next */
    }
  }
  throw pageError('the link does not fit in a QR code', 'qr-no-fit', {});
}

/** The quiet zone around the symbol, in modules (the QR standard's four). */
export const QUIET = 4;

/** An SVG path of the dark modules, one unit per module, the quiet zone included in the offset. */
export function qrPath(m) {
  let d = '';
  for (let r = 0; r < m.width; r++) {
    for (let c = 0; c < m.width; ) {
      if (!m.dark(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < m.width && m.dark(r, c)) c++;
      d += `M${start + QUIET} ${r + QUIET}h${c - start}v1h${start - c}z`;
    }
  }
  return d;
}
