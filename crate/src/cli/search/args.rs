//! `gametree search`'s arguments: which procedures, the window, and the other papers'
//! options.

use super::super::args::{self, Spec};
use super::super::CliError;
use super::others::{Other, OtherOptions};
use crate::score::Score;
use crate::search::{Procedure, Window};
use std::io::Read;

const SPEC: Spec = Spec {
    command: "search",
    options: &["file", "proc", "alpha", "beta", "m", "n", "backup", "tie"],
    flags: &["json", "trace", "literal"],
};

/// What `gametree search` is asked to do.
pub struct Request {
    pub tree: crate::tree::Tree,
    /// K&M's procedures, in the order F0, F1, F2.
    pub procs: Vec<Procedure>,
    /// The other papers' procedures, in the order given.
    pub others: Vec<Other>,
    pub window: Window,
    pub json: bool,
    pub trace: bool,
    pub options: OtherOptions,
}

/// Parses `--proc`: F0, F1, F2, `all`, another paper's procedure by name, or a
/// comma-separated list. K&M's come back in the order F0, F1, F2; the others in the order
/// given (`all`: every one, m&n alpha-beta only when m, n >= 2).
pub fn procedures(s: &str, mn_applies: bool) -> Result<(Vec<Procedure>, Vec<Other>), CliError> {
    let mut want = [false; 3];
    let mut others: Vec<Other> = Vec::new();
    let add = |o: Other, others: &mut Vec<Other>| {
        if !others.contains(&o) {
            others.push(o);
        }
    };
    for part in s.split(',') {
        let part = part.trim();
        if part.eq_ignore_ascii_case("all") {
            want = [true; 3];
            for o in Other::all() {
                if mn_applies || o != Other::Mn(crate::slagle::MnProcedure::MnAlphabeta) {
                    add(o, &mut others);
                }
            }
            continue;
        }
        if let Ok(p) = part.parse::<Procedure>() {
            want[p as usize] = true;
            continue;
        }
        match Other::parse(part) {
            Some(o) => add(o, &mut others),
            None => {
                return Err(CliError::usage(format!(
                    "--proc: unknown procedure '{part}': expected F0, F1, F2, {}, or all",
                    Other::all().iter().map(|o| o.name()).collect::<Vec<_>>().join(", ")
                ))
                .for_command("search"))
            }
        }
    }
    Ok((Procedure::ALL.into_iter().filter(|&p| want[p as usize]).collect(), others))
}

fn bound(a: &args::Args, name: &str, default: Score) -> Result<Score, CliError> {
    match a.value(name) {
        None => Ok(default),
        Some(v) => v.parse().map_err(|e: crate::score::ScoreParseError| a.usage(format!("--{name}: {e}"))),
    }
}

/// Parses the arguments and reads the tree; `Ok(None)` for `--help`.
pub fn parse(argv: &[String], stdin: &mut dyn Read) -> Result<Option<Request>, CliError> {
    let a = args::parse(&SPEC, argv)?;
    if a.flag("help") {
        return Ok(None);
    }
    let (m, n) = (a.number_or("m", 2)?, a.number_or("n", 2)?);
    let (procs, others) = procedures(a.value("proc").unwrap_or("F0,F1,F2"), m >= 2 && n >= 2)?;
    let alpha = bound(&a, "alpha", Score::NEG_INF)?;
    let beta = bound(&a, "beta", Score::INF)?;
    let window = Window::new(alpha, beta)
        .map_err(|_| a.usage(format!("the window needs alpha < beta; got --alpha {alpha} and --beta {beta}")))?;
    let usage = |e: crate::slagle::MnError| a.usage(e.to_string());
    let options = OtherOptions {
        window,
        trace: a.flag("trace"),
        literal: a.flag("literal"),
        m,
        n,
        backup: a.value("backup").map_or(Ok(crate::slagle::Backup::default()), str::parse).map_err(usage)?,
        tie: a.value("tie").map_or(Ok(crate::slagle::TieRule::Strict), str::parse).map_err(usage)?,
    };
    let tree = super::super::read_tree("search", &a.positional, a.value("file"), stdin)?;
    Ok(Some(Request { tree, procs, others, window, json: a.flag("json"), trace: a.flag("trace"), options }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proc_lists_and_case() {
        let (kmm, others) = procedures("all", true).unwrap();
        assert_eq!(kmm, Procedure::ALL.to_vec());
        assert_eq!(others, Other::all());
        let (_, others) = procedures("all", false).unwrap();
        assert!(
            !others.contains(&Other::Mn(crate::slagle::MnProcedure::MnAlphabeta)),
            "m&n alpha-beta needs m, n >= 2"
        );
        assert_eq!(procedures("f2,F1", true).unwrap(), (vec![Procedure::F1, Procedure::F2], vec![]));
        let (k, o) = procedures("pvs,F2,sss", true).unwrap();
        assert_eq!(k, vec![Procedure::F2]);
        assert_eq!(o.iter().map(|o| o.name()).collect::<Vec<_>>(), vec!["pvs", "sss"]);
        assert_eq!(procedures("F3", true).unwrap_err().status, 2);
    }
}
