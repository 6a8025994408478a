//! Every procedure against plain F0 and against the paper's recursive forms, on seeded
//! random trees with ties, negative values and terminals at mixed depths.

mod common;

use common::{ctx, tree_for};
use gametree::search::minimax::{minimax_f, minimax_f2};
use gametree::search::{self, iterative, reference, Counts, CutoffKind, Event, ExaminedOrder, Trace};
use gametree::{Score, Tree};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const SEEDS: u64 = 600;

fn f0(t: &Tree) -> Score {
    search::f0(t, &mut ())
}

/// A window bound near the tree's values, sometimes infinite.
fn bound(rng: &mut ChaCha8Rng) -> Score {
    match rng.random_range(0..10) {
        0 => Score::NEG_INF,
        1 => Score::INF,
        _ => Score::new(rng.random_range(-12..=12)),
    }
}

fn window(rng: &mut ChaCha8Rng) -> (Score, Score) {
    loop {
        let (a, b) = (bound(rng), bound(rng));
        if a < b {
            return (a, b);
        }
    }
}

/// Cutoff kinds are classified only by the explicit-stack driver; compare the rest.
fn without_kinds(t: &Trace) -> Vec<Event> {
    t.0.iter()
        .map(|e| match *e {
            Event::Cutoff { at, after, m, beta, .. } => {
                Event::Cutoff { at, after, kind: CutoffKind::Shallow, from: None, m, beta }
            }
            e => e,
        })
        .collect()
}

#[test]
fn f0_f1_f2_agree_with_each_other_and_with_the_recursive_forms() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let c = ctx(seed, &t);
        let v = f0(&t);
        assert_eq!(search::f1(&t, Score::INF, &mut ()), v, "F1(+inf) = F0; {c}");
        assert_eq!(search::f2(&t, Score::NEG_INF, Score::INF, &mut ()), v, "F2(-inf,+inf) = F0; {c}");
        let (mut a, mut b) = (Trace::default(), Trace::default());
        assert_eq!(reference::f0(&t, &mut b).unwrap(), search::f0(&t, &mut a), "{c}");
        assert_eq!(a, b, "F0 events; {c}");
    }
}

#[test]
fn explicit_stack_f1_and_f2_replay_the_recursive_procedures_event_for_event() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let c = ctx(seed, &t);
        let (alpha, beta) = window(&mut rng);
        let (mut a, mut b) = (Trace::default(), Trace::default());
        let x = search::f2(&t, alpha, beta, &mut a);
        let y = reference::f2(&t, alpha, beta, &mut b).unwrap();
        assert_eq!(x, y, "F2({alpha}, {beta}); {c}");
        assert_eq!(without_kinds(&a), without_kinds(&b), "F2({alpha}, {beta}) events; {c}");
        let (mut a, mut b) = (Trace::default(), Trace::default());
        let x = search::f1(&t, beta, &mut a);
        let y = reference::f1(&t, beta, &mut b).unwrap();
        assert_eq!(x, y, "F1({beta}); {c}");
        assert_eq!(without_kinds(&a), without_kinds(&b), "F1({beta}) events; {c}");
    }
}

#[test]
fn f2_satisfies_9_and_f1_satisfies_6_for_random_windows() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let c = ctx(seed, &t);
        let f = f0(&t);
        for _ in 0..8 {
            let (alpha, beta) = window(&mut rng);
            let v = search::f2(&t, alpha, beta, &mut ());
            if f <= alpha {
                assert!(v <= alpha, "(9) fail low: F = {f}, F2({alpha},{beta}) = {v}; {c}");
            } else if f >= beta {
                assert!(v >= beta, "(9) fail high: F = {f}, F2({alpha},{beta}) = {v}; {c}");
            } else {
                assert_eq!(v, f, "(9) exact: F2({alpha},{beta}); {c}");
            }
            let v1 = search::f1(&t, beta, &mut ());
            if f < beta {
                assert_eq!(v1, f, "(6): F1({beta}); {c}");
            } else {
                assert!(v1 >= beta, "(6): F = {f}, F1({beta}) = {v1}; {c}");
            }
        }
    }
}

#[test]
fn iterative_alphabeta_and_minimax_f2_g2_examine_exactly_the_positions_of_f2() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let c = ctx(seed, &t);
        let mut rec = ExaminedOrder::default();
        let v = search::f2(&t, Score::NEG_INF, Score::INF, &mut rec);
        let mut it = ExaminedOrder::default();
        assert_eq!(iterative::alphabeta(&t, &mut it), v, "{c}");
        assert_eq!(it, rec, "iterative alphabeta; {c}");
        let (alpha, beta) = window(&mut rng);
        let mut rec = ExaminedOrder::default();
        let v = search::f2(&t, alpha, beta, &mut rec);
        let mut mm = ExaminedOrder::default();
        assert_eq!(minimax_f2(&t, alpha, beta, &mut mm), v, "root is Max: same value; {c}");
        assert_eq!(mm, rec, "F2/G2 with ({alpha}, {beta}); {c}");
        assert_eq!(minimax_f(&t, &mut ()), f0(&t), "F/G; {c}");
    }
}

#[test]
fn minimax_and_negamax_cutoffs_have_the_same_kinds() {
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let (alpha, beta) = window(&mut rng);
        let (mut a, mut b) = (Counts::for_height(t.height()), Counts::for_height(t.height()));
        search::f2(&t, alpha, beta, &mut a);
        minimax_f2(&t, alpha, beta, &mut b);
        assert_eq!(a, b, "{}", ctx(seed, &t));
    }
}

#[test]
fn f1_and_f2_examine_the_same_positions_on_levels_0_to_3() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let (mut a, mut b) = (ExaminedOrder::default(), ExaminedOrder::default());
        search::f1(&t, Score::INF, &mut a);
        search::f2(&t, Score::NEG_INF, Score::INF, &mut b);
        let upto3 = |v: &ExaminedOrder| v.0.iter().copied().filter(|&p| t.depth(p) <= 3).collect::<Vec<_>>();
        assert_eq!(upto3(&a), upto3(&b), "{}", ctx(seed, &t));
    }
}

/// Re-derives each cutoff's kind from the trace alone: shallow when the parent's m was
/// raised (an update event) during its current activation before the cutoff; window when
/// every ancestor's bound is still the root window's; deep otherwise.
#[test]
fn cutoff_kinds_match_an_independent_reading_of_the_trace() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut deep_seen = 0;
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let c = ctx(seed, &t);
        let (alpha, beta) = if seed % 2 == 0 { (Score::NEG_INF, Score::INF) } else { window(&mut rng) };
        let mut tr = Trace::default();
        search::f2(&t, alpha, beta, &mut tr);
        // Active positions with "m raised" flags.
        let mut raised: Vec<(u32, bool)> = Vec::new();
        for e in &tr.0 {
            match *e {
                Event::Enter { at, .. } => raised.push((at, false)),
                Event::Update { .. } => raised.last_mut().unwrap().1 = true,
                Event::Leave { .. } => {
                    raised.pop();
                }
                Event::Cutoff { at, kind, from, .. } => {
                    let n = raised.len();
                    assert_eq!(raised[n - 1].0, at);
                    // beta(p) = -m(parent); m(parent) = alpha(parent) = -beta(grandparent)
                    // unless raised; follow the chain up by twos... the bound comes from the
                    // nearest ancestor, at an odd distance above p, whose m was raised.
                    let origin = (1..n).step_by(2).map(|k| n - 1 - k).find(|&i| raised[i].1);
                    let want = match origin {
                        None => CutoffKind::Window,
                        Some(i) if i + 2 == n => CutoffKind::Shallow,
                        Some(_) => CutoffKind::Deep,
                    };
                    assert_eq!(kind, want, "cutoff at {}; {c}", t.dewey(at));
                    assert_eq!(from, origin.map(|i| i as u32), "the level the bound came from; {c}");
                    if kind == CutoffKind::Deep {
                        deep_seen += 1;
                        assert!(t.depth(at) >= 3, "a deep cutoff needs a great-grandparent; {c}");
                    }
                }
                Event::Terminal { .. } | Event::Research { .. } | Event::Recall { .. } => {}
            }
        }
    }
    assert!(deep_seen > 50, "the random trees exercise deep cutoffs ({deep_seen})");
}

#[test]
fn f1_makes_no_deep_cutoffs() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let mut c = Counts::for_height(t.height());
        search::f1(&t, Score::INF, &mut c);
        assert_eq!(c.deep_cutoffs + c.window_cutoffs, 0, "{}", ctx(seed, &t));
    }
}

#[test]
fn aspiration_always_ends_with_the_true_value() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let (alpha, beta) = window(&mut rng);
        let a = gametree::aspiration::aspiration(&t, gametree::Window::new(alpha, beta).unwrap()).unwrap();
        assert_eq!(a.value, f0(&t), "({alpha}, {beta}); {}", ctx(seed, &t));
        assert_eq!(a.research.is_some(), a.outcome != gametree::aspiration::Outcome::Exact);
    }
}

#[test]
fn counts_match_the_examined_positions() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let r = common::record(&t, "F2");
        assert_eq!(r.counts.positions as usize, r.visits.len());
        let terminals = r.visits.iter().filter(|v| t.is_terminal(v.at)).count();
        assert_eq!(r.counts.terminals as usize, terminals);
        assert_eq!(r.counts.per_level.iter().sum::<u64>(), r.counts.positions);
        let examined = r.status.iter().filter(|s| **s == gametree::record::Status::Examined).count();
        assert_eq!(examined, r.visits.len(), "{}", ctx(seed, &t));
    }
}

#[test]
fn the_principal_variation_ends_at_a_terminal_whose_value_is_the_root_value() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let r = common::record(&t, "F2");
        let last = *r.pv.last().unwrap();
        assert!(t.is_terminal(last), "{}", ctx(seed, &t));
        let minimax_leaf = Score::new(t.value(last));
        assert_eq!(Some(minimax_leaf), r.score(), "{}", ctx(seed, &t));
    }
}

#[test]
fn deep_trees_search_without_recursion() {
    // A path 100,000 levels deep with a fork at the bottom.
    let mut text = "(".repeat(99_999);
    text.push_str("(3,1,4)");
    text.push_str(&")".repeat(99_999));
    let t = gametree::notation::parse(&text).unwrap();
    assert_eq!(t.height(), 100_000);
    let v = search::f2(&t, Score::NEG_INF, Score::INF, &mut ());
    assert_eq!(v, search::f0(&t, &mut ()));
    assert_eq!(iterative::alphabeta(&t, &mut ()), v);
    // The fork is on level 99,999, where Min moves: min(3, 1, 4) = 1 all the way up.
    assert_eq!(minimax_f2(&t, Score::NEG_INF, Score::INF, &mut ()), Score::new(1));
    assert!(reference::f2(&t, Score::NEG_INF, Score::INF, &mut ()).is_err(), "the recursive form refuses");
}
