// The overview of a tree larger than its box: the whole tree's outline (each level's extent,
// and its positions while there is room) and a rectangle for what the box shows. Dragging or
// tapping the overview moves the view there. The outline is drawn once per shape into an
// offscreen canvas; a move redraws only the rectangle.
const W = 168;
const H = 72;

export class Minimap {
  /** @param {HTMLElement} host  @param {(ux:number, uy:number) => void} onMove  centre the view on tree units */
  constructor(host, onMove) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'tv-minimap';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.hidden = true;
    host.appendChild(this.canvas);
    this.onMove = onMove;
    this.image = null;
    const move = (e) => {
      const r = this.canvas.getBoundingClientRect();
      const { s, ox, oy } = this.map;
      const f = W / (r.width || W); // the overview may be drawn scaled down
      this.onMove(((e.clientX - r.left) * f - ox) / s, ((e.clientY - r.top) * f - oy) / s);
    };
    let down = false;
    this.canvas.addEventListener('pointerdown', (e) => {
      e.stopPropagation();
      down = true;
      this.canvas.setPointerCapture?.(e.pointerId);
      move(e);
    });
    this.canvas.addEventListener('pointermove', (e) => down && move(e));
    const up = (e) => {
      down = false;
      e.stopPropagation();
    };
    this.canvas.addEventListener('pointerup', up);
    this.canvas.addEventListener('pointercancel', up);
    this.canvas.addEventListener('wheel', (e) => e.stopPropagation(), { passive: true });
  }

  remove() {
    this.canvas.remove();
  }

  /** The outline of a new shape. */
  setShape(shape, pos, theme) {
    const b = pos.bounds;
    const bw = b.x1 - b.x0;
    const bh = b.y1 - b.y0;
    const s = Math.min((W - 8) / bw, (H - 8) / bh);
    this.map = { s, ox: (W - bw * s) / 2 - b.x0 * s, oy: (H - bh * s) / 2 - b.y0 * s };
    const dpr = window.devicePixelRatio || 1;
    const img = document.createElement('canvas');
    img.width = W * dpr;
    img.height = H * dpr;
    const ctx = img.getContext('2d');
    ctx.scale(dpr, dpr);
    const { x, y, levelStart } = pos;
    const { ox, oy } = this.map;
    ctx.fillStyle = theme.muted;
    for (let d = 0; d < levelStart.length - 1; d++) {
      const a = levelStart[d];
      const e = levelStart[d + 1];
      const yy = y[a] * s + oy;
      if (e - a <= W) for (let i = a; i < e; i++) ctx.fillRect(x[i] * s + ox - 1, yy - 1, 2, 2);
      else ctx.fillRect(x[a] * s + ox, yy - 1, (x[e - 1] - x[a]) * s + 1, 2);
    }
    this.image = img;
    this.theme = theme;
  }

  /**
   * Where the overview is drawn in a w-wide box ({left, top, bottom}, box pixels: its CSS
   * place in the top right corner, scaled as update() scales it), or null when it is hidden.
   * Computed, not measured: read while drawing, it forces no layout.
   */
  area(w) {
    if (this.canvas.hidden) return null;
    return this.areaAt(w, this.canvas.classList.contains('at-left') ? 'left' : 'right');
  }

  /** Where the overview would be in a w-wide box in its top `side` ('right', 'left') corner. */
  areaAt(w, side) {
    const s = this.#scale(w);
    const left = side === 'left' ? 6 : w - 6 - (W + 2) * s;
    return { left, right: left + (W + 2) * s, top: 6, bottom: 6 + (H + 2) * s };
  }

  /** Puts the overview in the top `side` corner, or hides it (null) until the next update. */
  place(side) {
    if (!side) this.canvas.hidden = true;
    else this.canvas.classList.toggle('at-left', side === 'left');
  }

  #scale(w) {
    return w < 560 ? Math.max(0.6, (w * 0.34) / W) : 1;
  }

  /** Shows the rectangle of the visible part, or hides the overview when all of it is visible. */
  update(t, w, h, bounds) {
    const all = bounds.x0 * t.k + t.x >= -1 && bounds.x1 * t.k + t.x <= w + 1 && bounds.y0 * t.k + t.y >= -1 && bounds.y1 * t.k + t.y <= h + 1;
    this.canvas.hidden = all || !this.image || w < 200;
    // In a narrow box (a phone) the overview is smaller, clear of the root at the top centre.
    this.canvas.style.transform = w < 560 ? `scale(${this.#scale(w).toFixed(3)})` : '';
    if (this.canvas.hidden) return;
    const dpr = window.devicePixelRatio || 1;
    if (this.canvas.width !== W * dpr) {
      this.canvas.width = W * dpr;
      this.canvas.height = H * dpr;
    }
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(this.image, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const { s, ox, oy } = this.map;
    const x0 = (-t.x / t.k) * s + ox;
    const y0 = (-t.y / t.k) * s + oy;
    ctx.strokeStyle = this.theme.select;
    ctx.lineWidth = 2;
    ctx.strokeRect(x0, y0, Math.max(3, (w / t.k) * s), Math.max(3, (h / t.k) * s));
  }
}
