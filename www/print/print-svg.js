// Export › "Tree view with QR code": the tree as a static SVG with a QR code of this
// state's link beside it and the link in small print below, for worksheets and PDFs that
// cannot hold the interactive page.
import { save } from '../view/export.js';
import { QUIET, qrMatrix, qrPath } from './qr.js';

const NS = 'http://www.w3.org/2000/svg';

function el(doc, name, attrs) {
  const e = doc.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** The SVG document (text) of `tree` ({text, width, height}, an exported tree view) and `link`'s QR code. */
export function printSvg(tree, link) {
  const m = qrMatrix(link);
  const qrSize = Math.max(120, Math.min(240, tree.height)); // at least 3 px a module for ~40 modules
  const gap = 16;
  const fontSize = 9;
  const width = tree.width + gap + qrSize;
  const height = Math.max(tree.height, qrSize) + gap + fontSize * 1.5;
  const doc = document.implementation.createDocument(NS, 'svg', null);
  const root = doc.documentElement;
  for (const [k, v] of Object.entries({ width, height, viewBox: `0 0 ${width} ${height}` })) root.setAttribute(k, String(v));
  root.append(el(doc, 'rect', { x: 0, y: 0, width, height, fill: '#ffffff' }));
  const treeSvg = new DOMParser().parseFromString(tree.text, 'image/svg+xml').documentElement;
  treeSvg.setAttribute('x', '0');
  treeSvg.setAttribute('y', '0');
  root.append(doc.importNode(treeSvg, true));
  const n = m.width + 2 * QUIET;
  const g = el(doc, 'g', { class: 'qr', 'data-modules': m.width, transform: `translate(${tree.width + gap} 0) scale(${qrSize / n})` });
  g.append(el(doc, 'rect', { x: 0, y: 0, width: n, height: n, fill: '#ffffff' }));
  g.append(el(doc, 'path', { d: qrPath(m), fill: '#000000', 'shape-rendering': 'crispEdges' }));
  root.append(g);
  const caption = el(doc, 'text', {
    x: 0,
    y: height - fontSize * 0.5,
    'font-size': Math.min(fontSize, (width / Math.max(1, m.text.length)) * 1.8),
    'font-family': 'sans-serif',
    fill: '#333333',
  });
  caption.textContent = m.text; // text, never markup
  root.append(caption);
  return { text: new XMLSerializer().serializeToString(doc), width, height, modules: m.width };
}

/** Saves `printSvg` as a file. */
export function exportPrintSvg(tree, link, name = 'game-tree-qr.svg') {
  const { text } = printSvg(tree, link);
  save(new Blob([text], { type: 'image/svg+xml' }), name);
}
