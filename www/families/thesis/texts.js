// Muszycka's procedures as the thesis prints them (1985, chapter 2 and Appendix 1), line for
// line with the thesis' own line numbers, "under the negamax framework" except SSS* and
// Pearl's minimax Scout. Comments are shortened to their first line where the print wraps
// them; the code is as printed. OCR slips mended from the text around them (each the only
// reading the thesis' prose allows): "p,," and "p_i" read pi (the son p_i) in the calls, the
// lost minus of "-branchandbound(pi,-m)", "*m" for "-m" in the Campbell–Marsland line 9, the
// lost ")" of testm's line 10. The cut-off tests are printed "m > beta" and kept so (the page
// runs the resolved ≥ unless "literal" is set; the code panel follows what the core did).

export const BRANCHANDBOUND = [
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

export const ALPHABETA = [
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

/** §2.3: "line 6 of alphabeta becomes m:=-MAXINT, and line 9 becomes ...". */
export const FALPHABETA = ALPHABETA.map((l) =>
  l
    .replace('FUNCTION alphabeta', 'FUNCTION falphabeta')
    .replace('6. m:=alpha;', '6. m:=-MAXINT;')
    .replace('9. m:=max(m, -alphabeta(pi, -beta, -m));', '9. m:=max(m,-falphabeta(pi,-beta,-max(m,alpha)));'),
);

export const PALPHABETA = [
  '1. FUNCTION palphabeta ( p : TREENODE ) : NUMERIC ;',
  '2. VAR i,f : INTEGER ; m,t : NUMERIC ;',
  '3. BEGIN',
  '4. f:=generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5. IF f=0 THEN return(staticvalue(p)); /* p is leaf node */',
  '6. m:=-palphabeta(p1);',
  '7. FOR i:=2 TO f DO',
  '8. BEGIN',
  '9. t:=-falphabeta(pi, -m-1, -m);',
  '10. IF t>m THEN m:=-alphabeta(pi, -MAXINT, -t);',
  '11. END;',
  '12. return(m); /* return value of m as function value */',
  '13.END.',
];

export const PVS = [
  '1. FUNCTION pvs ( p : TREENODE ;',
  '                alpha, beta : NUMERIC ) : NUMERIC ;',
  '2. VAR i, f : INTEGER ; bound, t, m : NUMERIC ;',
  '3. BEGIN',
  '4. f:=generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5. IF f=0 THEN return(staticvalue(p)); /* p is leaf node */',
  '6. m:=-pvs(p1, -beta, -alpha);',
  '7. IF m < beta THEN',
  '8. FOR i:=2 TO f DO',
  '9. BEGIN',
  '10. bound:=max(m, alpha);',
  '11. t:=-pvs(pi, -bound-1, -bound);',
  '12. IF t > m THEN',
  '13. m:=-pvs(pi, -beta, -t);',
  '14. IF m > beta THEN',
  '15. return(m); /* cut-off below node pi */',
  '16. END;',
  '17. return(m); /* return value of m as function value */',
  '18. END.',
];

export const SCOUT = [
  '1. FUNCTION scout ( p : TREENODE ) : NUMERIC ;',
  '2. VAR i, f : INTEGER ; m : NUMERIC ; op : BOOLEAN ;',
  '3. BEGIN',
  '4.   f:=generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5.   IF f=0 THEN return(staticvalue(p)); /* p is leaf node */',
  '6.   m:=-scout(p1);',
  '7.   op:=TRUE ; /* parameter used to compare nodes in function test */',
  '8.   FOR i:=2 TO f DO',
  '9.     IF (NOT test(pi, -m, not op)) THEN m:=-scout(pi);',
  '10.  return(m); /* return value of m as the function value */',
  '11. END.',
];

export const TEST = [
  '1. FUNCTION test (p : TREENODE ; v : INTEGER; op : BOOLEAN)',
  '      : BOOLEAN;',
  '2. VAR i, f : INTEGER ;',
  '3. BEGIN',
  '4. f := generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5. IF f=0 THEN /* p is a leaf node */',
  '6.   IF ((staticvalue(p) >= v) AND (op)) OR',
  '7.     ((staticvalue(p) > v) AND (not op)) THEN',
  '8.     return TRUE /* node p can not be the best son */',
  '9.   ELSE return FALSE; /* node p may become the best son */',
  '10. FOR i:=1 TO f DO',
  '11.   IF NOT test(pi, -v, not op) THEN',
  '12.     return TRUE; /* node pi can not become the best son */',
  '13. return FALSE;',
  '14. END.',
];

export const TESTM = [
  '1. FUNCTION testm (p : TREENODE ; v : INTEGER)',
  '      : BOOLEAN;',
  '2. VAR i, f : INTEGER;',
  '3. BEGIN',
  '4. f:=generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5. IF f=0 THEN /* p is a leaf node */',
  '6. IF (staticvalue(p) > v) THEN',
  '7. return TRUE /* node p can not be the best son */',
  '8. ELSE return FALSE; /* node p may become the best son */',
  '9. FOR i:=1 to f DO',
  '10. IF NOT(testm(pi, -v)) THEN',
  '11. return TRUE; /* node pi can not become the best son */',
  '12. return FALSE;',
  '13. END.',
];

/** Appendix 1: "the only difference is that line 9 becomes". */
export const SCOUT_CM = SCOUT.map((l) => (l.startsWith('9.') ? '9.     t:=-alphabeta(pi, -m-1, -m); if (t>m) then m:=-scout(pi).' : l));

/** Appendix 1: Scout "under the minimax framework ..., as given by Pearl". */
export const SCOUT_PEARL = [
  '1. FUNCTION scout ( p : TREENODE ) : NUMERIC ;',
  '2. VAR i, f : INTEGER ; m : NUMERIC ; op : BOOLEAN ;',
  '3. BEGIN',
  '4.   f:=generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5.   IF f=0 THEN return(staticvalue(p)); /* p is leaf node */',
  '6.   m:=scout(p1);',
  '7.   FOR i:=2 TO f DO',
  '8.     IF p is MAX node THEN op:=FALSE;',
  '9.     IF (NOT test(pi, m, op)) THEN m:=scout(pi);',
  '10.  ELSE /* pi is MIN node */',
  '11. op:=TRUE;',
  '12. IF test(pi,m,op) THEN m:=scout(pi);',
  '13. return(m); /* return value of m as the function value */',
  '14.END.',
];

export const TEST_PEARL = [
  '1.FUNCTION test (p :TREENODE ; v :INTEGER; op :BOOLEAN)',
  '    : BOOLEAN;',
  '2. VAR i,f : INTEGER ;',
  '3. BEGIN',
  '4. f:=generate(p); /* generate sons p1, p2, ..., pf of node p */',
  '5. IF f=0 THEN /* p is a leaf node */',
  '6.   IF ((staticvalue(p) >= v) AND (not op)) OR',
  '7.     ((staticvalue(p) > v) AND ( op)) THEN',
  '8.     return TRUE /* node p can not be the best son */',
  '9.   ELSE return FALSE; /* node p may become the best son */',
  '10. FOR i:=1 TO f DO',
  '11.   BEGIN',
  '12.     IF (pi is MAX node) AND (test(pi,v,op)) THEN',
  '13.       return TRUE; /* node pi can not become the best son */',
  '14.     IF (pi is MIN node) AND (NOT test(pi,v,op)) THEN',
  '15.       return FALSE;',
  '16. END;',
  '17. IF (pi is MAX node) THEN return TRUE',
  '18. ELSE return FALSE;',
  '19. END.',
];

/** §2.6: the algorithm's five steps (comments shortened). */
export const SSS_STEPS = [
  '1. Put the triple <root, LIVE, MAXINT> on a list called OPEN.',
  '2. Remove from OPEN the topmost triple <p, s, m>.',
  '3. If p = root and s = SOLVED, then terminate the algorithm with m',
  '   being equal to the minimax value of the root. Otherwise continue.',
  '4. Call Gamma (<p, s, m>).',
  '5. Go to 2.',
];

export const GAMMA = [
  '1. PROCEDURE gamma (p:TREENODE, s:[LIVE,SOLVED], m:NUMERIC);',
  '2. VAR i, f : INTEGER;',
  '3. BEGIN',
  '4. IF s = LIVE THEN /* p is to be evaluated */',
  '5. IF p leaf THEN',
  '6. insert <p,SOLVED,min(m,staticvalue(p)> in',
  '7. its proper sorted position in OPEN',
  '8. ELSE /* p is nonleaf */',
  '9. IF p is MIN node THEN',
  '10. put <leftmost-son-of-p,s,m> at the top of OPEN ;',
  '11. ELSE /* p is MAX node */',
  '12. FOR i:=f DOWNTO 1 DO',
  '13. put <pi,s,m> at the top of OPEN /* f is the fan-out of p */',
  '14. ELSE /* s = SOLVED */',
  '15. IF p is MIN node THEN',
  '16. put <parent-of-p,s,m> at the top of OPEN and',
  '17. delete from OPEN all triples associated with',
  '18. the successors of the parent-of-p ;',
  '19. ELSE /* p is MAX node */',
  '20. IF p is the rightmost sibling THEN',
  '21. put <parent-of-p,s,m> at the top of OPEN',
  '22. ELSE /* p is not the rightmost sibling */',
  '23. put <next-right-sibling-of-p,LIVE,m> at the top',
  '24. of OPEN ;',
  '25.END.',
];
