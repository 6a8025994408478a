//! What each input is checked for. A panic anywhere is a crash (caught by the driver); an
//! `Err` is a wrong answer: a procedure disagreeing with F0, a tree that does not survive
//! printing and parsing, an error without a message.

use super::inputs::Input;
use gametree::generate::{generate, reorder, worst_case_values};
use gametree::notation::{parse, parse_with, print};
use gametree::search::{self, Procedure};
use gametree::slagle::{self, Backup, MnOptions};
use gametree::thesis::{self, Event, OpenReplay, Options, ThesisProc};
use gametree::tree::{Limits, Tree};

pub fn run(input: &Input) -> Result<(), String> {
    match input {
        Input::Parse(text) => parser(text),
        Input::Procedures { text, trace, m, n } => {
            let tree = parse(text).map_err(|e| format!("a generated tree does not parse: {e}"))?;
            procedures(&tree, *trace, *m, *n)
        }
        Input::Cli { args, stdin } => cli(args, stdin),
        Input::Gen { spec, reorder: how, worst_case } => {
            let Ok(tree) = generate(spec, Limits::default()) else { return Ok(()) };
            if tree.len() > Limits::default().max_positions {
                return Err(format!("{} positions, past the limit", tree.len()));
            }
            let v = search::f0(&tree, &mut ());
            if let Some(how) = how {
                let t = reorder(&tree, *how);
                if search::f0(&t, &mut ()) != v {
                    return Err("reordering changed the value".into());
                }
            }
            if *worst_case {
                let t = worst_case_values(&tree);
                let mut c = search::Counts::for_height(t.height());
                search::f2(&t, gametree::Score::NEG_INF, gametree::Score::INF, &mut c);
                if c.terminals != t.terminal_count() as u64 {
                    return Err("F2 cut something on the worst-case values".into());
                }
            }
            Ok(())
        }
    }
}

/// Parsing never panics; a tree that parses prints to text that parses to the same tree.
fn parser(text: &str) -> Result<(), String> {
    let _ = parse_with(text, Limits { max_positions: 50, max_depth: 10 });
    match parse(text) {
        Ok(t) => {
            let again = parse(&print(&t)).map_err(|e| format!("the printed tree does not parse: {e}"))?;
            if again != t {
                return Err("print then parse gives another tree".into());
            }
            Ok(())
        }
        Err(e) if e.to_string().is_empty() => Err("a parse error without a message".into()),
        Err(_) => Ok(()),
    }
}

/// Every procedure finds F0's value; traces replay.
fn procedures(tree: &Tree, trace: bool, m: usize, n: usize) -> Result<(), String> {
    let v = search::f0(tree, &mut ());
    let record = |name: &str, guess: i64| {
        let entry = gametree::procedures::find(name).map_err(|e| e.to_string())?;
        let options = gametree::procedures::Options { trace, guess, ..Default::default() };
        entry.run(tree, &options).map_err(|e| format!("{name}: {e}"))
    };
    for &p in Procedure::ALL {
        let r = record(p.name(), 0)?;
        if r.score() != Some(v) {
            return Err(format!("{p:?} gives {} where F0 gives {v}", r.value));
        }
    }
    // MTD(f) from first guesses at the ends of the range and at F itself (Plaat et al.
    // 1996: each pass moves a bound, so the passes end), and NegaScout's and MTD(f)'s
    // records: a cutoff lists as skipped no position a later search examined.
    let max = gametree::Score::new(gametree::score::MAX_VALUE);
    for guess in [max, -max, v, gametree::Score::new(0)] {
        let r = record("mtdf", guess.raw())?;
        if r.score() != Some(v) {
            return Err(format!("MTD(f) from the guess {guess} gives {} where F0 gives {v}", r.value));
        }
    }
    for name in ["fail-soft", "negascout", "mtdf"] {
        let r = record(name, v.finite().unwrap_or(0))?;
        for c in &r.cutoffs {
            if let Some(&q) = c.skipped.iter().find(|&&q| r.status[q as usize] == gametree::record::Status::Examined) {
                return Err(format!(
                    "{name}: a cutoff at {} lists {} as skipped, but it is examined",
                    tree.dewey(c.at),
                    tree.dewey(q)
                ));
            }
        }
    }
    let options = if trace { Options::default().traced() } else { Options::default() };
    for p in ThesisProc::ALL {
        let r = thesis::run(tree, p, options);
        if r.value != v {
            return Err(format!("{} gives {} where F0 gives {v}", p.name(), r.value));
        }
        if let Some(events) = &r.trace {
            let mut open = OpenReplay::new();
            for e in events {
                open.apply(e).map_err(|why| format!("{}: the OPEN trace does not replay: {why}", p.name()))?;
            }
            if p == ThesisProc::Sss && !events.iter().any(|e| matches!(e, Event::Open { .. })) {
                return Err("SSS* traced no OPEN step".into());
            }
        }
    }
    // 1&1 minimaxing with the identity is F0 (Slagle §6).
    let one = slagle::run(
        slagle::MnProcedure::MnMinimax,
        tree,
        &MnOptions { trace, ..MnOptions::new(1, 1) },
        &Backup::identity(),
    )
    .map_err(|e| format!("mn-minimax 1&1: {e}"))?;
    if one.value.get() != v.raw() as f64 && tree.len() > 1 {
        return Err(format!("mn-minimax 1&1 gives {} where F0 gives {v}", one.value.get()));
    }
    for p in [slagle::MnProcedure::MnMinimax, slagle::MnProcedure::MnAlphabeta] {
        let opts = MnOptions { trace, ..MnOptions::new(m.max(2), n.max(2)) };
        let _ = slagle::run(p, tree, &opts, &Backup::sample());
    }
    Ok(())
}

/// The program never panics; an error has a message and the status 1 or 2.
fn cli(args: &[String], stdin: &str) -> Result<(), String> {
    match gametree::cli::execute(args, &mut stdin.as_bytes()) {
        Ok(_) => Ok(()),
        Err(e) if e.message.trim().is_empty() => Err("an error without a message".into()),
        Err(e) if e.status != 1 && e.status != 2 => Err(format!("exit status {}", e.status)),
        Err(_) => Ok(()),
    }
}
