// Messages to the page that embeds this one (a learning system, a course page, a book).
// Only ever to window.parent, never to other windows. The target origin is the parent's
// when the browser tells it (location.ancestorOrigins in Chromium and Safari, else the
// origin of document.referrer, which a frame's first load carries unless the parent's
// referrer policy strips it). When neither is known, or the parent is an opaque origin
// (a file:// page, a sandboxed frame: "null" cannot be a target), the target is '*': what
// is sent is the student's score and answers on this exercise, which the parent shows to
// the student anyway, so a wrong recipient learns nothing secret, and refusing to send would
// break every embedding whose referrer is hidden.

/** True when this page is inside a frame. */
export const embedded = (win = globalThis.window) => !!win && win.parent !== win;

/** The parent's origin, or '*' when it cannot be known (see above). */
export function parentOrigin(win = globalThis.window) {
  const candidates = [win.location?.ancestorOrigins?.[0], referrerOrigin(win.document?.referrer)];
  for (const o of candidates) if (o && o !== 'null' && /^[a-z][a-z0-9+.-]*:\/\//i.test(o)) return o;
  return '*';
}

function referrerOrigin(ref) {
  if (!ref) return null;
  try {
    return new URL(ref).origin;
  } catch {
    return null;
  }
}

/** Posts `data` to the parent (nothing when not embedded); false when the browser refused. */
export function postToParent(data, win = globalThis.window) {
  if (!embedded(win)) return false;
  try {
    win.parent.postMessage(data, parentOrigin(win));
    return true;
  } catch {
    return false; // an uncloneable value or a malformed origin: the page goes on
  }
}
