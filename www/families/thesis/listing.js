// Muszycka's Branch-and-bound and Alphabeta as the thesis prints them (§2.1 and §2.2, "under
// the negamax framework"), line for line with the thesis' own line numbers. Two OCR slips
// are mended from the text around them: line 9 of branchandbound calls branchandbound(pi,
// -m) (the OCR lost "i" and the minus sign). Alphabeta's cut-off test is printed
// "IF m > beta" (the page's resolved reading uses ≥; the listing keeps the print). `thesisLine`
// and `thesisLive` follow the core's thesis trace (families/thesis/stepper.js).

const BNB = [
  '1. FUNCTION branchandbound ( p : TREENODE ;',
  '                           bound : NUMERIC ) : NUMERIC ;',
  '2. VAR i,f : INTEGER ; m : NUMERIC ;',
  '3. BEGIN',
  '4. f:=generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5. IF f=0 THEN return(staticvalue(p)); /* p is leaf node */',
  '6. m:=-MAXINT ;',
  '7. FOR i:=1 TO f DO',
  '8.   BEGIN',
  '9.     m:=max(m,-branchandbound(pi,-m)) ;',
  '10.    IF m>= bound THEN return(m); /* cut-off below node p */',
  '11.  END;',
  '12. return(m); /* return value of m as function value */',
  '13.END.',
];

const AB = [
  '1. FUNCTION alphabeta ( p : TREENODE ;',
  '                      alpha, beta : NUMERIC ) : NUMERIC ;',
  '2. VAR i, f : INTEGER; m : NUMERIC ;',
  '3. BEGIN',
  '4. f:=generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5. IF f=0 THEN return(staticvalue(p)); /* p is leaf node */',
  '6. m:=alpha;',
  '7. FOR i:=1 TO f DO',
  '8. BEGIN',
  '9. m:=max(m, -alphabeta(pi, -beta, -m));',
  '10. IF m > beta THEN return(m); /* cut-off below node pi */',
  '11. END;',
  '12. return(m); /* return value of m as function value */',
  '13. END.',
];

/** Index of the listing line that starts with the thesis' line number `n`. */
const at = (lines, n) => lines.findIndex((l) => l.startsWith(`${n}.`));

export const THESIS_LISTINGS = {
  'branch-and-bound': { lines: BNB, cite: 'Muszycka 1985, §2.1 (Branch-and-bound, negamax framework)', window: 'bound' },
  alphabeta: { lines: AB, cite: 'Muszycka 1985, §2.2 (Alphabeta, negamax framework); the cut-off test as printed', window: 'alphabeta' },
};

/**
 * The call the step is in and its line: folded from the first k events (enter {at, call},
 * evaluate, return, cutoff). m follows line 9: m := max(m, -value returned by son i).
 */
export function thesisLive(proc, trace, k, shape) {
  const L = THESIS_LISTINGS[proc].lines;
  const frames = [];
  let line = 0;
  let returned = null;
  for (let j = 0; j < Math.min(k, trace.length); j++) {
    const e = trace[j];
    const top = frames.at(-1);
    returned = null;
    if (e.type === 'enter') {
      if (top) top.i += 1;
      const c = e.call ?? {};
      const alpha = proc === 'alphabeta' ? c.alpha : null;
      frames.push({ at: e.at, alpha, beta: c.beta ?? c.bound, m: proc === 'alphabeta' ? c.alpha : '-inf', i: 0 });
      line = at(L, 4);
    } else if (e.type === 'evaluate') {
      if (top) Object.assign(top, { m: e.value, evaluated: true }); // staticvalue(p), shown as f(p)
      line = at(L, 5);
    } else if (e.type === 'cutoff') {
      line = at(L, 10);
    } else if (e.type === 'return') {
      const done = frames.pop();
      const parent = frames.at(-1);
      returned = { at: e.at, value: e.value };
      if (parent && done) {
        const t = neg(e.value);
        if (greater(t, parent.m)) parent.m = t;
        parent.t = t;
      }
      line = shape.degree[e.at] === 0 ? at(L, 5) : line === at(L, 10) ? at(L, 10) : at(L, 12);
    }
  }
  return { frame: frames.at(-1) ?? null, returned, line, terminal: false };
}

function neg(v) {
  return v === '-inf' ? '+inf' : v === '+inf' ? '-inf' : -v;
}

function num(v) {
  return v === '-inf' ? -Infinity : v === '+inf' ? Infinity : v;
}

function greater(a, b) {
  return num(a) > num(b);
}
