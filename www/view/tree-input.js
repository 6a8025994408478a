// The tree view's input (tree-view.js): the wheel and the pointer (drag to pan, pinch to zoom,
// a tap to select), and the keyboard of the WAI-ARIA APG's tree view — arrows, Home, End,
// Enter, zoom keys and type-ahead on Dewey names. It moves the view through its public
// calls (zoomBy, panBy, fit, reveal) and says what the user chose through the view's
// onSelect(id, how) and onActivate(id).
import { dfsOrderOf } from './dfs-order.js';
import { idAt, idOfDewey, nearestAt, pinAt } from './tree-hits.js';

/** How long (ms) the keys typed for a Dewey name (type-ahead) wait for the next one. */
const TYPE_AHEAD_MS = 900;
/** A pointer that moves further than this (CSS px) drags the view instead of selecting. */
const DRAG_FROM = 5;

/** Listens on `target` (the view's focusable box) for view `v`. */
export function listen(v, target) {
  /** The pointers down: where each was and went, and the position it went down on. */
  const pointers = new Map();
  let dragged = false;
  target.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const r = target.getBoundingClientRect();
      v.zoomBy(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.002)), e.clientX - r.left, e.clientY - r.top);
    },
    { passive: false },
  );
  target.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    v.stopGlide(); // the user takes the view
    let id = -1;
    if (v.mode === 'svg') {
      // A pin (path-pins.js, a picture over the tree) is its ancestor: a tap on it goes there.
      const node = e.target.closest?.('.node');
      const pin = pinAt(v, e.clientX, e.clientY);
      id = pin >= 0 ? pin : node ? Number(node.getAttribute('data-id')) : nearestAt(v, e.clientX, e.clientY);
    } else id = idAt(v, e.clientX, e.clientY);
    const pinned = id >= 0 && id === pinAt(v, e.clientX, e.clientY);
    target.setPointerCapture?.(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY, id, pinned });
    dragged = pointers.size > 1;
  });
  target.addEventListener('pointermove', (e) => {
    const p = pointers.get(e.pointerId);
    if (!p) return;
    if (pointers.size === 1) {
      if (Math.hypot(e.clientX - p.x0, e.clientY - p.y0) > DRAG_FROM) dragged = true;
      if (dragged) v.panBy(e.clientX - p.x, e.clientY - p.y);
    } else if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const before = Math.hypot(a.x - b.x, a.y - b.y);
      const mx0 = (a.x + b.x) / 2;
      const my0 = (a.y + b.y) / 2;
      p.x = e.clientX;
      p.y = e.clientY;
      const after = Math.hypot(a.x - b.x, a.y - b.y);
      const r = target.getBoundingClientRect();
      // Pinch: zoom about the fingers' midpoint, and follow the midpoint (two-finger pan).
      v.t = { ...v.t, x: v.t.x + (a.x + b.x) / 2 - mx0, y: v.t.y + (a.y + b.y) / 2 - my0 };
      if (before > 0) v.zoomBy(after / before, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
      return;
    }
    p.x = e.clientX;
    p.y = e.clientY;
  });
  const end = (e) => {
    const p = pointers.get(e.pointerId);
    pointers.delete(e.pointerId);
    if (!p || e.type === 'pointercancel') return;
    // The position under the pointer when it went down (capture retargets pointerup).
    if (!dragged && pointers.size === 0 && p.id >= 0) {
      v.opts.onSelect?.(p.id, 'pointer');
      if (p.pinned) v.reveal(p.id); // a pin stands for a position off screen: go to it
    }
  };
  target.addEventListener('pointerup', end);
  target.addEventListener('pointercancel', end);
  const typeAhead = new TypeAhead(v);
  target.addEventListener('keydown', (e) => key(v, e, typeAhead));
}

/** The keys of the APG tree view, the zoom keys, and digits for the type-ahead. */
function key(v, e, typeAhead) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const shape = v.shape;
  if (!shape?.parent.length) return;
  const s = v.selected;
  let next = -1;
  switch (e.key) {
    case 'ArrowUp':
      next = s < 0 ? 0 : Math.max(shape.parent[s], 0);
      break;
    case 'ArrowDown':
      next = s < 0 ? 0 : shape.degree[s] > 0 ? v.first[s] : s;
      break;
    case 'ArrowLeft':
    case 'ArrowRight': {
      if (s < 0) {
        next = 0;
        break;
      }
      // A level is a contiguous run of breadth-first ids, left to right.
      const d = shape.depth[s];
      const { levelStart } = v.pos;
      next = Math.max(levelStart[d], Math.min(levelStart[d + 1] - 1, s + (e.key === 'ArrowLeft' ? -1 : 1)));
      break;
    }
    case 'Home':
      next = 0;
      break;
    case 'End': {
      // The last position in depth-first order (the APG tree's last visible item).
      const { order } = dfsOrderOf(shape);
      next = order[order.length - 1];
      break;
    }
    case '*':
      // The APG's "expand all siblings": every position is always drawn, so every sibling
      // is expanded already; the key is taken so it does nothing else.
      break;
    case 'Enter':
    case 'F2':
      if (s >= 0) v.opts.onActivate?.(s);
      break;
    case '+':
    case '=':
      v.zoomBy(1.25);
      break;
    case '-':
    case '_':
      v.zoomBy(0.8);
      break;
    case '0':
      if (typeAhead.typing) return typeAhead.key(e);
      v.fit();
      break;
    default:
      if (/^[1-9.]$/.test(e.key)) return typeAhead.key(e);
      return;
  }
  e.preventDefault();
  e.stopPropagation();
  if (next >= 0) v.opts.onSelect?.(next, 'keyboard');
}

/**
 * Type-ahead on Dewey names (the APG tree's): digits and dots typed within TYPE_AHEAD_MS of
 * each other name a position ("2", "2.1", "1.10"), which is selected as soon as it exists.
 * A 0 is a digit only inside a name (alone it is the fit key: Dewey names never start with 0).
 */
class TypeAhead {
  constructor(v) {
    this.v = v;
    this.typed = '';
    this.timer = null;
  }

  /** Whether a name is being typed (a 0 now is one of its digits). */
  get typing() {
    return this.typed !== '';
  }

  key(e) {
    e.preventDefault();
    e.stopPropagation();
    clearTimeout(this.timer);
    this.typed += e.key;
    this.timer = setTimeout(() => (this.typed = ''), TYPE_AHEAD_MS);
    const v = this.v;
    const id = idOfDewey(v.shape, v.first, this.typed.replace(/\.+$/, ''));
    if (id >= 0 && id !== v.selected) v.opts.onSelect?.(id, 'keyboard');
  }
}
