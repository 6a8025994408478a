// Tells the embedding page the content's height whenever it changes, so that it can size
// the iframe and the exercise never shows a scrollbar of its own: Canvas's
// {subject: 'lti.frameResize', height} (its LTI window messages, also read by other
// learning systems) and the same height as {type: 'gametree-resize', height} for any
// course page (docs/embedding.md).
import { embedded, postToParent } from './parent.js';

/** The height the frame needs for `doc`'s body, margins included (CSS pixels). */
export function contentHeight(doc = document) {
  const body = doc.body;
  const cs = doc.defaultView.getComputedStyle(body);
  return Math.ceil(body.getBoundingClientRect().height + parseFloat(cs.marginTop) + parseFloat(cs.marginBottom));
}

/** Watches the body; returns a function that stops watching. */
export function reportHeight(win = window) {
  if (!embedded(win) || typeof win.ResizeObserver !== 'function') return () => {};
  let last = -1;
  let frame = 0;
  const send = () => {
    frame = 0;
    const height = contentHeight(win.document);
    if (height === last || !(height > 0)) return;
    last = height;
    postToParent({ subject: 'lti.frameResize', height }, win);
    postToParent({ type: 'gametree-resize', height }, win);
  };
  // One message per animation frame at most: a layout that settles over several
  // observations sends its final height once.
  const ro = new win.ResizeObserver(() => (frame ||= win.requestAnimationFrame(send)));
  ro.observe(win.document.body);
  return () => {
    ro.disconnect();
    if (frame) win.cancelAnimationFrame(frame);
  };
}
