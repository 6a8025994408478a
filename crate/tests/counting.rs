//! The counting path (`search::count`) examines exactly the positions the observed driver
//! examines, in the same order, and returns the same value and the same counts (per level,
//! terminals, cutoffs by kind) — for every negamax procedure, on seeded random trees with ties,
//! negative values and terminals at mixed depths, with random windows.

mod common;

use common::{ctx, tree_for};
use gametree::search::{self, count, Counts, DistinctCounts, ExaminedOrder, Procedure, Stack, Window};
use gametree::tree::{Content, Limits, Tree};
use gametree::Score;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// Counts each thread's allocations (the tests run on several threads), to check that a
/// counting search allocates nothing per position.
struct Counting;

thread_local! {
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
}

fn allocations() -> usize {
    ALLOCS.with(Cell::get)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        ALLOCS.with(|c| c.set(c.get() + 1));
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        ALLOCS.with(|c| c.set(c.get() + 1));
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static A: Counting = Counting;

/// A window around the tree's values: sometimes infinite at either end, often narrow, so
/// that window cutoffs, fail-lows and fail-highs all happen.
fn random_window(rng: &mut ChaCha8Rng, range: i64) -> Window {
    let bound = |rng: &mut ChaCha8Rng| match rng.random_range(0..6) {
        0 => Score::NEG_INF,
        1 => Score::INF,
        _ => Score::new(rng.random_range(-range - 1..=range + 1)),
    };
    loop {
        let (a, b) = (bound(rng), bound(rng));
        if let Ok(w) = Window::new(a.min(b), a.max(b)) {
            return w;
        }
    }
}

/// The driver's value, counts (each position once, however often searched) and order.
fn driver(tree: &Tree, p: Procedure, w: Window) -> (Score, Counts, Vec<u32>) {
    let mut obs = (DistinctCounts::new(tree.len(), tree.height()), ExaminedOrder::default());
    let v = search::search_with(tree, p, w, &mut obs);
    (v, obs.0.counts, obs.1 .0)
}

fn counting(tree: &Tree, p: Procedure, w: Window, stack: &mut Stack) -> (Score, Counts, Vec<u32>) {
    let mut c = Counts::for_height(tree.height());
    let v = count::search_with(tree, p, w, &mut c, stack);
    (v, c, count::examined_order(tree, p, w))
}

#[test]
fn the_counting_path_examines_what_the_driver_examines_and_counts_the_same() {
    let mut stack = Stack::new();
    let mut cut = [0u64; 3];
    for seed in 0..3000u64 {
        let tree = tree_for(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let range = tree.terminals_in_order().map(|p| tree.value(p).abs()).max().unwrap_or(0);
        for &p in Procedure::ALL {
            for k in 0..3 {
                let w = if k == 0 { Window::FULL } else { random_window(&mut rng, range) };
                let want = driver(&tree, p, w);
                let got = counting(&tree, p, w, &mut stack);
                assert_eq!(got.0, want.0, "{p} {w:?} value: {}", ctx(seed, &tree));
                assert_eq!(got.1, want.1, "{p} {w:?} counts: {}", ctx(seed, &tree));
                assert_eq!(got.2, want.2, "{p} {w:?} examined order: {}", ctx(seed, &tree));
                cut[0] += got.1.shallow_cutoffs;
                cut[1] += got.1.deep_cutoffs;
                cut[2] += got.1.window_cutoffs;
            }
        }
    }
    // The trees and windows exercise every kind of cutoff.
    assert!(cut.iter().all(|&c| c > 100), "cutoffs by kind: {cut:?}");
}

#[test]
fn counts_add_up_across_searches_like_the_observer() {
    let tree = tree_for(40);
    let mut stack = Stack::new();
    let (mut want, mut got) = (Counts::for_height(tree.height()), Counts::for_height(tree.height()));
    for _ in 0..2 {
        search::f2_with(&tree, Score::NEG_INF, Score::INF, &mut want, &mut stack);
        count::f2(&tree, Score::NEG_INF, Score::INF, &mut got, &mut stack);
    }
    assert_eq!(got, want, "{}", ctx(40, &tree));
    // A short per-level vector is extended, not indexed out of bounds.
    let mut short = Counts::default();
    count::f1(&tree, Score::INF, &mut short, &mut stack);
    assert_eq!(short.per_level.len(), tree.height() as usize + 1);
}

#[test]
fn a_terminal_root_is_one_position() {
    let tree = Tree::leaf(-7).unwrap();
    let mut stack = Stack::new();
    for &p in Procedure::ALL {
        let mut c = Counts::for_height(0);
        let v = count::search_with(&tree, p, Window::FULL, &mut c, &mut stack);
        assert_eq!((v, c.positions, c.terminals, c.per_level), (Score::new(-7), 1, 1, vec![1]));
    }
}

#[test]
fn a_tree_100000_levels_deep_does_not_overflow_the_stack() {
    // A chain, with a terminal beside it at every level (items: Some(level) continues the
    // chain, None is the terminal sibling).
    let h = 100_000u32;
    let tree = Tree::build(Some(0u32), Limits::default(), |item, depth, buf| match item {
        Some(l) if l < h => {
            buf.extend([Some(l + 1), None]);
            Ok(Content::Interior)
        }
        _ => Ok(Content::Terminal(depth as i64 % 5 - 2)),
    })
    .unwrap();
    assert_eq!(tree.height(), h);
    let mut stack = Stack::new();
    for &p in Procedure::ALL {
        let want = driver(&tree, p, Window::FULL);
        let mut c = Counts::for_height(h);
        let v = count::search_with(&tree, p, Window::FULL, &mut c, &mut stack);
        assert_eq!((v, &c), (want.0, &want.1), "{p}");
    }
}

#[test]
fn implicit_trees_classify_cutoffs_as_the_driver_does_on_their_materialized_twins() {
    use gametree::experiment::implicit::{materialize, ImplicitTree};
    for seed in 0..200u64 {
        let d = 1 + (seed % 4) as u32;
        let h = (seed % 7) as u32;
        let range = [2, 5, 1000][(seed % 3) as usize];
        let it = ImplicitTree::new(d, h, seed, -range, range).unwrap();
        let tree = materialize(&it, Limits::default()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for k in 0..4 {
            let w = if k == 0 { Window::FULL } else { random_window(&mut rng, range) };
            for &p in Procedure::ALL.iter().filter(|p| p.0.plain) {
                let (v, c) = p.implicit(&it, &search::Params::window(w)).unwrap();
                let want = driver(&tree, p, p.effective_window(w));
                assert_eq!((v, &c), (want.0, &want.1), "{p} {w:?}: {}", ctx(seed, &tree));
            }
        }
    }
}

#[test]
fn implicit_trees_refuse_the_procedures_that_search_a_position_twice_or_remember_it() {
    use gametree::experiment::implicit::ImplicitTree;
    let it = ImplicitTree::new(3, 4, 1, -9, 9).unwrap();
    for &p in Procedure::ALL {
        let got = p.implicit(&it, &search::Params::default());
        if p.0.plain {
            assert!(got.is_ok(), "{p}: {got:?}");
        } else {
            let e = got.unwrap_err().to_string();
            assert!(e.contains(p.name()) && e.contains("needs the tree built"), "{p}: {e}");
        }
    }
    assert!(Procedure::ALL.iter().any(|p| !p.0.plain), "no procedure to refuse");
}

#[test]
fn a_counting_search_with_a_reused_stack_allocates_nothing() {
    for (d, h) in [(3, 4), (3, 9), (5, 6)] {
        let t = gametree::generate::iid(d, h, -9, 9, 7, Limits::default()).unwrap();
        let mut stack = Stack::new();
        let mut c = Counts::for_height(t.height());
        count::f2(&t, Score::NEG_INF, Score::INF, &mut c, &mut stack);
        let before = allocations();
        count::f0(&t, &mut c, &mut stack);
        count::f1(&t, Score::INF, &mut c, &mut stack);
        count::f2(&t, Score::NEG_INF, Score::INF, &mut c, &mut stack);
        let n = allocations() - before;
        assert_eq!(n, 0, "d={d} h={h}: {n} allocations for {} positions", t.len());
    }
}

/// What `gametree merge` takes as the most a sample can count (a tree's terminals,
/// positions and positions per level) holds for every procedure of the catalogue: none
/// counts a position twice.
#[test]
fn no_procedure_counts_more_positions_than_the_tree_has() {
    let mut stack = Stack::new();
    for seed in 0..120u64 {
        let t = tree_for(seed);
        if t.len() > 3000 {
            continue;
        }
        let mut per_level = vec![0u64; t.height() as usize + 1];
        for p in 0..t.len() as u32 {
            per_level[t.depth(p) as usize] += 1;
        }
        let terminals = (0..t.len() as u32).filter(|&p| t.is_terminal(p)).count() as u64;
        for e in gametree::procedures::all() {
            let (_, c) = e.count(&t, &gametree::procedures::Options::default(), &mut stack).unwrap();
            assert!(c.terminals <= terminals && c.positions <= t.len() as u64, "{}: {c:?}; {}", e.name, ctx(seed, &t));
            assert!(c.per_level.iter().zip(&per_level).all(|(a, b)| a <= b), "{}: {c:?}; {}", e.name, ctx(seed, &t));
        }
    }
}
