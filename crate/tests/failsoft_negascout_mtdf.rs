//! Fail-soft alpha-beta (Fishburn 1981), NegaScout (Reinefeld 1983) and MTD(f) (Plaat,
//! Schaeffer, Pijls & de Bruin 1996) against plain F0 and F2 on seeded random trees with
//! ties, negative values and terminals at mixed depths, with random windows; and what
//! each paper says of its procedure.

mod common;

use common::{ctx, negamax_values, tree_for, window_for};
use gametree::procedures::{self, Kind, Options};
use gametree::search::{self, DistinctCounts, Event, ExaminedOrder, Procedure, Trace, Window};
use gametree::tree::NodeId;
use gametree::Score;

const SEEDS: u64 = 1500;

/// K&M (9) for a value `v` returned with window (alpha, beta) where F(root) = `f`.
fn satisfies_9(v: Score, f: Score, alpha: Score, beta: Score) -> bool {
    if f <= alpha {
        v <= alpha
    } else if f >= beta {
        v >= beta
    } else {
        v == f
    }
}

fn examined(tree: &gametree::Tree, p: Procedure, w: Window) -> Vec<NodeId> {
    let mut seen = ExaminedOrder::default();
    search::search_with(tree, p, w, &mut seen);
    seen.0
}

#[test]
fn fail_soft_examines_what_f2_examines_and_returns_a_bound_at_least_as_tight() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let f = Score::new(negamax_values(&t)[0]);
        let (alpha, beta) = window_for(seed, &t);
        let w = Window { alpha, beta };
        let c = ctx(seed, &t);
        let v = search::search_with(&t, Procedure::FAIL_SOFT, w, &mut ());
        let v2 = search::f2(&t, alpha, beta, &mut ());
        assert!(satisfies_9(v, f, alpha, beta), "(9) with ({alpha}, {beta}): {v}, F = {f}; {c}");
        // Outside the window the value is still a bound on F, and no looser than F2's.
        if v <= alpha {
            assert!(f <= v && v <= v2, "fail-low {v}, F2 {v2}, F = {f}; {c}");
        }
        if v >= beta {
            assert!(f >= v && v >= v2, "fail-high {v}, F2 {v2}, F = {f}; {c}");
        }
        assert_eq!(examined(&t, Procedure::FAIL_SOFT, w), examined(&t, Procedure::F2, w), "{c}");
    }
}

#[test]
fn negascout_satisfies_9_and_never_examines_a_position_f2_cuts_off() {
    let mut researches = 0;
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let f = Score::new(negamax_values(&t)[0]);
        let c = ctx(seed, &t);
        for w in [Window::FULL, {
            let (a, b) = window_for(seed, &t);
            Window { alpha: a, beta: b }
        }] {
            let mut tr = Trace::default();
            let v = search::search_with(&t, Procedure::NEGASCOUT, w, &mut tr);
            assert!(satisfies_9(v, f, w.alpha, w.beta), "(9) with {w:?}: {v}, F = {f}; {c}");
            researches += tr.0.iter().filter(|e| matches!(e, Event::Research { .. })).count();
            // Reinefeld: NegaScout never examines a position alpha-beta prunes.
            let f2: std::collections::HashSet<NodeId> = examined(&t, Procedure::F2, w).into_iter().collect();
            for p in examined(&t, Procedure::NEGASCOUT, w) {
                assert!(f2.contains(&p), "{} examined by NegaScout, not by F2, {w:?}; {c}", t.dewey(p));
            }
        }
    }
    assert!(researches > 100, "the trees make NegaScout search again ({researches})");
}

#[test]
fn negascout_searches_again_only_an_interior_successor_that_failed_high_inside_the_window() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let c = ctx(seed, &t);
        let mut tr = Trace::default();
        search::search_with(&t, Procedure::NEGASCOUT, Window::FULL, &mut tr);
        for (i, e) in tr.0.iter().enumerate() {
            if let Event::Research { at, child, t: first, alpha, beta } = *e {
                assert!(!t.is_terminal(child), "{c}");
                assert_ne!(t.children(at).next(), Some(child), "the first successor is searched once; {c}");
                // Searched again with (-beta, -t) at once.
                assert_eq!(beta, -first, "{c}");
                assert!(matches!(tr.0[i + 1], Event::Enter { at: q, alpha: a, .. } if q == child && a == alpha), "{c}");
            }
        }
    }
}

#[test]
fn mtdf_finds_f0s_value_from_any_first_guess_with_a_memory_of_the_trees_size() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let f = negamax_values(&t)[0];
        let c = ctx(seed, &t);
        let e = procedures::find("mtdf").unwrap();
        for guess in [0, f, f - 3, f + 1, -1000, 1000] {
            let mut o = Options::default();
            o.set("guess", &guess.to_string()).unwrap();
            let r = e.run(&t, &o).unwrap();
            assert_eq!(r.score(), Some(Score::new(f)), "guess {guess}; {c}");
            assert!(r.exact, "{c}");
        }
    }
}

#[test]
fn mtdf_from_the_right_guess_makes_two_passes_and_each_pass_moves_a_bound() {
    let e = procedures::find("mtd(f)").unwrap();
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        if t.is_terminal(t.root()) {
            continue;
        }
        let f = negamax_values(&t)[0];
        let c = ctx(seed, &t);
        for (guess, most) in [(f, Some(2)), (f - 5, None), (f + 7, None)] {
            let mut o = Options::default().traced();
            o.guess = guess;
            let r = e.run(&t, &o).unwrap();
            let Some(gametree::record::Trace::Km(events)) = &r.trace else { panic!("a trace") };
            // A pass is a call of the root: its enter and its leave with the value g.
            let mut passes = Vec::new();
            let mut window = (Score::NEG_INF, Score::INF);
            for ev in events {
                match *ev {
                    gametree::record::KmEvent::Enter { at: 0, alpha, beta, .. } => window = (alpha, beta),
                    gametree::record::KmEvent::Leave { at: 0, value, .. } => passes.push((window, value)),
                    _ => {}
                }
            }
            if let Some(n) = most {
                assert_eq!(passes.len(), n, "guess = F; {c}");
            }
            // Null windows, and each g lies on the far side of its window's test.
            let (mut lower, mut upper) = (Score::NEG_INF, Score::INF);
            for &((alpha, beta), g) in &passes {
                assert_eq!(alpha.succ(), beta, "a null window; {c}");
                if g < beta {
                    assert!(g < upper, "the upper bound falls; {c}");
                    upper = g;
                } else {
                    assert!(g > lower, "the lower bound rises; {c}");
                    lower = g;
                }
            }
            assert_eq!((lower, upper), (Score::new(f), Score::new(f)), "the bounds meet at F; {c}");
        }
    }
}

#[test]
fn every_negamax_procedure_of_the_catalogue_finds_f0s_value_and_counts_each_call() {
    for seed in 0..SEEDS / 3 {
        let t = tree_for(seed);
        let f = Score::new(negamax_values(&t)[0]);
        for e in procedures::all() {
            let Kind::Km(p) = e.kind else { continue };
            let r = e.run(&t, &Options::default()).unwrap();
            assert_eq!(r.score(), Some(f), "{}; {}", e.name, ctx(seed, &t));
            let mut once = DistinctCounts::new(t.len(), t.height());
            search::search_with(&t, p, Window::FULL, &mut once);
            let by_observer = once.counts;
            let (v, counted) = e.count(&t, &Options::default(), &mut search::Stack::new()).unwrap();
            assert_eq!((v, &counted), (f, &by_observer), "{}; {}", e.name, ctx(seed, &t));
            assert_eq!(r.counts.positions, counted.positions, "{}", e.name);
        }
    }
}

#[test]
fn the_three_are_found_by_their_names_and_aliases_and_take_the_window_as_the_catalogue_says() {
    for (name, canonical, window) in [
        ("fail-soft", "failsoft", search::WindowUse::Window),
        ("NEGASCOUT", "negascout", search::WindowUse::Window),
        ("MTD(f)", "mtdf", search::WindowUse::None),
    ] {
        let e = procedures::find(name).unwrap();
        assert_eq!((e.name, e.window), (canonical, window));
        assert!(e.listing.is_some_and(|l| l.lines.len() > 8), "{canonical} has its listing");
    }
    assert!(Options::default().set("guess", "1e99").is_err());
    assert!(Options::default().set("guess", "9007199254740992").unwrap_err().to_string().contains("guess"));
}
