//! Native F2 throughput on one tree, for comparison with the browser benchmark
//! (`scripts/bench-browser.mjs`), which searches the same tree text in wasm and in JS.
//!
//! `cargo run --release -p gametree --example f2_throughput -- TREE_FILE [SECONDS]`
//! prints one JSON line: positions examined per search, searches, seconds, positions/s.

use gametree::search::{f2_with, Counts, Stack};
use gametree::{notation, Score};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: f2_throughput TREE_FILE [SECONDS]");
        std::process::exit(2);
    };
    let secs: f64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2.0);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("error: {path}: {e}");
        std::process::exit(1)
    });
    let tree = notation::parse(&text).unwrap_or_else(|e| {
        eprintln!("error: {path}: {e}");
        std::process::exit(1)
    });
    let mut stack = Stack::new();
    let mut per_search = 0;
    let mut value = Score::NEG_INF;
    let start = Instant::now();
    let mut n = 0u64;
    while n == 0 || start.elapsed().as_secs_f64() < secs {
        let mut c = Counts::for_height(tree.height());
        value = f2_with(&tree, Score::NEG_INF, Score::INF, &mut c, &mut stack);
        per_search = c.positions;
        n += 1;
    }
    let t = start.elapsed().as_secs_f64();
    println!(
        "{{\"value\":{},\"positions_per_search\":{per_search},\"searches\":{n},\"seconds\":{t:.4},\"positions_per_second\":{:.0}}}",
        value,
        (per_search * n) as f64 / t
    );
}
