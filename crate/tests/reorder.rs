//! Reorderings (K&M sections 6-7) and worst-case values, checked on seeded random trees:
//! uniform and random shapes, distinct values and ties. A failing check prints the seed and
//! the tree text.

use gametree::analysis::{critical_types, minimal_terminals};
use gametree::generate::{
    iid, negamax_values, permutation, random_shape, reorder, worst_case_values, Reorder, SeededRng,
};
use gametree::notation::{parse, print};
use gametree::procedures::Options;
use gametree::record::Record;
use gametree::tree::Content;
use gametree::{Limits, NodeId, Procedure, Tree, Window};
use std::collections::BTreeSet;
// The same tests run under wasm-bindgen-test (Node):
// `cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --test reorder`.
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

const SEEDS: std::ops::Range<u64> = 0..200;

/// The catalogue's run record of `p` with the window `w`: the library's one run shape.
fn run(tree: &Tree, p: Procedure, w: Window) -> Record {
    gametree::procedures::find(p.name()).unwrap().run(tree, &Options::default().with_window(w)).unwrap()
}

fn fail(seed: u64, tree: &Tree, what: &str) -> String {
    format!("seed {seed}: {what}\ntree: {}", print(tree))
}

/// A random shape (mixed depths, degrees 1..=4) with values a permutation of 1..=n.
fn distinct_shape(seed: u64) -> Tree {
    let t = random_shape(4, 2 + (seed % 5) as u32, 0, 0, seed, Limits::default()).unwrap();
    let mut values: Vec<i64> = (1..=t.terminal_count() as i64).collect();
    SeededRng::new(seed ^ 0xabcd).shuffle(&mut values);
    t.with_terminal_values(|k, _| values[k as usize]).unwrap()
}

/// A random shape with many ties and negative values.
fn tied_shape(seed: u64) -> Tree {
    random_shape(4, 2 + (seed % 5) as u32, -2, 2, seed, Limits::default()).unwrap()
}

/// A uniform tree of degree 2..=4 and height 1..=5 (at most 4^4 terminals).
fn uniform_dims(seed: u64) -> (u32, u32) {
    let d = 2 + (seed % 3) as u32;
    let h = 1 + (seed / 3 % if d == 4 { 4 } else { 5 }) as u32;
    (d, h)
}

fn examined(tree: &Tree, procedure: Procedure) -> BTreeSet<NodeId> {
    run(tree, procedure, Window::FULL).visits.iter().map(|v| v.at).collect()
}

fn critical(tree: &Tree) -> BTreeSet<NodeId> {
    critical_types(tree).iter().enumerate().filter(|(_, t)| t.is_some()).map(|(p, _)| p as NodeId).collect()
}

fn all(tree: &Tree) -> BTreeSet<NodeId> {
    (0..tree.len() as NodeId).collect()
}

/// Theorem 1: with the first successor of every position optimal, F2 examines precisely
/// the critical positions.
fn check_theorem_1(seed: u64, original: &Tree) {
    let t = reorder(original, Reorder::BestFirst);
    let f = negamax_values(&t);
    for p in 0..t.len() as NodeId {
        if !t.is_terminal(p) {
            assert_eq!(f[p as usize], -f[t.child(p, 0) as usize], "{}", fail(seed, &t, "first successor not optimal"));
        }
    }
    assert_eq!(examined(&t, Procedure::F2), critical(&t), "{}", fail(seed, &t, "F2 examined != critical"));
}

#[test]
fn best_first_makes_f2_examine_exactly_the_critical_positions_with_distinct_values() {
    for seed in SEEDS {
        check_theorem_1(seed, &distinct_shape(seed));
        let (d, h) = uniform_dims(seed);
        check_theorem_1(seed, &permutation(d, h, seed, Limits::default()).unwrap());
    }
}

#[test]
fn best_first_makes_f2_examine_exactly_the_critical_positions_also_with_ties() {
    // Theorem 1 needs only F(p) = -F(p_1); with ties a type 2 position may have F = beta,
    // and the cutoff rule m >= beta still cuts it after its first successor.
    for seed in SEEDS {
        check_theorem_1(seed, &tied_shape(seed));
        let (d, h) = uniform_dims(seed);
        check_theorem_1(seed, &iid(d, h, -1, 1, seed, Limits::default()).unwrap());
    }
}

#[test]
fn best_first_meets_corollary_3_on_uniform_trees() {
    for seed in SEEDS {
        let (d, h) = uniform_dims(seed);
        for t in
            [permutation(d, h, seed, Limits::default()).unwrap(), iid(d, h, -3, 3, seed, Limits::default()).unwrap()]
        {
            let best = reorder(&t, Reorder::BestFirst);
            let r = run(&best, Procedure::F2, Window::FULL);
            let want = minimal_terminals(d as u64, h).unwrap();
            assert_eq!(r.counts.terminals, want, "{}", fail(seed, &best, "not Corollary 3's minimum"));
        }
    }
}

#[test]
fn worst_first_with_distinct_values_makes_f1_examine_every_position() {
    for seed in SEEDS {
        let (d, h) = uniform_dims(seed);
        for t in [distinct_shape(seed), permutation(d, h, seed, Limits::default()).unwrap()] {
            let worst = reorder(&t, Reorder::WorstFirst);
            assert_eq!(examined(&worst, Procedure::F1), all(&worst), "{}", fail(seed, &worst, "F1 cut"));
        }
    }
}

#[test]
fn worst_first_does_not_stop_f2_from_cutting() {
    // The reason for worst_case_values: on some tree F2 still makes a deep cutoff.
    let mut seeds = SEEDS;
    let cut = seeds.any(|seed| {
        let worst = reorder(&permutation(2, 5, seed, Limits::default()).unwrap(), Reorder::WorstFirst);
        examined(&worst, Procedure::F2).len() < worst.len()
    });
    assert!(cut);
}

#[test]
fn worst_case_values_make_f2_examine_every_position() {
    for seed in SEEDS {
        let (d, h) = uniform_dims(seed);
        for shape in [tied_shape(seed), permutation(d, h, seed, Limits::default()).unwrap()] {
            let t = worst_case_values(&shape);
            let r = run(&t, Procedure::F2, Window::FULL);
            assert_eq!(r.counts.positions as usize, t.len(), "{}", fail(seed, &t, "F2 cut"));
            assert!(r.cutoffs.is_empty(), "{}", fail(seed, &t, "a cutoff"));
            // Same shape; values (Max's standpoint) a permutation of 1..=n.
            assert_eq!(t.level_sizes(), shape.level_sizes());
            let mut v: Vec<i64> = t.terminals_in_order().map(|p| t.value(p)).collect();
            v.sort_unstable();
            assert_eq!(v, (1..=t.terminal_count() as i64).collect::<Vec<_>>(), "{}", fail(seed, &t, "values"));
        }
    }
}

#[test]
fn worst_case_values_on_small_named_shapes() {
    assert_eq!(print(&worst_case_values(&parse("7").unwrap())), "1");
    // Root range [1, 3]; the successors share [-3, -1], the first the top: -1 (a terminal,
    // Max's value 1) then [-3, -2] for (x, y), whose successors share [2, 3]: 3 then 2.
    let t = worst_case_values(&parse("(0,(0,0))").unwrap());
    assert_eq!(print(&t), "(1,(3,2))");
    assert_eq!(run(&t, Procedure::F2, Window::FULL).counts.positions, 5);
}

#[test]
fn every_reordering_keeps_the_game() {
    let hows = [Reorder::BestFirst, Reorder::WorstFirst, Reorder::Reversed, Reorder::Shuffle { seed: 3 }];
    for seed in SEEDS {
        let t = tied_shape(seed);
        let v = run(&t, Procedure::F0, Window::FULL).value;
        for how in hows {
            let r = reorder(&t, how);
            assert_eq!(run(&r, Procedure::F0, Window::FULL).value, v, "{}", fail(seed, &t, &format!("{how:?}")));
            assert_eq!(r.level_sizes(), t.level_sizes());
            // Every position keeps its multiset of successor subtrees: compare sorted
            // canonical texts, bottom-up.
            assert_eq!(canonical(&r), canonical(&t), "{}", fail(seed, &t, &format!("{how:?}")));
        }
        assert_eq!(reorder(&reorder(&t, Reorder::Reversed), Reorder::Reversed), t);
        assert_eq!(reorder(&t, Reorder::WorstFirst), reorder(&reorder(&t, Reorder::BestFirst), Reorder::Reversed));
    }
}

/// A text that ignores the order of successors: children's texts sorted, bottom-up.
fn canonical(t: &Tree) -> String {
    let mut text = vec![String::new(); t.len()];
    for p in (0..t.len() as NodeId).rev() {
        text[p as usize] = if t.is_terminal(p) {
            t.value(p).to_string()
        } else {
            let mut kids: Vec<String> = t.children(p).map(|c| std::mem::take(&mut text[c as usize])).collect();
            kids.sort();
            format!("({})", kids.join(","))
        };
    }
    std::mem::take(&mut text[0])
}

#[test]
fn best_first_sorts_stably_and_by_the_movers_standpoint() {
    // Max at the root wants the largest minimax value; Min below wants the smallest.
    let t = parse("((5,1,3),(2,9),(4,4,0),(7))").unwrap();
    // Minimax values of the root's successors: 1, 2, 0, 7 -> 7 first, then 2, 1, 0.
    // Ties (4, 4) keep their order; the 0 moves first below its Min position.
    assert_eq!(print(&reorder(&t, Reorder::BestFirst)), "((7),(2,9),(1,3,5),(0,4,4))");
    assert_eq!(print(&reorder(&t, Reorder::WorstFirst)), "((4,4,0),(5,3,1),(9,2),(7))");
}

#[test]
fn shuffle_is_seeded() {
    let t = permutation(3, 4, 1, Limits::default()).unwrap();
    let a = reorder(&t, Reorder::Shuffle { seed: 5 });
    assert_eq!(a, reorder(&t, Reorder::Shuffle { seed: 5 }));
    assert_ne!(a, reorder(&t, Reorder::Shuffle { seed: 6 }));
    assert_ne!(a, t);
}

#[test]
fn reordering_and_worst_case_values_do_not_recurse_on_a_tree_100000_levels_deep() {
    // A comb: every interior position has a terminal and a deeper interior successor.
    let depth = 100_000u32;
    let t = Tree::build((0u32, false), Limits::default(), |(d, leaf), _, buf| {
        if leaf || d == depth {
            Ok(Content::Terminal((d % 7) as i64 - 3))
        } else {
            buf.push((d + 1, true));
            buf.push((d + 1, false));
            Ok(Content::Interior)
        }
    })
    .unwrap();
    assert_eq!(t.height(), depth);
    for how in [Reorder::BestFirst, Reorder::WorstFirst, Reorder::Reversed, Reorder::Shuffle { seed: 1 }] {
        let r = reorder(&t, how);
        assert_eq!(r.len(), t.len());
    }
    let w = worst_case_values(&t);
    assert_eq!(negamax_values(&w).len(), t.len());
}

#[test]
fn reorder_has_kebab_case_serde_tags() {
    assert_eq!(serde_json::to_string(&Reorder::BestFirst).unwrap(), "\"best-first\"");
    assert_eq!(serde_json::to_string(&Reorder::Shuffle { seed: 7 }).unwrap(), "{\"shuffle\":{\"seed\":7}}");
    let r: Reorder = serde_json::from_str("\"worst-first\"").unwrap();
    assert_eq!(r, Reorder::WorstFirst);
    assert_eq!("shuffle:12".parse::<Reorder>().unwrap(), Reorder::Shuffle { seed: 12 });
    assert!("sideways".parse::<Reorder>().is_err());
}
