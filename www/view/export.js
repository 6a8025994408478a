// Export: the tree view as SVG or PNG, the tree as text (and savePng for other SVG pictures). Files are made in the browser
// (Blob + an <a download>); nothing is sent anywhere.

import { pageError } from '../core/page-error.js';
import { TOKENS } from './marks.js';
import treeCss from './tree-view.css?inline';

export function save(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The colours in force (light or dark), so the exported file looks like the page. */
function themeVars(svg) {
  const cs = getComputedStyle(svg);
  const names = TOKENS.map((t) => `--tv-${t}`);
  return `.tree-svg{${names.map((n) => `${n}:${cs.getPropertyValue(n).trim()}`).join(';')}}`;
}

/** The tree view as a standalone SVG document: {text, width, height}. */
export function svgDocument(view) {
  const css = treeCss + '\n' + themeVars(view.svg);
  const bg = getComputedStyle(view.svg).getPropertyValue('--tv-bg').trim() || '#ffffff';
  return view.exportSvg(css, { background: bg });
}

export function exportSvg(view, name = 'game-tree.svg') {
  const { text } = svgDocument(view);
  save(new Blob([text], { type: 'image/svg+xml' }), name);
}

export async function exportPng(view, name = 'game-tree.png') {
  const { text, width, height } = svgDocument(view);
  await savePng(text, width, height, name);
}

/** Draws an SVG document (text) on a canvas at up to 2x and saves it as a PNG. */
export async function savePng(text, width, height, name) {
  const scale = Math.min(2, 16000 / Math.max(width, height));
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.decoding = 'sync';
    await new Promise((ok, fail) => {
      img.onload = ok;
      img.onerror = () => fail(pageError('the browser could not draw the SVG', 'export-svg-failed', {}));
      img.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const ctx = canvas.getContext('2d');
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, width, height);
    const blob = await new Promise((ok) => canvas.toBlob(ok, 'image/png'));
    if (!blob) throw pageError('the picture is too large for a PNG', 'export-png-big', {});
    save(blob, name);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function exportText(text, name = 'game-tree.txt') {
  save(new Blob([text + '\n'], { type: 'text/plain' }), name);
}
