// Decodes a QR module matrix with jsQR (an independent decoder): the matrix is drawn as an
// RGBA image, 4 pixels a module, with the four-module quiet zone.
import jsQR from 'jsqr';

/** `dark(r, c)` for a `width` × `width` symbol → the decoded text, or null. */
export function decode(width, dark) {
  const scale = 4;
  const side = (width + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let r = 0; r < width; r++) {
    for (let c = 0; c < width; c++) {
      if (!dark(r, c)) continue;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const i = (((r + 4) * scale + y) * side + (c + 4) * scale + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
      }
    }
  }
  return jsQR(data, side, side)?.data ?? null;
}

/** The modules of an SVG path of `h` runs (`M x y h k v1 h-k z`, quiet zone 4) → dark(r, c). */
export function fromPath(d, width) {
  const set = new Set();
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-?\d+z/g)) {
    const [x, y, k] = [Number(m[1]) - 4, Number(m[2]) - 4, Number(m[3])];
    for (let c = x; c < x + k; c++) set.add(y * width + c);
  }
  return (r, c) => set.has(r * width + c);
}

/** The modules of a worksheet's LaTeX picture (`\put(x,y){\rule{k\unitlength}...}`) → {width, dark}. */
export function fromPicture(tex) {
  const side = Number(/\\begin\{picture\}\((\d+),/.exec(tex)[1]);
  const width = side - 8;
  const set = new Set();
  for (const m of tex.matchAll(/\\put\((\d+),(\d+)\)\{\\rule\{(\d+)\\unitlength\}/g)) {
    const [x, y, k] = [Number(m[1]) - 4, Number(m[2]), Number(m[3])];
    const row = side - 4 - 1 - y;
    for (let c = x; c < x + k; c++) set.add(row * width + c);
  }
  return { width, dark: (r, c) => set.has(r * width + c) };
}
