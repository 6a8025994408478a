//! Every procedure of the catalogue against F0 on seeded random trees (ties, negative
//! values, terminals at mixed depths), and the run record's derived fields against their
//! definitions: a procedure added to the catalogue is checked here without naming it.

mod common;

use common::{ctx, negamax_values, tree_for, window_for};
use gametree::aspiration::{self, Outcome};
use gametree::procedures::{self, Family, Kind, Options};
use gametree::record::{Bound, Record, Status, Trace};
use gametree::search::{self, ExaminedOrder, Procedure};
use gametree::tree::{NodeId, Tree};
use gametree::{Score, Window};

const SEEDS: u64 = 600;

/// Options under which every procedure computes the minimax value: the identity makes m&n
/// minimaxing ordinary minimaxing (Slagle §6); the others ignore `backup`.
fn minimax_options() -> Options {
    Options { backup: "identity".into(), ..Options::default() }
}

/// What a bound says about the true value `f` (both in the procedure's standpoint).
fn holds(bound: Bound, value: f64, f: f64) -> bool {
    match bound {
        Bound::Exact => value == f,
        Bound::Lower => f >= value,
        Bound::Upper => f <= value,
    }
}

/// In the procedure's standpoint a minimax procedure's bounds at Min's positions are the
/// negated F's bounds: check them against the minimax value directly.
fn check_bound(r: &Record, t: &Tree, f: &[i64], p: NodeId, value: f64, bound: Bound) -> bool {
    let truth = if r.minimax && !t.is_max(p) { -f[p as usize] } else { f[p as usize] } as f64;
    holds(bound, value, truth)
}

#[test]
fn every_procedure_of_the_catalogue_finds_f0s_value_on_random_trees() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let f0 = search::f0(&t, &mut ()).finite().unwrap() as f64;
        for e in procedures::all() {
            let r = e.run(&t, &minimax_options()).unwrap_or_else(|err| panic!("{}: {err}; {}", e.name, ctx(seed, &t)));
            // The root is Max's: negamax and minimax agree there.
            assert_eq!(r.value.get(), f0, "{}; {}", e.name, ctx(seed, &t));
            assert!(r.exact, "{}; {}", e.name, ctx(seed, &t));
            assert_eq!(r.status.len(), t.len());
            let (_, c) = e.count(&t, &minimax_options(), &mut search::Stack::new()).unwrap();
            assert_eq!((c.positions, c.terminals), (r.counts.positions, r.counts.terminals), "{}", e.name);
        }
    }
}

#[test]
fn every_procedure_with_a_window_satisfies_knuth_and_moores_condition_9() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let f0 = search::f0(&t, &mut ());
        let (alpha, beta) = window_for(seed, &t);
        for e in procedures::all().iter().filter(|e| e.takes_window) {
            let o = minimax_options().with_window(Window { alpha, beta });
            let r = e.run(&t, &o).unwrap();
            let v = r.score().unwrap();
            // F1 and Branch-and-bound take beta as their bound: alpha is -inf (6).
            let c = format!("{} ({}, {}) -> {v}; {}", e.name, r.alpha, r.beta, ctx(seed, &t));
            assert_eq!(r.beta, beta, "{c}");
            let ok = if v <= r.alpha {
                f0 <= v
            } else if v >= r.beta {
                f0 >= v
            } else {
                f0 == v
            };
            assert!(ok, "{c}");
            if (r.alpha, r.beta) != (Score::NEG_INF, Score::INF) {
                assert_eq!(r.outcome, Some(aspiration::outcome(Window { alpha: r.alpha, beta: r.beta }, v)), "{c}");
            } else {
                assert_eq!(r.outcome, None, "{c}");
            }
        }
    }
}

#[test]
fn every_visits_bound_kind_is_true_by_6_and_9() {
    for seed in 0..SEEDS / 2 {
        let t = tree_for(seed);
        let f = negamax_values(&t);
        let (alpha, beta) = window_for(seed, &t);
        for e in procedures::all().iter().filter(|e| e.family != Family::Slagle) {
            for o in [minimax_options(), minimax_options().with_window(Window { alpha, beta }).traced()] {
                let r = e.run(&t, &o).unwrap();
                let c = || format!("{} ({}, {}); {}", e.name, r.alpha, r.beta, ctx(seed, &t));
                for x in &r.visits {
                    // The kind is (9)'s classification of the value against the visit's window
                    // (none for an empty window).
                    let expect = if x.alpha >= x.beta {
                        assert_eq!(x.bound, None, "visit {x:?}; {}", c());
                        continue;
                    } else if x.value >= x.beta {
                        Bound::Lower
                    } else if x.value <= x.alpha {
                        Bound::Upper
                    } else {
                        Bound::Exact
                    };
                    assert_eq!(x.bound, Some(expect), "visit {x:?}; {}", c());
                    assert!(check_bound(&r, &t, &f, x.at, x.value.get(), expect), "visit {x:?}; {}", c());
                }
                for p in 0..t.len() {
                    if let (Some(v), Some(b)) = (r.values[p], r.bounds[p]) {
                        assert!(check_bound(&r, &t, &f, p as NodeId, v.get(), b), "position {p}; {}", c());
                    }
                }
                if let Some(Trace::Km(events)) = &r.trace {
                    for ev in events {
                        if let gametree::record::KmEvent::Leave { at, value, bound } = ev {
                            let b = bound.expect("K&M's windows are never empty");
                            assert!(check_bound(&r, &t, &f, *at, value.to_f64(), b), "{ev:?}; {}", c());
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn m_n_alpha_beta_bounds_hold_against_m_n_minimaxing() {
    // Slagle's bounds are about m&n values: compare with m&n minimaxing's values.
    for seed in 0..SEEDS / 2 {
        let t = tree_for(seed);
        let mm = procedures::find("mn-minimax").unwrap().run(&t, &Options::default()).unwrap();
        let ab = procedures::find("mn-alphabeta").unwrap().run(&t, &Options::default()).unwrap();
        for p in 0..t.len() {
            if let (Some(v), Some(b)) = (ab.values[p], ab.bounds[p]) {
                let truth = mm.values[p].unwrap().get();
                let tol = 1e-9 * truth.abs().max(1.0);
                let ok = match b {
                    Bound::Exact => (v.get() - truth).abs() <= tol,
                    Bound::Lower => truth >= v.get() - tol,
                    Bound::Upper => truth <= v.get() + tol,
                };
                assert!(ok, "position {p}: {v:?} {b:?} vs {truth}; {}", ctx(seed, &t));
            }
        }
    }
}

/// The positions in the subtrees below `roots`.
fn subtrees(t: &Tree, roots: impl IntoIterator<Item = NodeId>) -> Vec<bool> {
    let mut inside = vec![false; t.len()];
    for r in roots {
        inside[r as usize] = true;
    }
    for p in 0..t.len() as NodeId {
        if let Some(q) = t.parent(p) {
            if inside[q as usize] {
                inside[p as usize] = true;
            }
        }
    }
    inside
}

#[test]
#[allow(clippy::needless_range_loop)] // p indexes the status, the cut flags and names a position
fn the_skipped_successors_of_the_cutoffs_are_exactly_the_subtrees_not_examined() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let (alpha, beta) = window_for(seed, &t);
        for e in procedures::all() {
            let o = Options { m: 2, n: 2, ..Options::default() }.with_window(Window { alpha, beta });
            let r = e.run(&t, &o).unwrap();
            let c = || format!("{}; {}", e.name, ctx(seed, &t));
            let cut = subtrees(&t, r.cutoffs.iter().flat_map(|x| x.skipped.iter().copied()));
            for x in &r.cutoffs {
                // Those not examined by the whole run: NegaScout's re-search and MTD(f)'s passes
                // examine successors another search of the position skipped.
                let want: Vec<NodeId> = t
                    .children(x.at)
                    .skip(x.after as usize)
                    .filter(|&q| !matches!(e.kind, Kind::Km(_)) || r.status[q as usize] != Status::Examined)
                    .collect();
                assert_eq!(x.skipped, want, "cutoff at {} after {}; {}", x.at, x.after, c());
            }
            for p in 0..t.len() {
                let examined = r.status[p] == Status::Examined;
                match e.kind {
                    // Depth-first procedures that visit each position once: every position
                    // not examined lies below a cutoff, and nothing below one is examined.
                    Kind::Km(k) if !k.0.plain => {
                        if let Status::Cut(_) = r.status[p] {
                            assert!(cut[p], "position {p}; {}", c());
                        }
                    }
                    Kind::Km(_) | Kind::Mn(_) => {
                        assert_eq!(!examined, cut[p], "position {p}; {}", c());
                    }
                    // Re-searches (and MTD(f)'s passes) can cut a son an earlier search
                    // examined: only "a cut status lies below a cutoff".
                    Kind::Thesis(_) => {
                        if let Status::Cut(_) = r.status[p] {
                            assert!(cut[p], "position {p}; {}", c());
                        }
                    }
                    // The mistakes are not among the correct procedures (`procedures::all`);
                    // `tests/mutants.rs` checks them.
                    Kind::Mutant(_) => unreachable!("{} is a mistake", e.name),
                    Kind::Chance(_) | Kind::Mcts => unreachable!("{} is not in the menus' catalogue", e.name),
                }
                if let Status::Cut(k) = r.status[p] {
                    assert!(r.cutoffs.iter().any(|x| x.kind == k), "{}", c());
                }
            }
            assert_eq!(r.counts.cutoffs as usize, r.cutoffs.len());
            assert_eq!(r.counts.by_kind.values().sum::<u64>(), r.counts.cutoffs);
        }
    }
}

fn examined_by_f2(t: &Tree, w: Window) -> Vec<bool> {
    let mut o = ExaminedOrder::default();
    search::f2(t, w.alpha, w.beta, &mut o);
    let mut seen = vec![false; t.len()];
    for p in o.0 {
        seen[p as usize] = true;
    }
    seen
}

#[test]
fn what_the_window_saves_is_the_set_difference_with_the_full_window() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let (alpha, beta) = window_for(seed, &t);
        let w = Window { alpha, beta };
        let f2 = procedures::find("F2").unwrap();
        let analysed = Options { analysis: true, ..Options::default() };
        let r = f2.run(&t, &analysed.clone().with_window(w)).unwrap();
        let c = ctx(seed, &t);
        if w == Window::FULL {
            assert!(r.window_effect.is_none() && r.aspiration.is_none(), "{c}");
            continue;
        }
        let full = examined_by_f2(&t, Window::FULL);
        let first = examined_by_f2(&t, w);
        let a = aspiration::aspiration(&t, w).unwrap();
        let again = a.research.as_ref().map(|x| examined_by_f2(&t, x.window));
        let eff = r.window_effect.as_ref().expect("a window effect");
        let saved: Vec<NodeId> = (0..t.len()).filter(|&p| full[p] && !first[p]).map(|p| p as NodeId).collect();
        let extra: Vec<NodeId> = (0..t.len())
            .filter(|&p| (first[p] || again.as_ref().is_some_and(|g| g[p])) && !full[p])
            .map(|p| p as NodeId)
            .collect();
        assert_eq!(eff.saved, saved, "{c}");
        assert_eq!(eff.extra, extra, "{c}");
        // The aspiration outcome and re-search are K&M section 4's.
        let asp = r.aspiration.as_ref().unwrap();
        assert_eq!(asp.outcome, a.outcome, "{c}");
        assert_eq!(Some(asp.outcome), r.outcome, "{c}");
        assert_eq!(asp.value, search::f0(&t, &mut ()), "{c}");
        match asp.outcome {
            Outcome::Exact => assert!(asp.research.is_none() && r.exact, "{c}"),
            Outcome::FailLow => assert_eq!(asp.research.as_ref().unwrap().beta, r.score().unwrap(), "{c}"),
            Outcome::FailHigh => assert_eq!(asp.research.as_ref().unwrap().alpha, r.score().unwrap(), "{c}"),
        }
        // F1: its own full window (bound +inf).
        let f1 = procedures::find("F1").unwrap().run(&t, &analysed.clone().with_window(w)).unwrap();
        if beta != Score::INF {
            let full1 = procedures::find("F1").unwrap().run(&t, &Options::default()).unwrap().examined();
            let mine = f1.examined();
            let e1 = f1.window_effect.as_ref().unwrap();
            let saved: Vec<NodeId> = (0..t.len()).filter(|&p| full1[p] && !mine[p]).map(|p| p as NodeId).collect();
            assert_eq!(e1.saved, saved, "F1; {c}");
            assert!(e1.extra.iter().all(|&p| mine[p as usize] && !full1[p as usize]), "F1; {c}");
        } else {
            assert!(f1.window_effect.is_none(), "F1 with bound +inf; {c}");
        }
    }
}

#[test]
fn the_window_analysis_runs_only_when_asked_for() {
    for seed in 0..SEEDS / 3 {
        let t = tree_for(seed);
        let (alpha, beta) = window_for(seed, &t);
        let c = ctx(seed, &t);
        for e in procedures::all().iter().filter(|e| e.takes_window) {
            let plain = Options { alpha, beta, ..Options::default() };
            let r = e.run(&t, &plain).unwrap();
            assert!(r.window_effect.is_none() && r.aspiration.is_none(), "{} without analysis; {c}", e.name);
            let mut asked = e.run(&t, &Options { analysis: true, ..plain }).unwrap();
            // The analysis adds its fields and changes nothing else (the outcome is the run's own).
            assert_eq!(asked.outcome, r.outcome, "{}; {c}", e.name);
            asked.window_effect = None;
            asked.aspiration = None;
            assert_eq!(asked, r, "{}; {c}", e.name);
        }
    }
}

#[test]
fn km_traces_carry_the_initial_m_and_the_deep_cutoffs_ancestor() {
    use gametree::record::KmEvent;
    for seed in 0..SEEDS / 3 {
        let t = tree_for(seed);
        let (alpha, beta) = window_for(seed, &t);
        for &p in Procedure::ALL {
            let e = procedures::entry(Kind::Km(p));
            let r = e.run(&t, &Options::default().with_window(Window { alpha, beta }).traced()).unwrap();
            // F2 and NegaScout start m at alpha; F0, F1, fail-soft and MTD(f) at -inf.
            let from_alpha = ["F2", "negascout"].contains(&p.name());
            let Some(Trace::Km(events)) = &r.trace else { panic!("a K&M trace") };
            let mut enters = 0;
            for ev in events {
                match ev {
                    KmEvent::Enter { alpha, m, .. } => {
                        enters += 1;
                        assert_eq!(*m, if from_alpha { *alpha } else { Score::NEG_INF }, "{p}");
                    }
                    KmEvent::Cutoff { at, after, skipped, from, kind, .. } => {
                        assert_eq!(*skipped, t.children(*at).skip(*after as usize).collect::<Vec<_>>());
                        match kind {
                            search::CutoffKind::Window => assert_eq!(*from, None),
                            search::CutoffKind::Shallow => assert_eq!(*from, t.parent(*at)),
                            search::CutoffKind::Deep => {
                                let a = from.expect("a deep cutoff's ancestor");
                                assert!(t.depth(a) + 1 < t.depth(*at), "{p}");
                                // A bound travels down as -beta, so it changes sides every
                                // level; a null window's m + 1 (NegaScout) keeps its side.
                                if p.0.plain {
                                    assert!(t.depth(a) % 2 != t.depth(*at) % 2, "{p}");
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
            // Each position is counted once, however often it is searched.
            if p.0.plain {
                assert_eq!(enters as u64, r.counts.positions, "{p}; {}", ctx(seed, &t));
            } else {
                assert!(enters as u64 >= r.counts.positions, "{p}; {}", ctx(seed, &t));
            }
        }
    }
}

#[test]
fn unknown_procedures_are_procedure_errors_and_aliases_run() {
    let t = gametree::examples::pi_tree();
    assert!(matches!(procedures::find("nega-max-scout"), Err(gametree::Error::Procedure(_))));
    let ab = procedures::find("AB").unwrap().run(&t, &Options::default()).unwrap();
    assert_eq!(ab.procedure, "alphabeta");
    assert_eq!(gametree::experiment::procs::canonical("ab").unwrap(), "alphabeta");
}

#[test]
fn traced_cutoff_events_of_every_family_name_the_skipped_successors() {
    use gametree::record::Step;
    for seed in 0..SEEDS / 3 {
        let t = tree_for(seed);
        for e in procedures::all() {
            let r = e.run(&t, &Options::default().traced()).unwrap();
            let c = || format!("{}; {}", e.name, ctx(seed, &t));
            let skipped_at = |at: NodeId, after: u32| t.children(at).skip(after as usize).collect::<Vec<_>>();
            let cuts: Vec<(NodeId, Vec<NodeId>)> = match r.trace.as_ref().expect("a trace") {
                Trace::Km(ev) => ev
                    .iter()
                    .filter_map(|x| match x {
                        gametree::record::KmEvent::Cutoff { at, after, skipped, .. } => {
                            assert_eq!(*skipped, skipped_at(*at, *after), "{}", c());
                            Some((*at, skipped.clone()))
                        }
                        _ => None,
                    })
                    .collect(),
                Trace::Thesis(ev) => ev
                    .iter()
                    .filter_map(|Step { event, skipped }| match event {
                        gametree::thesis::Event::Cutoff { at, after, .. } => {
                            assert_eq!(*skipped, skipped_at(*at, *after), "{}", c());
                            Some((*at, skipped.clone()))
                        }
                        _ => {
                            assert!(skipped.is_empty(), "{}", c());
                            None
                        }
                    })
                    .collect(),
                Trace::Mn(ev) => ev
                    .iter()
                    .filter_map(|Step { event, skipped }| match event {
                        gametree::slagle::MnEvent::Cutoff { at, after, .. } => {
                            assert_eq!(*skipped, skipped_at(*at, *after), "{}", c());
                            Some((*at, skipped.clone()))
                        }
                        _ => None,
                    })
                    .collect(),
                // Ballard's family is not in `all()` (its own list, `procedures::chance()`),
                // and its records are checked against its search in tests/chance_record.rs.
                Trace::Chance(_) => unreachable!("{}: a chance procedure among all()", c()),
            };
            // The trace's cutoffs are the record's, in order; a traced cutoff names what its
            // search skips, the record what the whole run did not examine.
            let run_skipped = |s: &[NodeId]| -> Vec<NodeId> {
                s.iter().copied().filter(|&q| r.status[q as usize] != gametree::record::Status::Examined).collect()
            };
            let cuts: Vec<(NodeId, Vec<NodeId>)> = match r.trace.as_ref() {
                Some(Trace::Km(_)) => cuts.into_iter().map(|(at, s)| (at, run_skipped(&s))).collect(),
                _ => cuts,
            };
            let listed: Vec<(NodeId, Vec<NodeId>)> = r.cutoffs.iter().map(|x| (x.at, x.skipped.clone())).collect();
            assert_eq!(cuts, listed, "{}", c());
        }
    }
    // On the JS side a step is the event's fields plus `skipped`.
    let t = gametree::notation::parse("((1,2),(0,5))").unwrap();
    let r = procedures::find("alphabeta").unwrap().run(&t, &Options::default().traced()).unwrap();
    let json = serde_json::to_value(&r).unwrap();
    let cut = json["trace"].as_array().unwrap().iter().find(|e| e["type"] == "cutoff").expect("a cut-off");
    assert_eq!(cut["skipped"], serde_json::json!([6]), "{cut}");
    assert_eq!(json["counts"]["byKind"]["cutoff"], 1);
}
