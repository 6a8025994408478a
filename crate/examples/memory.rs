//! Bytes per position: the tree arena, a counting search (stack and counts) and a run record
//! (the catalogue's `Record`, what `gametree search --json` and the page's `run()` give), on a
//! stored tree of 2,000,000 positions; peak resident memory from
//! /proc/self/status (Linux). Figures in docs/speed.md.
//!
//! `cargo run --release -p gametree --example memory` prints one JSON line.

use gametree::record::{Bound, Cutoff, Status, Value, Visit};
use gametree::search::{self, count, Counts, Stack};
use gametree::tree::{Content, Limits, Tree};
use gametree::Score;
use std::mem::size_of;

/// A field of /proc/self/status in bytes (0 where there is none).
fn status_bytes(field: &str) -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find_map(|l| l.strip_prefix(field)?.trim().strip_suffix("kB")?.trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

fn main() {
    const N: usize = 2_000_000;
    let hwm_start = status_bytes("VmHWM:");
    // Degree 3 breadth first until the next expansion would pass N; values i.i.d.-like.
    let mut allocated = 1usize;
    let mut x = 42u64;
    let tree = Tree::build((), Limits::default(), |_, _, buf| {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        if allocated + 3 <= N {
            allocated += 3;
            buf.extend([(), (), ()]);
            Ok(Content::Interior)
        } else {
            Ok(Content::Terminal((x >> 33) as i64 % 2001 - 1000))
        }
    })
    .expect("2,000,000 positions fit the default limits");
    let hwm_built = status_bytes("VmHWM:");
    let rss_built = status_bytes("VmRSS:");
    let n = tree.len() as f64;

    // A counting search (F2, full window): its stack and counts.
    let mut stack = Stack::new();
    let mut c = Counts::for_height(tree.height());
    count::f2(&tree, Score::NEG_INF, Score::INF, &mut c, &mut stack);
    let counts_bytes = size_of::<Counts>() + c.per_level.capacity() * 8;
    let mut driver_stack = Stack::new();
    search::f2_with(&tree, Score::NEG_INF, Score::INF, &mut Counts::for_height(tree.height()), &mut driver_stack);

    // The run record: per position its status, value, bound and window; a visit per call;
    // the cutoffs with their skipped successors.
    let f2 = gametree::procedures::find("F2").expect("F2 is in the catalogue");
    let run = f2.run(&tree, &gametree::procedures::Options::default()).expect("F2 runs on the tree");
    let per_position = size_of::<Status>() + 3 * size_of::<Option<Value>>() + size_of::<Option<Bound>>();
    let run_bytes = run.status.capacity() * per_position
        + run.visits.capacity() * size_of::<Visit>()
        + run.cutoffs.capacity() * size_of::<Cutoff>()
        + run.cutoffs.iter().map(|c| c.skipped.capacity() * size_of::<u32>()).sum::<usize>()
        + run.pv.capacity() * size_of::<u32>()
        + run.counts.per_level.capacity() * 8;
    let hwm_run = status_bytes("VmHWM:");

    println!(
        "{{\"positions\":{},\"height\":{},\"arena_bytes\":{},\"arena_bytes_per_position\":{:.3},\
         \"count_search_stack_bytes\":{},\"count_search_counts_bytes\":{counts_bytes},\
         \"driver_stack_bytes\":{},\"run_record_bytes\":{run_bytes},\"run_record_bytes_per_position\":{:.2},\
         \"examined_f2\":{},\"vm_hwm_start\":{hwm_start},\"vm_hwm_after_build\":{hwm_built},\
         \"vm_rss_after_build\":{rss_built},\"vm_hwm_after_run\":{hwm_run},\
         \"build_peak_bytes_per_position\":{:.2}}}",
        tree.len(),
        tree.height(),
        tree.heap_bytes(),
        tree.heap_bytes() as f64 / n,
        stack.heap_bytes(),
        driver_stack.heap_bytes(),
        run_bytes as f64 / n,
        c.positions,
        (hwm_built - hwm_start) as f64 / n,
    );
}
