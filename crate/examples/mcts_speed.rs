//! Native UCT iterations per second (Browne et al. 2012, Algorithm 2; `crate/src/mcts`) on a
//! uniform tree of degree 10 and height 5 (111,111 positions) of independent values, for
//! comparison with the browser benchmark's wasm run of the same tree and seed
//! (`scripts/bench-browser.mjs --mcts-only`, docs/speed.md, "UCT: wasm against native").
//!
//! ```text
//! cargo run --release -p gametree --example mcts_speed -- [--write TREE_FILE] [SECONDS] [ITERATIONS]
//! ```
//!
//! The values: ChaCha8 seeded 42, uniform in -1000..=1000 (as `benches/mcts.rs`). One run is
//! ITERATIONS (default 100,000) iterations with seed 7 and C = √2, the page's defaults but for
//! the iterations. `--write` saves the tree's text for the browser.
//!
//! Prints one JSON line: the run's move (breadth-first id), the root's W, the runs made in
//! SECONDS (default 3), their median CPU time (Linux: `/proc/thread-self/schedstat`; the wall
//! time where that is absent) and the iterations per second of that median.

use gametree::mcts::{self, Options};
use gametree::{Limits, Tree};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// The calling thread's CPU time in seconds (the first field of its schedstat, in ns).
fn cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(s.split_whitespace().next()?.parse::<f64>().ok()? / 1e9)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let write = args.iter().position(|a| a == "--write").map(|i| args.drain(i..i + 2).nth(1).expect("--write FILE"));
    let seconds: f64 = args.first().map_or(3.0, |a| a.parse().expect("SECONDS is a number"));
    let iterations: u64 = args.get(1).map_or(100_000, |a| a.parse().expect("ITERATIONS is a whole number"));
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let tree = Tree::uniform(10, 5, Limits::default(), |_| rng.random_range(-1000..=1000)).expect("the tree fits");
    if let Some(path) = &write {
        std::fs::write(path, gametree::notation::print(&tree)).expect("writes the tree");
    }
    let o = Options { iterations, seed: 7, ..Options::default() };
    let run = || mcts::run(&tree, &o).unwrap();
    let first = run();
    let mut times = Vec::new();
    let start = Instant::now();
    while times.is_empty() || start.elapsed().as_secs_f64() < seconds {
        let (c0, w0) = (cpu_seconds(), Instant::now());
        std::hint::black_box(run());
        times.push(match (c0, cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => w0.elapsed().as_secs_f64(),
        });
    }
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    let root = first.stats.get(tree.root()).unwrap_or_default();
    println!(
        "{{\"positions\":{},\"iterations\":{},\"best\":{},\"root_w\":{},\"runs\":{},\"median_seconds\":{},\"iterations_per_second\":{}}}",
        tree.len(),
        iterations,
        first.best.map_or(-1, i64::from),
        root.w,
        times.len(),
        median,
        iterations as f64 / median
    );
}
