// Stand-ins for the two panels only the other papers' procedures show: their options
// (panels/proc-options.js: Muszycka's reading, Slagle's m, n, backing-up functions and tie
// rule) and SSS*'s OPEN list (panels/open-list.js). Knuth & Moore's first view shows neither,
// so their code is not the first load's (docs/benchmarks.md, "First load"): it loads with
// those procedures' families (families/index.js, loadAlongside: load()), and else the first
// time the page has something for them, after which the page paints again. Until then a
// stand-in takes the same calls; what it cannot show yet is shown by that paint. The
// families also wait for the later part of the messages, so the panels' text is there.

/**
 * Loads a panel's module once (`importer()`); `make(module)` builds the panel. load(): resolves
 * once it is made (a failure resolves too, and the next paint tries again); want(): loads it
 * for a paint that had something for it, which `repaint()` repeats once it is in.
 */
function loader(importer, make, repaint) {
  let loading = null;
  let wanted = false;
  const box = { real: null };
  box.load = () =>
    (loading ??= importer().then(
      (m) => {
        box.real = make(m);
        if (wanted) repaint();
      },
      () => (loading = null), // not loaded (offline?)
    ));
  box.want = () => {
    wanted = true;
    box.load();
  };
  return box;
}

/** As ProcOptions (panels/proc-options.js): set, error, warnings. */
export class LazyProcOptions {
  /** @param {{onChange: (patch: object) => void}} opts  as ProcOptions'; `repaint()` paints the page */
  constructor(opts, repaint) {
    this.box = loader(
      () => import('./proc-options.js'),
      ({ ProcOptions }) => new ProcOptions(opts),
      repaint,
    );
  }

  load() {
    return this.box.load();
  }

  /** `names`: the procedures shown that have options; none: the panel stays hidden (index.html). */
  set(S, names) {
    if (this.box.real) return this.box.real.set(S, names);
    if (names.length) this.box.want();
  }

  error(text) {
    this.box.real?.error(text);
  }

  warnings(list) {
    this.box.real?.warnings(list);
  }
}

/** As OpenListPanel (panels/open-list.js): show, hide. */
export class LazyOpenList {
  /** @param {HTMLElement} host  the panel (hidden in index.html); `opts` as OpenListPanel's */
  constructor(host, opts, repaint) {
    this.host = host;
    this.box = loader(
      () => import('./open-list.js'),
      ({ OpenListPanel }) => new OpenListPanel(host, opts),
      repaint,
    );
  }

  load() {
    return this.box.load();
  }

  show(...args) {
    if (this.box.real) return this.box.real.show(...args);
    this.box.want();
  }

  hide() {
    if (this.box.real) return this.box.real.hide();
    this.host.hidden = true;
  }
}
