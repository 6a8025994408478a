//! Native F2 throughput on one tree, for comparison with the browser benchmark
//! (`scripts/bench-browser.mjs`, which searches the same tree text in wasm and in JS), and
//! the counting path beside the observed driver and a textbook recursive F2 over flat
//! arrays (`benches/textbook/mod.rs`).
//!
//! ```text
//! cargo run --release -p gametree --example f2_throughput -- TREE_FILE [SECONDS]
//! cargo run --release -p gametree --example f2_throughput -- --iid D H [SECONDS]
//! valgrind --tool=callgrind target/release/examples/f2_throughput --iid D H --searches N
//! ```
//!
//! `--proc F0|F1` measures that procedure instead of F2 (full window, F1's bound +inf).
//!
//! Prints one JSON line. `positions_per_second` is the counting path's (`search::count`);
//! `textbook_…` and `driver_…` (`search::f2_with` with a `Counts` observer) are measured in
//! the same run, interleaved in short slices so that a busy machine slows all three alike.
//! `--iid D H` searches the i.i.d. tree of degree D and height H (values in -1000..=1000,
//! seed 42, the project's generator). `--searches N` runs exactly N searches of each kind
//! (for instruction counts: the three `run_*` functions' inclusive costs).
//!
//! The `cpu_…` figures divide by the thread's CPU time instead of the wall time (Linux:
//! `/proc/thread-self/schedstat`; absent elsewhere). On a shared machine the wall time
//! includes the time other processes held the core; the browser benchmark measures the page
//! the same way (the main thread's CPU time), so its wasm / native ratio compares like with
//! like.

#[path = "../benches/textbook/mod.rs"]
mod textbook;

use gametree::search::{count, f0_with, f1_with, f2_with, Counts, Stack};
use gametree::{notation, Limits, Procedure, Score, Tree, Window};
use std::time::Instant;

fn fail(msg: String) -> ! {
    eprintln!("error: {msg}");
    std::process::exit(1)
}

#[inline(never)]
fn run_textbook(p: Procedure, flat: &textbook::Flat, searches: u64) -> (i64, u64) {
    let (mut v, mut n) = (0, 0);
    let inf = textbook::INF;
    for _ in 0..searches {
        let flat = std::hint::black_box(flat);
        v = if p == Procedure::F0 {
            textbook::f0(flat, 0, &mut n)
        } else if p == Procedure::F1 {
            textbook::f1(flat, 0, inf, &mut n)
        } else {
            textbook::f2(flat, 0, -inf, inf, &mut n)
        };
    }
    (v, n)
}

#[inline(never)]
fn run_driver(p: Procedure, tree: &Tree, stack: &mut Stack, searches: u64) -> (Score, u64) {
    let (mut v, mut n) = (Score::NEG_INF, 0);
    for _ in 0..searches {
        let mut c = Counts::for_height(tree.height());
        let tree = std::hint::black_box(tree);
        v = if p == Procedure::F0 {
            f0_with(tree, &mut c, stack)
        } else if p == Procedure::F1 {
            f1_with(tree, Score::INF, &mut c, stack)
        } else {
            f2_with(tree, Score::NEG_INF, Score::INF, &mut c, stack)
        };
        n += c.positions;
    }
    (v, n)
}

#[inline(never)]
fn run_count(p: Procedure, tree: &Tree, stack: &mut Stack, searches: u64) -> (Score, u64) {
    let (mut v, mut n) = (Score::NEG_INF, 0);
    for _ in 0..searches {
        let mut c = Counts::for_height(tree.height());
        v = count::search_with(std::hint::black_box(tree), p, Window::FULL, &mut c, stack);
        n += c.positions;
    }
    (v, n)
}

/// The calling thread's CPU time in seconds (the first field of its schedstat, in ns).
fn cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(s.split_whitespace().next()?.parse::<f64>().ok()? / 1e9)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut rest = args.iter().map(String::as_str);
    let mut fixed: Option<u64> = None;
    let mut positional = Vec::new();
    let mut iid: Option<(u32, u32)> = None;
    let mut procedure = Procedure::F2;
    while let Some(a) = rest.next() {
        match a {
            "--searches" => fixed = rest.next().and_then(|s| s.parse().ok()),
            "--proc" => {
                let name = rest.next().unwrap_or_default();
                procedure = match gametree::procedures::find(name).map(|e| e.kind) {
                    Ok(gametree::procedures::Kind::Km(p)) => p,
                    Ok(_) => fail(format!("--proc: {name} is not a negamax procedure")),
                    Err(e) => fail(format!("--proc: {e}")),
                };
            }
            "--iid" => {
                let mut num = || rest.next().and_then(|s| s.parse().ok());
                iid = num().zip(num());
                if iid.is_none() {
                    fail("--iid needs a degree and a height".into());
                }
            }
            _ => positional.push(a),
        }
    }
    let tree = match iid {
        Some((d, h)) => gametree::generate::iid(d, h, -1000, 1000, 42, Limits::default())
            .unwrap_or_else(|e| fail(format!("--iid {d} {h}: {e}"))),
        None => {
            if positional.is_empty() {
                eprintln!("usage: f2_throughput (TREE_FILE | --iid D H) [SECONDS] [--searches N]");
                std::process::exit(2);
            }
            let path = positional.remove(0);
            let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(format!("{path}: {e}")));
            notation::parse(&text).unwrap_or_else(|e| fail(format!("{path}: {e}")))
        }
    };
    let secs: f64 = positional.first().and_then(|s| s.parse().ok()).unwrap_or(2.0);
    let flat = textbook::Flat::new(&tree);
    let mut stack = Stack::new();

    // One search of each: the same value and the same positions, or the comparison is void.
    let (tv, tn) = run_textbook(procedure, &flat, 1);
    let (dv, dn) = run_driver(procedure, &tree, &mut stack, 1);
    let (cv, cn) = run_count(procedure, &tree, &mut stack, 1);
    if (dv, dn) != (cv, cn) || dv.raw() != tv || dn != tn {
        fail(format!("the searches disagree: textbook {tv}/{tn}, driver {dv}/{dn}, counting {cv}/{cn}"));
    }
    let per_search = cn;

    if let Some(n) = fixed {
        run_textbook(procedure, &flat, n);
        run_driver(procedure, &tree, &mut stack, n);
        run_count(procedure, &tree, &mut stack, n);
        println!("{{\"value\":{cv},\"positions_per_search\":{per_search},\"searches\":{n}}}");
        return;
    }

    // Interleaved slices: each path runs for about secs / 3 in all, in 10 rounds.
    const ROUNDS: u32 = 10;
    let slice = secs / 3.0 / ROUNDS as f64;
    let mut totals = [(0u64, 0f64); 3];
    let mut cpu = [0f64; 3];
    for _ in 0..ROUNDS {
        for (k, total) in totals.iter_mut().enumerate() {
            let cpu0 = cpu_seconds();
            let start = Instant::now();
            let mut n = 0u64;
            while n == 0 || start.elapsed().as_secs_f64() < slice {
                match k {
                    0 => run_textbook(procedure, &flat, 1).1,
                    1 => run_driver(procedure, &tree, &mut stack, 1).1,
                    _ => run_count(procedure, &tree, &mut stack, 1).1,
                };
                n += 1;
            }
            total.0 += n;
            total.1 += start.elapsed().as_secs_f64();
            if let (Some(a), Some(b)) = (cpu0, cpu_seconds()) {
                cpu[k] += b - a;
            }
        }
    }
    let rate = |(n, t): (u64, f64)| (per_search * n) as f64 / t;
    let (textbook, driver, counting) = (rate(totals[0]), rate(totals[1]), rate(totals[2]));
    let cpu_rate = |k: usize| if cpu[k] > 0.0 { rate((totals[k].0, cpu[k])) } else { 0.0 };
    println!(
        "{{\"procedure\":\"{procedure}\",\"value\":{cv},\"positions_per_search\":{per_search},\"searches\":{},\"seconds\":{:.4},\
         \"positions_per_second\":{counting:.0},\"driver_positions_per_second\":{driver:.0},\
         \"textbook_positions_per_second\":{textbook:.0},\"count_over_textbook\":{:.3},\
         \"driver_over_textbook\":{:.3},\"cpu_positions_per_second\":{:.0},\"cpu_textbook_positions_per_second\":{:.0},\
         \"cpu_seconds\":{:.4}}}",
        totals[2].0,
        totals[2].1,
        counting / textbook,
        driver / textbook,
        cpu_rate(2),
        cpu_rate(0),
        cpu[2]
    );
}
