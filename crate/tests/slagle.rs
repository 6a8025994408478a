//! Slagle's m&n minimaxing (Appendix B) and m&n alpha-beta (Appendix C): the report's
//! worked examples (Figs. 1-6 and the appendices' LISP examples, as rebuilt in
//! `gametree::slagle::figures`), and properties on seeded random trees: 1&1 minimaxing is
//! F0, and m&n alpha-beta chooses m&n minimaxing's move with the resolved tie rule.
//! A failing property prints the seed and the tree text.

mod common;
use common::{ctx, tree_for};
use gametree::notation::parse;
use gametree::search;
use gametree::slagle::backup::{monotonicity, spot_check};
use gametree::slagle::figures::*;
use gametree::slagle::list::{ditto, insert};
use gametree::slagle::{
    check_equivalence, mn_alphabeta, mn_alphabeta_with, mn_minimax, mn_minimax_with, BackingUp, Backup, BackupFn,
    Bound, CutoffKind, Difference, MnError, MnEvent, MnOptions, MnResult, Side, TieRule, Value, Warning,
};
use gametree::tree::{Content, Limits, Tree};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;

// ---------------------------------------------------------------------------------------
// Helpers

fn tree(text: &str) -> Tree {
    parse(text).unwrap()
}

fn opts(m: usize, n: usize, dmax: u32) -> MnOptions {
    MnOptions { dmax: Some(dmax), trace: true, ..MnOptions::new(m, n) }
}

/// The value returned at Dewey `at`, and whether it is exact.
fn at(r: &MnResult, t: &Tree, at: &str) -> (f64, Bound) {
    let v = r.value_at(t, at).unwrap().unwrap_or_else(|| panic!("{at} was not examined"));
    (v.value.get(), v.bound)
}

fn examined(r: &MnResult, t: &Tree, at: &str) -> bool {
    r.value_at(t, at).unwrap().is_some()
}

fn best(r: &MnResult) -> u32 {
    r.best.as_ref().expect("the root has successors").index
}

/// Backing-up functions that log every call in the report's notation, e.g.
/// `buma[(13,16);1]=17`.
struct Logged {
    inner: Backup,
    calls: RefCell<Vec<String>>,
}

impl Logged {
    fn new(inner: Backup) -> Logged {
        Logged { inner, calls: RefCell::new(Vec::new()) }
    }
    fn log(&self, name: &str, old: Option<f64>, l: &[f64], dmax: u32, v: f64) -> f64 {
        let list: Vec<String> = l.iter().map(|&x| Value(x).to_string()).collect();
        let old = old.map(|o| format!("{};", Value(o))).unwrap_or_default();
        self.calls.borrow_mut().push(format!("{name}[{old}({});{dmax}]={}", list.join(","), Value(v)));
        v
    }
    fn has(&self, call: &str) -> bool {
        self.calls.borrow().iter().any(|c| c == call)
    }
}

impl BackingUp for Logged {
    fn buma(&self, ma: &[f64], d: u32) -> f64 {
        self.log("buma", None, ma, d, self.inner.buma(ma, d))
    }
    fn bunb(&self, nb: &[f64], d: u32) -> f64 {
        self.log("bunb", None, nb, d, self.inner.bunb(nb, d))
    }
    fn glbua(&self, o: f64, a: &[f64], d: u32) -> f64 {
        self.log("glbua", Some(o), a, d, self.inner.glbua(o, a, d))
    }
    fn lubub(&self, o: f64, b: &[f64], d: u32) -> f64 {
        self.log("lubub", Some(o), b, d, self.inner.lubub(o, b, d))
    }
    fn is_exact(&self) -> bool {
        self.inner.is_exact()
    }
    fn validate(&self, m: usize, n: usize) -> Result<Vec<Warning>, MnError> {
        self.inner.validate(m, n)
    }
}

// ---------------------------------------------------------------------------------------
// Appendix A and the sample functions' LISP examples

#[test]
fn appendix_a_ditto_and_insert() {
    assert_eq!(ditto(("A", "B"), 2), vec![("A", "B"), ("A", "B")]);
    assert_eq!(insert(&[2, 6, 7], 4, |a, b| a < b), vec![2, 4, 6, 7]);
    let p = tree(FIG_2);
    // succ[P233] = (P2331, P2332, P2333) in Fig. 2.
    let p233 = p.position("2.3.3").unwrap();
    let succ: Vec<String> = p.children(p233).map(|c| p.dewey(c).to_string()).collect();
    assert_eq!(succ, ["2.3.3.1", "2.3.3.2", "2.3.3.3"]);
}

#[test]
fn the_sample_functions_reproduce_every_lisp_example() {
    let b = Backup::sample();
    let inf = f64::INFINITY;
    // Appendix B, Fig. 2.
    assert_eq!(b.buma(&[13.0, 16.0], 1), 17.0, "buma[(13,16);1] = 17");
    assert_eq!(b.bunb(&[15.0, 13.0], 2), 11.0, "bunb[(15,13);2] = 11");
    // Appendix C, Fig. 6: bua[alpha; a] = buma[alpha :: a], bub likewise.
    assert_eq!(b.buma(&[6.0, 7.0], 2), 11.0, "bua[6;(7);2] = 11");
    assert_eq!(b.bunb(&[13.0, 11.0], 3), 9.0, "bub[13;(11);3] = 9");
    assert_eq!(b.glbua(10.0, &[6.0], 2), 5.0, "glbua[10;(6);2] = 5");
    assert_eq!(b.lubub(inf, &[15.0], 3), inf, "lubub[inf;(15);3] = inf");
    // §6: v233 = 15 - 2^(3 - (17 - 15)) = 13.
    assert_eq!(b.bunb(&[17.0, 15.0], 0), 13.0);
    // glbua is -inf when oldalpha <= a_2; lubub is +inf when oldbeta >= b_2.
    assert_eq!(b.glbua(6.0, &[6.0], 0), f64::NEG_INFINITY);
    assert_eq!(b.lubub(15.0, &[15.0], 0), inf);
    // A padding value (fewer successors than m) adds nothing: u + 2^-inf = u.
    assert_eq!(b.buma(&[f64::NEG_INFINITY, 4.0], 0), 4.0);
    assert_eq!(b.bunb(&[inf, 4.0], 0), 4.0);
}

#[test]
fn the_inverses_solve_the_backing_up_equations() {
    let b = Backup::exponential(1.5, 0.75, -0.5, 2.0);
    for (old, a2) in [(10.0, 6.0), (3.25, 1.0), (100.0, 7.0)] {
        let g = b.glbua(old, &[a2], 0);
        assert!((b.buma(&[g, a2], 0) - old).abs() < 1e-9, "bua[glbua[{old};({a2})]] = {old}");
        let l = b.lubub(-old, &[-a2], 0);
        assert!((b.bunb(&[l, -a2], 0) + old).abs() < 1e-9, "bub[lubub[{}]] = {}", -old, -old);
    }
    // The m > 2 extension: one term per further value, still inverted exactly.
    let g = b.glbua(12.0, &[6.0, 8.0], 0);
    assert!((b.buma(&[g, 6.0, 8.0], 0) - 12.0).abs() < 1e-9);
    assert!(spot_check(&b, 3, 4, 0).is_empty());
}

#[test]
fn the_theorem_of_section_8_1_warns_about_the_sample_function() {
    // x = 3, y = 1: y 2^x ln 2 = 8 ln 2 = 5.545 > 1; v has its minimum at a_2 - alpha = 2.47,
    // and for alpha = 10, v goes 18 -> 15 -> 14 as a_2 goes 10 -> 11 -> 12 (§6's sample function).
    let w = monotonicity(Side::Max, None, BackupFn::SAMPLE, 2).unwrap();
    assert!((w.product - 8.0 * std::f64::consts::LN_2).abs() < 1e-12);
    assert!((w.minimum_at - 2.4712).abs() < 1e-3, "{}", w.minimum_at);
    assert!(w.message.contains("section 8.1"), "{}", w.message);
    let b = Backup::sample();
    let v: Vec<f64> = [10.0, 11.0, 12.0].iter().map(|&a2| b.buma(&[10.0, a2], 0)).collect();
    assert_eq!(v, [18.0, 15.0, 14.0]);
    // Both sides warn (the min side by our symmetric extension of §8.1's Theorem to §8.2).
    let ws = b.warnings(2, 2);
    assert_eq!(ws.iter().map(|w| w.side).collect::<Vec<_>>(), [Side::Max, Side::Min]);
    // y 2^x ln 2 <= 1: no warning; for m = 3 the sum form needs 2 y 2^x ln 2 <= 1.
    let ok = BackupFn::Exponential { x: -1.0, y: 1.0 }; // 0.5 ln 2 = 0.35
    assert!(monotonicity(Side::Max, None, ok, 2).is_none());
    assert!(monotonicity(Side::Max, None, ok, 3).is_none());
    assert!(monotonicity(Side::Max, None, ok, 4).is_some(), "3 * 0.35 > 1");
    assert!(monotonicity(Side::Max, None, BackupFn::Identity, 2).is_none());
    // The result carries the warnings.
    let r = mn_minimax(&tree(FIG_1), 2, 2, &b).unwrap();
    assert_eq!(r.warnings.len(), 2);
    // Per-dmax functions are checked one by one.
    let mixed = Backup::identity().with_max_at(1, BackupFn::SAMPLE);
    let ws = mixed.warnings(2, 2);
    assert_eq!(ws.len(), 1);
    assert_eq!(ws[0].dmax, Some(1));
}

// ---------------------------------------------------------------------------------------
// Golden: the report's figures

#[test]
fn fig_1_one_and_one_minimaxing_picks_p1_and_the_sample_two_and_two_picks_p2() {
    let t = tree(FIG_1);
    let r = mn_minimax(&t, 1, 1, &Backup::identity()).unwrap();
    assert_eq!((at(&r, &t, "1").0, at(&r, &t, "2").0), (30.0, 29.0));
    assert_eq!(best(&r), 1);
    assert_eq!(r.value, Value(30.0));
    assert_eq!(search::f0(&t, &mut ()).finite(), Some(30));
    // §5.2's weakness, with §6's sample 2&2 functions: v1 = 30 - 2^3 = 22, v2 = 29 - 2^(3-51) ~ 29.
    let r = mn_minimax(&t, 2, 2, &Backup::sample()).unwrap();
    assert_eq!(at(&r, &t, "1").0, 22.0);
    assert!((at(&r, &t, "2").0 - 29.0).abs() < 1e-12);
    assert_eq!(best(&r), 2);
}

#[test]
fn fig_2_two_and_two_minimaxing_moves_to_p2() {
    let t = tree(FIG_2);
    let logged = Logged::new(Backup::sample());
    let r = mn_minimax_with(&t, &opts(2, 2, FIG_2_DMAX), &logged).unwrap();
    // sta[P;2;2;4] = P2 with v233 = 13, v23 = 17, v2 = 11.
    assert_eq!(at(&r, &t, "2.3.3"), (13.0, Bound::Exact));
    assert_eq!(at(&r, &t, "2.3"), (17.0, Bound::Exact));
    assert_eq!(at(&r, &t, "2"), (11.0, Bound::Exact));
    assert_eq!(best(&r), 2);
    assert_eq!(r.best.as_ref().unwrap().dewey.to_string(), "2");
    assert_eq!(r.value, Value(11.0));
    // maxvl[(P231,P232,P233);(-inf,-inf);1] = 17 backs up buma[(13,16);1];
    // minvl[(P21,P22,P23);(inf,inf);2] = 11 backs up bunb[(15,13);2].
    assert!(logged.has("buma[(13,16);1]=17"), "{:?}", logged.calls.borrow());
    assert!(logged.has("bunb[(15,13);2]=11"), "{:?}", logged.calls.borrow());
    assert!(logged.has("bunb[(17,15);0]=13"));
    // Minimaxing examines everything.
    assert_eq!(r.counts.positions, t.len() as u64);
    assert_eq!(r.counts.terminals, t.terminal_count() as u64);
    assert!(r.cutoffs.is_empty());
}

#[test]
fn backing_up_functions_may_differ_per_dmax() {
    // Fig. 2 with the identity for min-positions whose successors have dmax 0 (P233):
    // v233 = 15 (its best), then v23 = 16 + 2^(3 - (16 - 15)) = 20 and v2 = 13 - 2 = 11.
    let t = tree(FIG_2);
    let b = Backup::sample().with_min_at(0, BackupFn::Identity);
    let r = mn_minimax_with(&t, &opts(2, 2, FIG_2_DMAX), &b).unwrap();
    assert_eq!((at(&r, &t, "2.3.3").0, at(&r, &t, "2.3").0, at(&r, &t, "2").0), (15.0, 20.0, 11.0));
    // dmax labels depth from the root's dmax: with dmax 5 the same function sits at dmax 1.
    let r = mn_minimax_with(&t, &opts(2, 2, 5), &b).unwrap();
    assert_eq!(at(&r, &t, "2.3.3").0, 13.0);
}

#[test]
fn fig_2_two_and_two_alpha_beta_cuts_at_p231_and_still_moves_to_p2() {
    // Not in the report (it shows no alpha-beta on Fig. 2): with P1 = 10, a beta cutoff at
    // P231 (16 >= beta = 15); P232 and P233 with its subtree are never examined; the result is
    // still P2 with v2 = 11.
    let t = tree(FIG_2);
    let r = mn_alphabeta_with(&t, &opts(2, 2, FIG_2_DMAX), &Backup::sample()).unwrap();
    assert_eq!(best(&r), 2);
    assert_eq!(at(&r, &t, "2"), (11.0, Bound::Exact));
    assert_eq!(at(&r, &t, "2.3"), (16.0, Bound::Lower));
    assert_eq!(r.cutoffs.len(), 1);
    let c = &r.cutoffs[0];
    assert_eq!((c.dewey.to_string(), c.after, c.skipped, c.kind), ("2.3".into(), 1, 2, CutoffKind::MnBeta));
    assert_eq!((c.u, c.bound), (Value(16.0), Value(15.0)));
    for p in ["2.3.2", "2.3.3", "2.3.3.1", "2.3.3.2", "2.3.3.3"] {
        assert!(!examined(&r, &t, p), "{p} is not examined");
    }
    let e = check_equivalence(&t, &opts(2, 2, FIG_2_DMAX), &Backup::sample()).unwrap();
    assert!(e.equivalent, "{:?}", e.differences);
}

#[test]
fn fig_3_a_highest_level_alpha_cutoff() {
    // After v1 = 10 (alpha = 10 at P2) and v21 = 5 <= 10, P22 and P23 with its successors
    // are skipped and P3 is searched next.
    let t = tree(FIG_3);
    for b in [Backup::sample(), Backup::identity()] {
        let r = mn_alphabeta(&t, 2, 2, &b, TieRule::Strict).unwrap();
        assert_eq!(r.cutoffs.len(), 1);
        let c = &r.cutoffs[0];
        assert_eq!((c.dewey.to_string(), c.after, c.skipped), ("2".into(), 1, 2));
        assert_eq!(c.kind, CutoffKind::HighestLevelAlpha);
        assert_eq!((c.u, c.bound), (Value(5.0), Value(10.0)));
        assert_eq!(r.counts.highest_level_alpha_cutoffs, 1);
        assert_eq!(at(&r, &t, "2"), (5.0, Bound::Upper));
        for p in ["2.2", "2.3", "2.3.1", "2.3.2"] {
            assert!(!examined(&r, &t, p), "{p}");
        }
        assert!(examined(&r, &t, "3"));
        assert_eq!(best(&r), 1);
    }
}

#[test]
fn fig_4_a_two_and_two_beta_cutoff() {
    // alpha = 10 at P2; v21 = 13, v22 = 15 set beta = 15 at P23; v231 = 16 >= 15 cuts:
    // P232 (and its successors), P233, P234 (and its successors) are never examined, P24 is.
    let t = tree(FIG_4);
    let r = mn_alphabeta_with(&t, &opts(2, 2, t.height()), &Backup::sample()).unwrap();
    let enter_p23 = r.trace.as_ref().unwrap().iter().find_map(|e| match e {
        MnEvent::Enter { at, oldalpha, beta, .. } if *at == t.position("2.3").unwrap() => Some((*oldalpha, *beta)),
        _ => None,
    });
    assert_eq!(enter_p23, Some((Some(Value(10.0)), Some(Value(15.0)))), "oldalpha = 10, beta = 15 at P23");
    assert_eq!(r.cutoffs.len(), 1, "{:?}", r.cutoffs);
    let c = &r.cutoffs[0];
    assert_eq!((c.dewey.to_string(), c.after, c.skipped, c.kind), ("2.3".into(), 1, 3, CutoffKind::MnBeta));
    for p in ["2.3.2", "2.3.2.1", "2.3.2.2", "2.3.3", "2.3.4", "2.3.4.1", "2.3.4.2"] {
        assert!(!examined(&r, &t, p), "{p}");
    }
    assert!(examined(&r, &t, "2.4"));
    // With our ‡ values, v2 = bub[15;(13);3] = 13 - 2 = 11 > 10: P2.
    assert_eq!(at(&r, &t, "2"), (11.0, Bound::Exact));
    assert_eq!(best(&r), 2);
}

#[test]
fn figs_5_and_6_two_and_two_alpha_beta_step_by_step() {
    let t = tree(FIG_5_6);
    let logged = Logged::new(Backup::sample());
    let r = mn_alphabeta_with(&t, &opts(2, 2, FIG_5_6_DMAX), &logged).unwrap();
    let id = |d: &str| t.position(d).unwrap();
    let trace = r.trace.clone().unwrap();

    // sta[P;2;2;5] = P1 (sta4[P;(-inf);(inf);5], sta1[(P1,P2,P3);-inf;NOSUCC;4]).
    assert_eq!(best(&r), 1);
    assert_eq!(r.value, Value(10.0));
    // 1. After P21: lubub[inf;(15);3] = inf, phase 2 with beta = inf
    //    (minvl3[(P22,P23,P24);inf;(15)] = 9).
    assert!(logged.has("lubub[+inf;(15);3]=+inf"));
    assert!(trace.contains(&MnEvent::Inverse {
        at: id("2"),
        side: Side::Min,
        index: 1,
        value: Value::INF,
        phase2: true,
        bound: Value::INF
    }));
    // final[P22;10;inf;3] = T: P22 is entered with oldalpha 10, beta inf, dmax 3.
    assert!(trace.contains(&MnEvent::Enter {
        at: id("2.2"),
        side: Side::Max,
        dmax: 3,
        oldalpha: Some(Value(10.0)),
        alpha: None,
        beta: Some(Value::INF),
        oldbeta: None
    }));
    // 2. maxv[P23;10] with beta = 15.
    assert!(trace.contains(&MnEvent::Enter {
        at: id("2.3"),
        side: Side::Max,
        dmax: 3,
        oldalpha: Some(Value(10.0)),
        alpha: None,
        beta: Some(Value(15.0)),
        oldbeta: None
    }));
    // 3. glbua[10;(6);2] = 5: phase 2 with alpha = 5 (maxvl3[(P232,P233,P234);5;(6)] = 11).
    assert!(logged.has("glbua[10;(6);2]=5"));
    assert!(trace.contains(&MnEvent::Inverse {
        at: id("2.3"),
        side: Side::Max,
        index: 1,
        value: Value(5.0),
        phase2: true,
        bound: Value(5.0)
    }));
    // 4. P232 = 2 leaves alpha = max(2, 5) = 5.
    let take_232 = trace.iter().find_map(|e| match e {
        MnEvent::Take { at, index: 2, alpha, ignored, .. } if *at == id("2.3") => Some((*alpha, *ignored)),
        _ => None,
    });
    assert_eq!(take_232, Some((Some(Value(5.0)), true)));
    // 5. minv[P233;15] = 4: P2331 = 4 <= alpha = 5 is a 2&2 alpha cutoff.
    assert!(trace.contains(&MnEvent::Enter {
        at: id("2.3.3"),
        side: Side::Min,
        dmax: 2,
        oldalpha: None,
        alpha: Some(Value(5.0)),
        beta: None,
        oldbeta: Some(Value(15.0))
    }));
    assert_eq!(r.cutoffs.len(), 1);
    let c = &r.cutoffs[0];
    assert_eq!((c.dewey.to_string(), c.after, c.skipped, c.kind), ("2.3.3".into(), 1, 2, CutoffKind::MnAlpha));
    assert_eq!((c.u, c.bound), (Value(4.0), Value(5.0)));
    assert_eq!(at(&r, &t, "2.3.3"), (4.0, Bound::Upper));
    assert!(!examined(&r, &t, "2.3.3.2") && !examined(&r, &t, "2.3.3.3"));
    // 6. P234 = 7: alpha = 6, a = (7); bua[6;(7);2] = 11 = v23 (maxv[P23;10] = 11).
    assert!(logged.has("buma[(6,7);2]=11"));
    assert_eq!(at(&r, &t, "2.3"), (11.0, Bound::Exact));
    // 7-8. beta = 13, b = (11); bub[13;(11);3] = 9 = v2
    //      (minvl[(P21,P22,P23,P24);inf;(inf);3] = 9).
    assert!(logged.has("bunb[(13,11);3]=9"));
    assert_eq!(at(&r, &t, "2"), (9.0, Bound::Exact));
    assert_eq!(r.root_values.iter().map(|v| v.value).collect::<Vec<_>>(), [Value(10.0), Value(9.0), Value(7.0)]);

    // Fig. 5's justification: whatever P2332 and P2333 are, m&n minimaxing agrees.
    let mm = mn_minimax_with(&t, &opts(2, 2, FIG_5_6_DMAX), &Backup::sample()).unwrap();
    assert_eq!(best(&mm), 1);
    assert_eq!((at(&mm, &t, "2.3").0, at(&mm, &t, "2").0), (11.0, 9.0));
    assert!(at(&mm, &t, "2.3.3").0 <= 4.0, "v233 <= 4");
    let e = check_equivalence(&t, &opts(2, 2, FIG_5_6_DMAX), &Backup::sample()).unwrap();
    assert!(e.equivalent, "{:?}", e.differences);
    assert!(e.alphabeta.counts.positions < e.minimax.counts.positions);
}

#[test]
fn the_reports_literal_tie_rule_lets_a_bound_win() {
    // Appendices B and C: the root's `alpha <= u` (`sta1`) takes a successor cut off at u = alpha.
    let t = tree(TIE_DISCREPANCY);
    let literal = MnOptions { tie: TieRule::LessEq, ..MnOptions::new(2, 2) };
    let e = check_equivalence(&t, &literal, &Backup::identity()).unwrap();
    assert!(!e.equivalent);
    assert_eq!(best(&e.alphabeta), 2, "alpha-beta takes P2's bound 10");
    assert_eq!(best(&e.minimax), 1, "minimaxing knows v2 = 3");
    assert_eq!(at(&e.alphabeta, &t, "2"), (10.0, Bound::Upper));
    assert!(matches!(e.differences[..], [Difference::Move { .. }]), "{:?}", e.differences);
    // The resolved rule keeps P1 in both.
    let e = check_equivalence(&t, &MnOptions::new(2, 2), &Backup::identity()).unwrap();
    assert!(e.equivalent, "{:?}", e.differences);
    assert_eq!(best(&e.alphabeta), 1);
    // Under `<=` minimaxing itself gives ties to the later successor.
    let r = mn_minimax_with(
        &tree("(4,(5,4),4)"),
        &MnOptions { tie: TieRule::LessEq, ..MnOptions::new(1, 1) },
        &Backup::identity(),
    )
    .unwrap();
    assert_eq!(best(&r), 3);
    assert_eq!(best(&mn_minimax(&tree("(4,(5,4),4)"), 1, 1, &Backup::identity()).unwrap()), 1);
}

// ---------------------------------------------------------------------------------------
// Entry points, errors, plain data

#[test]
fn entry_points_by_name_and_errors_say_what_to_change() {
    let t = tree(FIG_2);
    let b = Backup::sample();
    // Names through the catalogue, which gives the procedure to run.
    let by_name = |name: &str, o: &MnOptions| match gametree::procedures::find(name).map(|e| e.kind) {
        Ok(gametree::procedures::Kind::Mn(p)) => gametree::slagle::run(p, &t, o, &b),
        other => panic!("{name}: {other:?}"),
    };
    let r = by_name("mn-alphabeta", &MnOptions::new(2, 2)).unwrap();
    assert_eq!(best(&r), 2);
    assert_eq!(by_name("mn-minimax", &MnOptions::new(3, 1)).unwrap().m, 3);
    let err = |r: Result<MnResult, MnError>| r.unwrap_err().to_string();
    assert!(gametree::procedures::find("mn-foo").unwrap_err().to_string().contains("mn-minimax, mn-alphabeta"));
    assert_eq!(
        err(mn_alphabeta(&t, 1, 2, &b, TieRule::Strict)),
        "m&n alpha-beta needs m >= 2 (Appendix C), got 1; use mn-minimax for 1"
    );
    assert_eq!(err(mn_minimax(&t, 2, 0, &b)), "n must be at least 1, got 0");
    assert_eq!(
        err(mn_minimax_with(&t, &MnOptions { dmax: Some(3), ..MnOptions::new(2, 2) }, &b)),
        "dmax 3 is less than the tree's height 4: interior positions have no static value"
    );
    assert_eq!(
        err(mn_minimax(&t, 2, 2, &Backup::exponential(3.0, 0.0, 3.0, 1.0))),
        "max side: y must be greater than 0 (Appendix C), got 0"
    );
    assert_eq!(
        "exp:3,1,3,-2".parse::<Backup>().unwrap_err().to_string(),
        "min side: s must be greater than 0 (Appendix C), got -2"
    );
    assert_eq!("sample".parse::<Backup>().unwrap(), Backup::sample());
    assert_eq!("exp:3,1".parse::<Backup>().unwrap(), Backup::sample());
    assert_eq!("identity".parse::<Backup>().unwrap(), Backup::identity());
    assert!("exp:1".parse::<Backup>().is_err());
    assert_eq!("<=".parse::<TieRule>().unwrap(), TieRule::LessEq);
    assert_eq!(TieRule::default(), TieRule::Strict);
    // A terminal root: no move, its own value.
    let r = mn_alphabeta(&tree("7"), 2, 2, &b, TieRule::Strict).unwrap();
    assert_eq!((r.best.clone(), r.value), (None, Value(7.0)));
}

#[test]
fn results_are_plain_json_with_infinities_as_strings() {
    let t = tree(FIG_5_6);
    let r = mn_alphabeta_with(&t, &opts(2, 2, FIG_5_6_DMAX), &Backup::sample()).unwrap();
    let j = serde_json::to_value(&r).unwrap();
    assert_eq!(j["procedure"], "mn-alphabeta");
    assert_eq!(j["tie"], "strict");
    assert_eq!(j["best"]["index"], 1);
    assert_eq!(j["best"]["dewey"], "1");
    assert_eq!(j["value"], 10);
    assert_eq!(j["cutoffs"][0]["kind"], "mn_alpha");
    assert_eq!(j["counts"]["mn_alpha_cutoffs"], 1);
    let trace = j["trace"].as_array().unwrap();
    assert_eq!(trace[0]["type"], "enter");
    assert!(trace.iter().any(|e| e["type"] == "inverse" && e["value"] == "+inf"), "lubub = +inf as a string");
    let json = serde_json::to_string(&r).unwrap();
    assert!(!json.contains("NaN"));
    // Unexamined positions are null: P2332 was skipped by the alpha cutoff.
    assert!(j["values"][t.position("2.3.3.2").unwrap() as usize].is_null());
    assert_eq!(j["values"][t.position("2.3.3").unwrap() as usize]["bound"], "upper");
    // Backing-up functions round-trip through JSON (per-dmax maps included).
    let b = Backup::sample().with_min_at(0, BackupFn::Identity);
    let back: Backup = serde_json::from_str(&serde_json::to_string(&b).unwrap()).unwrap();
    assert_eq!(back, b);
    assert_eq!(Value(2.5).to_string(), "2.5");
    assert_eq!(Value(f64::NEG_INFINITY).to_string(), "-inf");
}

// ---------------------------------------------------------------------------------------
// Properties on seeded random trees

/// Backing-up functions for a seed: the identity, the report's sample, a monotone pair,
/// random parameters, or random per-dmax mixtures.
fn backup_for(seed: u64) -> Backup {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let f =
        |rng: &mut ChaCha8Rng| BackupFn::Exponential { x: rng.random_range(-3.0..4.0), y: rng.random_range(0.05..3.0) };
    match seed % 5 {
        0 => Backup::identity(),
        1 => Backup::sample(),
        2 => Backup::exponential(-1.0, 0.5, -1.0, 0.5),
        3 => Backup {
            max: gametree::slagle::SideFns::all(f(&mut rng)),
            min: gametree::slagle::SideFns::all(f(&mut rng)),
        },
        _ => {
            let mut b = Backup::sample();
            for d in 0..6 {
                let g = if rng.random_bool(0.3) { BackupFn::Identity } else { f(&mut rng) };
                b = if rng.random_bool(0.5) { b.with_max_at(d, g) } else { b.with_min_at(d, g) };
            }
            b
        }
    }
}

const SEEDS: u64 = 1500;

#[test]
fn one_and_one_minimaxing_with_the_identity_is_f0() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let f0 = search::f0(&t, &mut ()).finite().unwrap() as f64;
        // F0 is negamax: its root value is already Max's standpoint.
        let r = mn_minimax(&t, 1, 1, &Backup::identity()).unwrap();
        assert_eq!(r.value.get(), f0, "1&1 = F0; {}", ctx(seed, &t));
        // The identity ignores all but the best value, so any m&n agrees too...
        let (m, n) = (1 + (seed % 3) as usize, 1 + (seed / 3 % 3) as usize);
        assert_eq!(mn_minimax(&t, m, n, &Backup::identity()).unwrap().value.get(), f0, "{m}&{n}; {}", ctx(seed, &t));
        // ...and so does the exponential family with m = n = 1 (no further terms).
        assert_eq!(mn_minimax(&t, 1, 1, &Backup::sample()).unwrap().value.get(), f0, "{}", ctx(seed, &t));
        // As does 2&2 alpha-beta with the identity.
        let ab = mn_alphabeta(&t, 2, 2, &Backup::identity(), TieRule::Strict).unwrap();
        assert_eq!(ab.value.get(), f0, "2&2 alpha-beta, identity; {}", ctx(seed, &t));
        assert_eq!(ab.best, r.best, "{}", ctx(seed, &t));
    }
}

/// The equivalence claim with the resolved tie rule, and the trace's shape.
fn check_seed(seed: u64, m: usize, n: usize) -> Result<(), String> {
    let t = tree_for(seed);
    let b = backup_for(seed / 3);
    let o = MnOptions { trace: seed.is_multiple_of(4), ..MnOptions::new(m, n) };
    let e = check_equivalence(&t, &o, &b).map_err(|e| format!("{e}; {}", ctx(seed, &t)))?;
    if !e.equivalent {
        return Err(format!("{m}&{n} with {b:?}: {:?}; {}", e.differences, ctx(seed, &t)));
    }
    let (mm, ab) = (&e.minimax, &e.alphabeta);
    if ab.counts.positions > mm.counts.positions || ab.counts.terminals > mm.counts.terminals {
        return Err(format!("alpha-beta examined more; {}", ctx(seed, &t)));
    }
    // Everything not examined lies below a cutoff; every cut position skipped what it says.
    let skipped: u64 = ab.cutoffs.iter().map(|c| c.skipped as u64).sum();
    if skipped > 0 && ab.counts.positions == mm.counts.positions {
        return Err(format!("cutoffs skipped nothing; {}", ctx(seed, &t)));
    }
    if let Some(trace) = &ab.trace {
        let enters = trace.iter().filter(|e| matches!(e, MnEvent::Enter { .. })).count() as u64;
        let leaves = trace.iter().filter(|e| matches!(e, MnEvent::Leave { .. })).count() as u64;
        let cuts = trace.iter().filter(|e| matches!(e, MnEvent::Cutoff { .. })).count();
        if enters != ab.counts.positions || leaves != enters || cuts != ab.cutoffs.len() {
            return Err(format!("trace: {enters} enters, {leaves} leaves, {cuts} cutoffs; {}", ctx(seed, &t)));
        }
    }
    Ok(())
}

#[test]
fn m_n_alpha_beta_chooses_m_n_minimaxings_move_on_random_trees() {
    let mut failures = Vec::new();
    for seed in 0..SEEDS {
        for (m, n) in [(2, 2), (2, 3), (3, 2), (4, 3)] {
            if let Err(e) = check_seed(seed, m, n) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{} failures, first: {}", failures.len(), failures[0]);
}

/// Only `buma` and `bunb`: `glbua` and `lubub` come from the trait's bisection.
struct BisectedInverses(Backup);

impl BackingUp for BisectedInverses {
    fn buma(&self, ma: &[f64], d: u32) -> f64 {
        self.0.buma(ma, d)
    }
    fn bunb(&self, nb: &[f64], d: u32) -> f64 {
        self.0.bunb(nb, d)
    }
}

#[test]
fn custom_functions_with_bisection_inverses_keep_the_equivalence() {
    for seed in 0..400 {
        let t = tree_for(seed);
        let b = BisectedInverses(backup_for(seed));
        for (m, n) in [(2, 2), (3, 2)] {
            let e = check_equivalence(&t, &MnOptions::new(m, n), &b).unwrap();
            assert!(e.equivalent, "{m}&{n}, {:?}: {:?}; {}", b.0, e.differences, ctx(seed, &t));
        }
    }
    // Fig. 6 reproduces with them too.
    let t = tree(FIG_5_6);
    let r = mn_alphabeta_with(&t, &opts(2, 2, FIG_5_6_DMAX), &BisectedInverses(Backup::sample())).unwrap();
    assert_eq!((best(&r), at(&r, &t, "2").0), (1, 9.0));
    assert!((at(&r, &t, "2.3").0 - 11.0).abs() < 1e-9);
}

#[test]
fn alpha_beta_saves_work_on_uniform_trees() {
    // Degree 4, height 6, values in [-50, 50]: 2&2 alpha-beta examines far fewer positions.
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let t = Tree::uniform(4, 6, Limits::default(), |_| rng.random_range(-50..=50)).unwrap();
    let e = check_equivalence(&t, &MnOptions::new(2, 2), &Backup::exponential(-1.0, 0.5, -1.0, 0.5)).unwrap();
    assert!(e.equivalent, "{:?}", e.differences);
    assert!(e.examined_ratio < 0.8, "ratio {}", e.examined_ratio);
}

#[test]
fn the_literal_tie_rule_changes_only_moves_never_the_root_value() {
    // With the identity (exact), `<=` can only pick a bound equal to the best value.
    let mut moves = 0;
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let o = MnOptions { tie: TieRule::LessEq, ..MnOptions::new(2, 2) };
        let e = check_equivalence(&t, &o, &Backup::identity()).unwrap();
        for d in &e.differences {
            match d {
                Difference::Move { .. } => moves += 1,
                other => panic!("{other:?}; {}", ctx(seed, &t)),
            }
        }
    }
    assert!(moves > 0, "the literal tie rule's discrepancy shows up on random trees with ties");
}

#[test]
fn very_deep_trees_do_not_overflow_the_stack() {
    // A path 100,000 levels deep (the default depth limit) with a terminal beside every
    // interior position.
    let h = 100_000u32;
    let t = Tree::build((0u32, false), Limits::default(), |(d, leaf), _, buf| {
        if leaf || d == h {
            Ok(Content::Terminal((d % 7) as i64 - 3))
        } else {
            buf.push((d + 1, false));
            buf.push((d + 1, true));
            Ok(Content::Interior)
        }
    })
    .unwrap();
    assert_eq!(t.height(), h);
    let f0 = search::f0(&t, &mut ()).finite().unwrap() as f64;
    assert_eq!(mn_minimax(&t, 1, 1, &Backup::identity()).unwrap().value.get(), f0);
    let e = check_equivalence(&t, &MnOptions::new(2, 2), &Backup::sample()).unwrap();
    assert!(e.equivalent, "{:?}", e.differences.first());
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

        #[test]
        fn alpha_beta_agrees_with_minimaxing(seed in any::<u64>(), m in 2usize..5, n in 2usize..5) {
            let r = check_seed(seed, m, n);
            prop_assert!(r.is_ok(), "{}", r.unwrap_err());
        }

        #[test]
        fn one_and_one_is_f0(seed in any::<u64>()) {
            let t = tree_for(seed);
            let f0 = search::f0(&t, &mut ()).finite().unwrap() as f64;
            let v = mn_minimax(&t, 1, 1, &Backup::identity()).unwrap().value.get();
            prop_assert_eq!(v, f0, "{}", ctx(seed, &t));
        }
    }
}

#[test]
fn a_trace_whose_lists_could_pass_the_limit_is_refused_before_the_search() {
    use gametree::slagle::{MnOptions, MAX_TRACE_LIST_VALUES};
    // A traced run keeps a list of up to max(m, n) values at every event: m = n = 10,000 on a
    // 22 KB tree ran out of memory and aborted, so the size is checked before the search.
    let wide = format!("({})", vec!["(1 2 3 4 5)"; 1000].join(" "));
    let tree = parse(&wide).unwrap();
    let traced = MnOptions { trace: true, ..MnOptions::new(10_000, 10_000) };
    for p in [gametree::slagle::MnProcedure::MnMinimax, gametree::slagle::MnProcedure::MnAlphabeta] {
        let e = gametree::slagle::run(p, &tree, &traced, &Backup::identity()).unwrap_err().to_string();
        assert!(e.contains(&MAX_TRACE_LIST_VALUES.to_string()) && e.contains("without the trace"), "{e}");
        // Without the trace the same search runs, and a small m and n may be traced.
        assert!(gametree::slagle::run(p, &tree, &MnOptions::new(10_000, 10_000), &Backup::identity()).is_ok());
        let small = MnOptions { trace: true, ..MnOptions::new(3, 3) };
        assert!(gametree::slagle::run(p, &tree, &small, &Backup::identity()).unwrap().trace.is_some());
    }
}
