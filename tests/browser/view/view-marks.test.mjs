// Every mark of the tree view's table (www/view/marks.js) is drawn by both renderers: the SVG
// one (trees up to 1000 positions) and the canvas one (larger trees). For each mark, a tree
// is drawn with the mark on one position and again without it, by the page's own TreeView
// in a box of its own; the pixels where the mark goes (read from a screenshot, the same way
// for both renderers) must show the mark's colour, and more of it than without the mark. The
// SVG drawing must also carry the mark's element or class on that position.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { R } from '../../../www/view/layout.js';
import { CUT, markNames, OVERLAY, PATTERNS, STATUS } from '../../../www/view/marks.js';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The position the marks are put on: Dewey 2.2 (depth 2, an interior position) of a
 *  uniform tree of degree 3, and its parent (Dewey 2). */
const AT = 8;
const PARENT = 2;

/** The colour a status is recognised by: its fill when filled, else its outline's. */
function statusToken(st) {
  const s = STATUS[st];
  if (typeof s.fill === 'object') return PATTERNS[s.fill.pattern].line?.stroke ?? PATTERNS[s.fill.pattern].dot.fill;
  return s.fill !== 'bg' ? s.fill : s.stroke;
}

/** A status drawn in other colours than `st` (the same position without the mark): orange
 *  (deep) or purple (saved), as no grey and no blue blends into them at an antialiased edge. */
const otherThan = (st) => (STATUS[st].stroke === 'deep' ? 'saved' : 'deep');

const box = (cx, cy, hw, hh) => ({ cx, cy, hw, hh });

/**
 * Per mark of the table: the model with it (`on`) and without it (`off`) as changes to a
 * picture where every position is examined, where to look (`regions`: boxes in tree units
 * from the marked position's centre, or along the edge from its parent, `edge`: 0 is the
 * edge's middle) with the colour token to find there, and what the SVG drawing must carry.
 */
function scenario(name) {
  const [kind, st] = name.includes(':') ? name.split(':') : [name, null];
  const outline = box(0, 0, R + 4, R + 4);
  switch (kind) {
    case 'status': {
      const regions = [{ ...outline, token: STATUS[st].stroke }];
      // A filled status: its fill (colour or pattern) inside the outline too.
      if (STATUS[st].fill !== 'bg') regions.push({ ...box(0, 0, R / 2, R / 2), token: statusToken(st) });
      return { on: { status: st }, off: { status: otherThan(st) }, regions, svg: { nodeClass: `st-${st}` } };
    }
    case 'cut':
      return {
        on: { status: st, cut: st },
        off: { status: st },
        regions: [{ edge: 0, ...box(0, 0, 8, 8), token: STATUS[st].stroke }],
        svg: { selector: `.cut.cut-${st}[data-id="${AT}"] line` },
      };
    case 'ring': {
      const plain = Object.keys(STATUS).find((s) => STATUS[s].cut && !STATUS[s].cut.ring);
      const r = CUT.ring.r + 1.5;
      return {
        on: { status: st, cut: st },
        off: { status: st, cut: plain },
        regions: [{ edge: CUT.ring.offset, ...box(0, 0, r, r), token: STATUS[st].stroke }],
        svg: { selector: `.cut.cut-${st}[data-id="${AT}"] circle` },
      };
    }
    case 'current':
      return { on: { current: true }, off: {}, regions: [{ ...outline, token: OVERLAY.current.outline.stroke }], svg: { nodeClass: 'is-current' } };
    case 'active':
      return { on: { active: true }, off: {}, regions: [{ ...outline, token: OVERLAY.active.outline.stroke }], svg: { nodeClass: 'is-active' } };
    case 'pv':
      return { on: { pv: true }, off: {}, regions: [{ edge: 0, ...box(0, 0, 6, 6), token: OVERLAY.pv.edge.stroke }], svg: { edgeClass: 'pv' } };
    case 'extra': {
      const { at, arm } = OVERLAY.extra.plus;
      return {
        on: { extra: true },
        off: {},
        regions: [{ ...box(at[0], at[1], arm + 2, arm + 2), token: OVERLAY.extra.plus.stroke }],
        svg: { selector: `.mark-extra[data-id="${AT}"] line` },
      };
    }
    case 'critical': {
      const c = OVERLAY.critical.text;
      return {
        on: { critical: 2 },
        off: {},
        regions: [{ ...box(c.at[0] + c.size / 2, c.at[1] - c.size / 2, c.size / 2 + 2, c.size / 2 + 2), token: c.fill }],
        svg: { selector: `.tree-svg.show-critical .node[data-id="${AT}"] .crit`, text: '2' },
      };
    }
    case 'dewey':
      return {
        on: { dewey: true },
        off: {},
        regions: [{ ...box(0, -R, 3 * R, R), token: OVERLAY.dewey.text.fill }],
        svg: { selector: `.tree-svg.show-dewey .node[data-id="${AT}"] .dewey`, text: '2.2' },
      };
    case 'selected':
      return {
        on: { select: true },
        off: {},
        regions: [{ ...box(0, 0, R + OVERLAY.selected.ring.gap + 3, R + OVERLAY.selected.ring.gap + 3), token: OVERLAY.selected.ring.stroke }],
        svg: { selector: '.sel-ring[visibility=visible]' },
      };
    default:
      return null;
  }
}

/** Opens the page and puts a TreeView of a uniform tree (degree 3, `height`) in a box of its own. */
async function mount(height) {
  // Three device pixels per CSS pixel: a thin outline has pixels of its own colour, not
  // only its antialiased edge (which, for a dark line, passes through every grey).
  const r = await h.open('index.html', { viewport: { width: 1000, height: 700 }, deviceScaleFactor: 3 });
  await r.page.evaluate((height) => {
    const TreeView = document.querySelector('#tree-host [data-testid=tree]').treeView.constructor;
    const host = document.createElement('div');
    host.id = 'marks-host';
    Object.assign(host.style, { position: 'fixed', left: '0', top: '0', width: '800px', height: '560px', zIndex: '10000', background: '#fff' });
    const style = document.createElement('style');
    style.textContent = '#marks-host .tv-minimap { display: none !important; }'; // not over a mark
    document.head.append(style);
    document.body.append(host);
    const parent = [-1];
    const depth = [0];
    for (let i = 0; depth[i] < height; i++) for (let c = 0; c < 3; c++) parent.push(i), depth.push(depth[i] + 1);
    const n = parent.length;
    const degree = depth.map((d) => (d < height ? 3 : 0));
    const dewey = [''];
    for (let i = 1; i < n; i++) dewey.push(`${dewey[parent[i]] ? dewey[parent[i]] + '.' : ''}${((i - 1) % 3) + 1}`);
    const value = depth.map((d, i) => (d === height ? (i % 7) - 3 : null));
    const view = new TreeView(host, {});
    view.setShape({ parent, depth, degree, value, dewey, height, terminals: 3 ** height });
    window.__marks = view;
    return view.settled(); // the canvas renderer's code, loaded with the first tree too large for SVG
  }, height);
  return r;
}

/** Draws the picture `p` (a scenario's on or off) and returns the count of pixels of each
 *  region's colour, and what the SVG drawing carries. */
async function draw(page, p, regions, svg) {
  const where = await page.evaluate(
    ({ p, AT, PARENT }) => {
      const v = window.__marks;
      const n = v.shape.parent.length;
      const status = new Array(n).fill('examined');
      if (p.status) status[AT] = p.status;
      const labels = v.shape.value.map((x, i) => (i === AT ? '' : x === null ? '5' : String(x)));
      const critical = p.critical ? v.shape.parent.map((_, i) => (i === AT ? p.critical : null)) : null;
      v.render({
        labels,
        status,
        cuts: p.cut ? [{ id: AT, kind: p.cut }] : [],
        current: p.current ? AT : -1,
        active: p.active ? new Set([AT]) : null,
        pv: p.pv ? new Set([AT]) : null,
        marks: p.extra ? new Set([AT]) : null,
        critical,
        showDewey: !!p.dewey,
      });
      v.select(p.select ? AT : -1, { reveal: false });
      v.pointOf(AT); // in view
      const r = v.el.getBoundingClientRect();
      const at = (i) => ({ x: r.left + v.pos.x[i] * v.t.k + v.t.x, y: r.top + v.pos.y[i] * v.t.k + v.t.y });
      const colours = Object.fromEntries(
        ['bg', 'fg', 'muted', 'examined', 'shallow', 'deep', 'window', 'current', 'active', 'select', 'pv'].map((t) => [
          t,
          getComputedStyle(v.el).getPropertyValue(`--tv-${t}`).trim(),
        ]),
      );
      return { me: at(AT), parent: at(PARENT), k: v.t.k, renderer: v.el.dataset.renderer, colours };
    },
    { p, AT, PARENT },
  );
  const { me, parent, k } = where;
  // The edge from the parent's bottom to this position's top, and its direction.
  const e0 = { x: parent.x, y: parent.y + R * k };
  const e1 = { x: me.x, y: me.y - R * k };
  const len = Math.hypot(e1.x - e0.x, e1.y - e0.y);
  const u = { x: (e1.x - e0.x) / len, y: (e1.y - e0.y) / len };
  const counts = [];
  for (const g of regions) {
    const c = g.edge === undefined ? { x: me.x, y: me.y } : { x: e0.x + u.x * (len / 2 + g.edge * k), y: e0.y + u.y * (len / 2 + g.edge * k) };
    const clip = {
      x: Math.round(c.x + (g.cx - g.hw) * k),
      y: Math.round(c.y + (g.cy - g.hh) * k),
      width: Math.round(2 * g.hw * k),
      height: Math.round(2 * g.hh * k),
    };
    const png = await page.screenshot({ clip });
    counts.push(
      await page.evaluate(
        async ({ b64, hex }) => {
          const img = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' }));
          const c = new OffscreenCanvas(img.width, img.height);
          const ctx = c.getContext('2d');
          ctx.drawImage(img, 0, 0);
          const d = ctx.getImageData(0, 0, img.width, img.height).data;
          const probe = new OffscreenCanvas(1, 1).getContext('2d');
          probe.fillStyle = hex;
          probe.fillRect(0, 0, 1, 1);
          const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
          let count = 0;
          for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - r) <= 24 && Math.abs(d[i + 1] - g) <= 24 && Math.abs(d[i + 2] - b) <= 24) count++;
          return count;
        },
        { b64: png.toString('base64'), hex: where.colours[g.token] },
      ),
    );
  }
  const carried =
    where.renderer !== 'svg'
      ? null
      : await page.evaluate(
          ({ svg, AT }) => {
            const v = window.__marks;
            if (svg.nodeClass) return v.drawing.nodes[AT].classList.contains(svg.nodeClass);
            if (svg.edgeClass) return v.drawing.edges[AT].classList.contains(svg.edgeClass);
            const e = v.el.querySelector(svg.selector);
            if (!e || getComputedStyle(e).display === 'none') return false;
            return svg.text == null || e.textContent === svg.text;
          },
          { svg, AT },
        );
  return { counts, renderer: where.renderer, carried };
}

describe('every mark of the table, drawn by both renderers', () => {
  const names = markNames();
  test('the table has a drawing test for every mark', () => {
    for (const name of names) assert.ok(scenario(name), `a scenario for the mark ${name}`);
    assert.ok(names.includes('critical') && names.includes('status:deep') && names.includes('ring:window'));
  });
  for (const [renderer, height] of [
    ['svg', 4], // 121 positions
    ['canvas', 7], // 3280 positions
  ]) {
    test(`${renderer}: each mark shows its colour where it goes`, async () => {
      const { page, context, clean } = await mount(height);
      const failed = [];
      for (const name of names) {
        const s = scenario(name);
        const on = await draw(page, s.on, s.regions, s.svg);
        const off = await draw(page, s.off, s.regions, s.svg);
        assert.equal(on.renderer, renderer);
        s.regions.forEach((g, j) => {
          const [a, b] = [on.counts[j], off.counts[j]];
          console.log(`# ${renderer} ${name} (${g.token}): ${a} pixels with the mark, ${b} without`);
          if (!(a >= 30 && a >= 1.5 * b + 10)) failed.push(`${name}: ${a} pixels of ${g.token} with the mark, ${b} without`);
        });
        if (renderer === 'svg' && !on.carried) failed.push(`${name}: the SVG drawing does not carry it (${JSON.stringify(s.svg)})`);
        if (renderer === 'svg' && off.carried && !s.svg.nodeClass?.startsWith('st-')) failed.push(`${name}: the SVG drawing carries it without the mark`);
      }
      assert.deepEqual(failed, [], `marks not drawn by the ${renderer} renderer`);
      clean();
      await context.close();
    });
  }
});
