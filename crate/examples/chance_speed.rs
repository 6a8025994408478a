//! Native Star1 on a regular *-minimax tree of 2^20 = 1,048,576 terminals, for comparison
//! with the browser benchmark's wasm run of the same tree (`scripts/bench-browser.mjs
//! --chance-only`, docs/speed.md, "Chance positions: wasm against native").
//!
//! ```text
//! cargo run --release -p gametree --example chance_speed -- [--write TREE_FILE] [SECONDS]
//! ```
//!
//! The tree: `gametree gen chance --plies 3 --degree 16 --outcomes 16 --lo 0 --hi 100
//! --seed 3` (Max, chance, Min, chance, Max: 1,118,481 positions), every terminal value
//! times 16^2 = 256 so that the root's value is an integer (the counting path, which the page's
//! `counts()` runs, gives a value as an integer; scaling the values scales every bound and
//! leaves the search as it is). The leaf range is 0..25600. `--write` saves the tree text for
//! the browser.
//!
//! Prints one JSON line: the value, the positions and terminals Star1 examines, the searches
//! made in SECONDS (default 3) and their median CPU time (Linux: `/proc/thread-self/schedstat`;
//! the wall time where that is absent), as the browser benchmark measures the page's thread.

use gametree::chance::{self, ChanceProc, LeafRange};
use gametree::generate::chance::{chance as chance_tree, ChanceSpec, Odds, Order};
use gametree::{Limits, Score};
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
    let spec = ChanceSpec {
        plies: 3,
        degree: 16,
        outcomes: 16,
        odds: Odds::Uniform,
        lo: 0,
        hi: 100,
        order: Order::Random,
        seed: 3,
    };
    let drawn = chance_tree(&spec, Limits::default()).expect("the tree fits");
    let tree = drawn.with_terminal_values(|_, p| drawn.value(p) * 256).expect("values in range");
    if let Some(path) = &write {
        std::fs::write(path, gametree::notation::print(&tree)).expect("writes the tree");
    }
    let range = LeafRange::parse("0..25600").unwrap();
    let star1 = || chance::run(&tree, ChanceProc::Star1, Score::NEG_INF, Score::INF, Some(range), false).unwrap();
    let first = star1();
    let mut times = Vec::new();
    let start = Instant::now();
    while times.is_empty() || start.elapsed().as_secs_f64() < seconds {
        let (c0, w0) = (cpu_seconds(), Instant::now());
        std::hint::black_box(star1());
        times.push(match (c0, cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => w0.elapsed().as_secs_f64(),
        });
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{{\"positions\":{},\"terminals\":{},\"value\":\"{}\",\"examined\":{},\"examined_terminals\":{},\"searches\":{},\"median_seconds\":{}}}",
        tree.len(),
        tree.terminal_count(),
        first.value,
        first.counts.positions,
        first.counts.terminals,
        times.len(),
        times[times.len() / 2]
    );
}
