//! A seeded, in-process fuzz loop: the notation parser, every CLI command's
//! arguments, every procedure on random trees (each must agree with F0) and the generator
//! specs, each input under a time and memory budget. See docs/fuzzing.md.
//!
//! ```text
//! cargo run --release -p gametree --example fuzz -- --inputs 1000000 --seed 1
//! ```
//!
//! prints the inputs run per family, the crashes (panics, with the input and the command
//! that replays it alone), wrong answers, inputs over the budgets, the slowest input and the
//! peak memory (VmHWM). Exit status 1 when anything crashed or answered wrong.
//!
//! Options: `--inputs N` (default 10000), `--seed S` (default 1), `--from I` (first input
//! number, default 0), `--time-budget-ms T` (default 5000), `--memory-budget-mib M`
//! (default 1024), `--show` (print every input before running it).

mod inputs;
mod targets;

use inputs::{input, CliVocabulary};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The last panic's message and place (the hook stores it instead of printing it).
static LAST_PANIC: Mutex<String> = Mutex::new(String::new());

struct Config {
    inputs: u64,
    seed: u64,
    from: u64,
    time_budget: Duration,
    memory_budget_kib: u64,
    show: bool,
}

fn config() -> Result<Config, String> {
    let mut c = Config {
        inputs: 10_000,
        seed: 1,
        from: 0,
        time_budget: Duration::from_millis(5000),
        memory_budget_kib: 1024 << 10,
        show: false,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut num = |name: &str| -> Result<u64, String> {
            it.next().and_then(|v| v.parse().ok()).ok_or_else(|| format!("{name} needs a number"))
        };
        match a.as_str() {
            "--inputs" => c.inputs = num("--inputs")?,
            "--seed" => c.seed = num("--seed")?,
            "--from" => c.from = num("--from")?,
            "--time-budget-ms" => c.time_budget = Duration::from_millis(num("--time-budget-ms")?),
            "--memory-budget-mib" => c.memory_budget_kib = num("--memory-budget-mib")? << 10,
            "--show" => c.show = true,
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(c)
}

/// A `/proc/self/status` field in KiB (Linux), or None.
fn status_kib(field: &str) -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Resets VmHWM to the current RSS (Linux >= 4.0), so that the next reading is the peak of
/// the next input alone. Returns false where that is not possible.
fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// Cuts a long input for the terminal.
fn short(s: &str) -> String {
    const MAX: usize = 2000;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        let head: String = s.chars().take(MAX).collect();
        format!("{head}... ({} characters; replay it with --show)", s.chars().count())
    }
}

fn main() {
    let c = match config() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("fuzz: {e}");
            std::process::exit(2);
        }
    };
    std::panic::set_hook(Box::new(|info| {
        if let Ok(mut m) = LAST_PANIC.lock() {
            *m = info.to_string();
        }
    }));
    let vocab = CliVocabulary::read();
    let per_input_peak = reset_peak();
    let start = Instant::now();
    let mut families: BTreeMap<&str, u64> = BTreeMap::new();
    let (mut crashes, mut wrong, mut over_time, mut over_memory) = (0u64, 0u64, 0u64, 0u64);
    let mut slowest: Option<(Duration, u64, String)> = None;
    let mut biggest: Option<(u64, u64, String)> = None;
    let replay = |i: u64| {
        format!("cargo run --release -p gametree --example fuzz -- --seed {} --from {i} --inputs 1 --show", c.seed)
    };
    for i in c.from..c.from + c.inputs {
        let inp = input(c.seed, i, &vocab);
        if c.show {
            println!("input #{i} ({}): {inp}", inp.family());
        }
        *families.entry(inp.family()).or_default() += 1;
        if per_input_peak {
            reset_peak();
        }
        let t0 = Instant::now();
        let outcome = catch_unwind(AssertUnwindSafe(|| targets::run(&inp)));
        let took = t0.elapsed();
        let peak = status_kib("VmHWM:").unwrap_or(0);
        match outcome {
            Ok(Ok(())) => {}
            Ok(Err(why)) => {
                wrong += 1;
                println!(
                    "WRONG #{i} ({}): {why}\n  input: {}\n  replay: {}",
                    inp.family(),
                    short(&inp.to_string()),
                    replay(i)
                );
            }
            Err(_) => {
                crashes += 1;
                let msg = LAST_PANIC.lock().map(|m| m.clone()).unwrap_or_default();
                println!(
                    "CRASH #{i} ({}): {msg}\n  input: {}\n  replay: {}",
                    inp.family(),
                    short(&inp.to_string()),
                    replay(i)
                );
            }
        }
        if took > c.time_budget {
            over_time += 1;
            println!("SLOW #{i} ({}, {} ms): {}", inp.family(), took.as_millis(), short(&inp.to_string()));
        }
        if per_input_peak && peak > c.memory_budget_kib {
            over_memory += 1;
            println!("MEMORY #{i} ({}, {} MiB): {}", inp.family(), peak >> 10, short(&inp.to_string()));
        }
        if slowest.as_ref().is_none_or(|s| took > s.0) {
            slowest = Some((took, i, format!("{} — {}", inp.family(), short(&inp.to_string()))));
        }
        if biggest.as_ref().is_none_or(|b| peak > b.0) {
            biggest = Some((peak, i, format!("{} — {}", inp.family(), short(&inp.to_string()))));
        }
        let done = i - c.from + 1;
        if c.inputs >= 100_000 && done % (c.inputs / 10) == 0 {
            eprintln!("fuzz: {done} inputs, {:.0} s", start.elapsed().as_secs_f64());
        }
    }
    let fam: Vec<String> = families.iter().map(|(k, v)| format!("{k} {v}")).collect();
    println!("fuzz: seed {}, inputs {} (#{}..#{}): {}", c.seed, c.inputs, c.from, c.from + c.inputs, fam.join(", "));
    println!("crashes: {crashes}");
    println!("wrong answers: {wrong}");
    println!("over the time budget ({} ms): {over_time}", c.time_budget.as_millis());
    if per_input_peak {
        println!("over the memory budget ({} MiB): {over_memory}", c.memory_budget_kib >> 10);
    }
    if let Some((t, i, s)) = &slowest {
        println!("slowest input: #{i}, {:.1} ms: {s}", t.as_secs_f64() * 1e3);
    }
    if let Some((p, i, s)) = &biggest {
        // With the per-input reset, VmHWM after an input is that input's peak (the process's
        // resident memory included); the largest of them is the run's peak.
        let how = if per_input_peak { "the largest VmHWM of one input" } else { "VmHWM, first reached" };
        println!("peak memory ({how}): {} MiB at #{i}: {s}", p >> 10);
    }
    println!("elapsed: {:.1} s", start.elapsed().as_secs_f64());
    if crashes + wrong > 0 {
        std::process::exit(1);
    }
}
