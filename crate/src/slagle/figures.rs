//! The report's figures as trees in our notation (values from Max's standpoint; the root is
//! P, its successors P1, P2, ... in order). The figures did not survive the OCR of the
//! report; each is rebuilt from the prose of §5-§7 and the LISP examples of Appendices B
//! and C (`maxv[P23]=17 in Fig. 2`, `glbua[10;(6);2]=5 in Fig 6`, ...). Values the report
//! gives are used as given; values it leaves open (marked ‡) are our choices within the
//! stated constraints and are listed per figure; the one value derived from a LISP example
//! (†, from `bua[6;(7);2]=11 in Fig 6`) is marked too.

/// Fig. 1 (§5.1, 1&1 minimaxing): P1 -> (30, 30), P2 -> (29, 80). 1&1 gives v1 = 30,
/// v2 = 29 and picks P1; the sample 2&2 functions give v1 = 22, v2 ~ 29 and pick P2.
pub const FIG_1: &str = "((30,30),(29,80))";

/// Fig. 2 (§6, 2&2 minimaxing, `sta[P;2;2;4] = P2`): P2 -> P21, P22, P23;
/// P23 -> P231 = 16, P232 = 12, P233; P233 -> 15, 20, 17. v233 = 13, v23 = 17, v2 = 11.
/// ‡: P1 = 10 (as in Figs. 3-6), P3 = 8 (both must be below 11); P21 = 13, P22 = 15
/// (the report gives only {v21, v22} = {13, 15}).
pub const FIG_2: &str = "(10,(13,15,(16,12,(15,20,17))),8)";
/// The root's dmax in Fig. 2 (`sta[P;2;2;4]`); equal to the tree's height.
pub const FIG_2_DMAX: u32 = 4;

/// Fig. 3 (§7.1, highest-level alpha cutoff): P1 = 10, P2 -> P21 = 5, P22, P23 (with
/// successors), then P3. After v21 = 5 <= 10, P22 and P23 are not examined.
/// ‡: P22 = 12, P23 -> (14, 15), P3 = 7.
pub const FIG_3: &str = "(10,(5,12,(14,15)),7)";

/// Fig. 4 (§7.2, 2&2 beta cutoff): P1 = 10; P2 -> P21 = 13, P22 = 15, P23, P24;
/// P23 -> P231 = 16, P232 (with successors), P233, P234 (with successors). After
/// v231 = 16 >= beta = 15, P232, P233, P234 and their successors are not examined.
/// ‡: P232 -> (11, 14), P233 = 12, P234 -> (9, 18), P24 = 20.
pub const FIG_4: &str = "(10,(13,15,(16,(11,14),12,(9,18)),20))";

/// Figs. 5 and 6 (§7.3, 2&2 alpha cutoff; full 2&2 alpha-beta, `sta[P;2;2;5] = P1`):
/// P1 = 10; P2 -> P21 = 15, P22 = 13, P23, P24; P23 -> P231 = 6, P232 = 2, P233, P234 = 7†;
/// P233 -> P2331 = 4, P2332, P2333. glbua[10;(6);2] = 5, v233 <= 4 (cut), v23 = 11,
/// v2 = 9. ‡: P2332 = 9, P2333 = 3 (never examined by alpha-beta), P24 = 14 (>= 13),
/// P3 = 7 (< 10).
pub const FIG_5_6: &str = "(10,(15,13,(6,2,(4,9,3),7),14),7)";
/// The root's dmax in Fig. 6 (`sta[P;2;2;5]`): one more than the tree's height, which
/// the report's LISP examples (`glbua[10;(6);2]`, `bub[13;(11);3]`) confirm.
pub const FIG_5_6_DMAX: u32 = 5;

/// A tree where the report's literal root rule (`alpha <= u`) makes 2&2 alpha-beta differ
/// from 2&2 minimaxing even with the identity (our example, not the report's): P2 is
/// cut at u = 10 = alpha and wins the tie with a bound; its true value is 3.
pub const TIE_DISCREPANCY: &str = "(10,(10,3))";
