// Presentation layouts (a projector): the tidy layout with the fewest rows of terminals that
// shows the whole tree in the box with every label at least minFont CSS px — staggering the
// terminals over two or more rows when one row would make them smaller (layout.js).
import { FONT, tidyLayout } from './layout.js';

/** The most rows of terminals a presentation staggers them over. */
const MAX_ROWS = 4;

export class TidyLayouts {
  #parent = null;
  #made = new Map();

  /** The tidy layout of `shape` with its terminals in `rows` rows, made once per shape. */
  of(shape, rows, compact) {
    // Each layout made once per shape: a toggle of presentation mode, the resize that follows
    // it and a toggle back take the ones already made (d3's tidy tree of 820 positions, four
    // times over, was much of a toggle's cost).
    if (this.#parent !== shape.parent) {
      this.#parent = shape.parent;
      this.#made = new Map();
    }
    const key = `${rows}|${compact}`;
    if (!this.#made.has(key)) this.#made.set(key, tidyLayout(shape, { rows, compact }));
    return this.#made.get(key);
  }

  /**
   * The layout for a box: outside presentation (present null) the ordinary one; in it, the
   * fewest rows of terminals that fit the box (`size()`: {w, h}) at present.minFont, else
   * one row, followed at a readable size.
   */
  forBox(shape, present, size) {
    if (!present) return this.of(shape, 1, false);
    const { w, h } = size();
    const need = present.minFont / FONT;
    let best = null;
    for (let rows = 1; rows <= MAX_ROWS; rows++) {
      const pos = this.of(shape, rows, true);
      const b = pos.bounds;
      if (Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0)) >= need) return pos;
      best ??= pos; // nothing fits: one row, followed at a readable size
      if (shape.terminals !== undefined && rows >= shape.terminals) break;
    }
    return best;
  }
}

/** Whether layout `next` differs from `now` in what a presentation changes (rows, row height). */
export function rowsChanged(next, now) {
  return (next.rows ?? 1) !== (now?.rows ?? 1) || next.dy !== now?.dy;
}
