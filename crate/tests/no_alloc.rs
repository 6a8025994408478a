//! The stats-only path allocates nothing per position: a counting global allocator sees a
//! constant number of allocations whatever the tree size.

use gametree::search::{self, Counts, Stack};
use gametree::{Limits, Score, Tree};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    // Per thread: the test harness's own threads (its output capture, other tests) allocate
    // too, and a process-wide count made this test fail now and then on a busy machine.
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
}

fn count_one() {
    // try_with: a thread being torn down has no locals left; its allocations are not ours.
    let _ = ALLOCS.try_with(|n| n.set(n.get() + 1));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        count_one();
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        count_one();
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static A: Counting = Counting;

/// The allocations `f` makes on this thread.
fn allocations(f: impl FnOnce()) -> usize {
    let before = ALLOCS.with(Cell::get);
    f();
    ALLOCS.with(Cell::get) - before
}

#[test]
fn counting_searches_allocate_a_constant_amount_not_one_per_position() {
    for (d, h) in [(3, 4), (3, 9), (5, 6)] {
        let mut k = 0i64;
        let t = Tree::uniform(d, h, Limits::default(), |_| {
            k = (k * 7 + 13) % 101;
            k - 50
        })
        .unwrap();
        let mut stack = Stack::new();
        let mut counts = Counts::for_height(t.height());
        // Warm the reusable stack, then count.
        search::f2_with(&t, Score::NEG_INF, Score::INF, &mut counts, &mut stack);
        let n = allocations(|| {
            let mut c = Counts::for_height(t.height());
            search::f0_with(&t, &mut c, &mut stack);
            search::f1_with(&t, Score::INF, &mut c, &mut stack);
            search::f2_with(&t, Score::NEG_INF, Score::INF, &mut c, &mut stack);
            assert!(c.positions > 0);
        });
        assert!(n <= 1, "d={d} h={h}: {n} allocations for {} positions", t.len());
        // Without a reused stack: one stack growth per doubling of the height, still O(log h).
        let n = allocations(|| {
            search::f2(&t, Score::NEG_INF, Score::INF, &mut ());
        });
        assert!(n <= 2 + (h as usize).ilog2() as usize + 1, "d={d} h={h}: {n}");
    }
}
