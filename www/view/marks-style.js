// Puts the marks' table (marks.js) where the SVG renderer's elements are drawn: its style
// sheet and its fill patterns, once per document or shadow root (a <game-tree-playground>
// has its own). The patterns live in a zero-size <svg> that is never hidden: a pattern in a
// hidden tree (the main view's box while Compare shows, say) would not paint the others.
import { marksCss, PATTERNS } from './marks.js';

const SVG = 'http://www.w3.org/2000/svg';
const done = new WeakSet();

function make(name, attrs = {}) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/** The <defs> of the fill patterns (ids tv-<name>, classes styled by marksCss()). */
export function patternDefs() {
  const defs = make('defs');
  for (const [name, p] of Object.entries(PATTERNS)) {
    const pat = make('pattern', { id: `tv-${name}`, patternUnits: 'userSpaceOnUse', width: p.size, height: p.size });
    if (p.rotate) pat.setAttribute('patternTransform', `rotate(${p.rotate})`);
    pat.append(make('rect', { width: p.size, height: p.size, class: `pat-${name}-bg` }));
    if (p.line) pat.append(make('line', { x1: 0, y1: 0, x2: 0, y2: p.size, class: `pat-${name}-mark` }));
    if (p.dot) pat.append(make('circle', { cx: p.size / 2, cy: p.size / 2, r: p.dot.r, class: `pat-${name}-mark` }));
    defs.append(pat);
  }
  return defs;
}

/** Adds the marks' style sheet and patterns to the document or shadow root `node` is in
 *  (nothing when it is in neither yet, or has them). */
export function adoptMarks(node) {
  const root = node.getRootNode?.();
  const isDoc = root instanceof Document;
  if (!(isDoc || root instanceof ShadowRoot) || done.has(root)) return;
  done.add(root);
  const style = document.createElement('style');
  style.dataset.treeMarks = '';
  style.textContent = marksCss();
  // class tree-svg: the patterns' contents take the colour tokens and rules where they are.
  const holder = make('svg', { class: 'tree-svg', width: 0, height: 0, 'aria-hidden': 'true', 'data-tree-marks': '' });
  holder.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
  holder.append(patternDefs());
  if (isDoc) {
    root.head.append(style);
    root.body.append(holder);
  } else {
    root.prepend(style);
    root.append(holder);
  }
}
