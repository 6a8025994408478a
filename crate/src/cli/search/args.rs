//! `gametree search`'s arguments: which procedures (names and aliases from the catalogue,
//! [`crate::procedures`]), the window, and the procedures' options with the catalogue's
//! defaults.

use super::super::args::{self, Spec};
use super::super::CliError;
use crate::procedures::{self, Entry, Kind, OptionKind, Options};
use crate::search::{Procedure, Window};
use std::io::Read;
use std::sync::OnceLock;

/// The procedures' options the command line sets by name: the window and every option the
/// catalogue lists for a procedure (`--m 3` is `Options::set("m", "3")`; a yes/no option is a
/// flag, `--literal`). So a procedure's new option reaches the command line from its catalogue
/// entry ([`crate::procedures::OptionSpec`]) and its field of [`Options`] alone.
fn procedure_options() -> impl Iterator<Item = &'static procedures::OptionSpec> {
    let mut seen = Vec::new();
    procedures::all()
        .iter()
        .chain(procedures::chance())
        .chain(procedures::mcts())
        .flat_map(|e| e.options.iter())
        .filter(move |o| {
            let new = !seen.contains(&o.name);
            seen.push(o.name);
            new
        })
}

/// `gametree search`'s options and flags, the procedures' from the catalogue.
fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let mut options = vec!["file", "proc", "alpha", "beta"];
        let mut flags = vec!["json", "trace"];
        for o in procedure_options() {
            (if matches!(o.kind, OptionKind::Bool { .. }) { &mut flags } else { &mut options }).push(o.name);
        }
        Spec { command: "search", options: options.leak(), flags: flags.leak() }
    })
}

/// What `gametree search` is asked to do.
pub struct Request {
    pub tree: crate::tree::Tree,
    /// The negamax procedures, in the catalogue's order.
    pub procs: Vec<Procedure>,
    /// The other papers' procedures, in the order given.
    pub others: Vec<&'static Entry>,
    pub window: Window,
    pub json: bool,
    pub trace: bool,
    /// Every procedure's options: the catalogue's defaults and what the command line set.
    pub options: Options,
}

/// Whether `options` lies within the catalogue's range for each integer option of `e` (m&n
/// alpha-beta needs m, n >= 2; m, n at most 10,000): the message says which does not.
fn out_of_range(e: &Entry, options: &Options) -> Option<String> {
    e.options.iter().find_map(|o| {
        let value = match o.name {
            "m" => options.m as i64,
            "n" => options.n as i64,
            _ => return None,
        };
        match o.kind {
            OptionKind::Int { min, max, .. } if !(min..=max).contains(&value) => {
                Some(format!("{} takes --{} from {min} to {max} (got {value})", e.name, o.name))
            }
            _ => None,
        }
    })
}

fn applies(e: &Entry, options: &Options) -> bool {
    out_of_range(e, options).is_none()
}

/// Parses `--proc`: names or aliases of the catalogue, a comma-separated list, or `all`.
/// The negamax procedures come back in the catalogue's order; the others in the order given (`all`: every
/// one in the catalogue's order that applies with these options).
pub fn procedures(s: &str, options: &Options) -> Result<(Vec<Procedure>, Vec<&'static Entry>), CliError> {
    let mut want: Vec<Procedure> = Vec::new();
    let mut others: Vec<&'static Entry> = Vec::new();
    let mut add = |e: &'static Entry, want: &mut Vec<Procedure>| match e.kind {
        Kind::Km(p) => want.push(p),
        _ if others.iter().any(|o| o.name == e.name) => {}
        _ => others.push(e),
    };
    for part in s.split(',') {
        if part.trim().eq_ignore_ascii_case("all") {
            for e in procedures::all().iter().filter(|e| applies(e, options)) {
                add(e, &mut want);
            }
            continue;
        }
        let e = procedures::find(part)
            .map_err(|e| CliError::usage(format!("--proc: {}, or all", e.message())).for_command("search"))?;
        // UCT samples, it does not prove: its own command (`gametree mcts`) runs it.
        if !e.family.proves() {
            return Err(CliError::usage(format!("--proc: {}", e.samples().message())).for_command("search"));
        }
        if let Some(why) = out_of_range(e, options) {
            return Err(CliError::usage(format!("--proc: {why}")).for_command("search"));
        }
        add(e, &mut want);
    }
    Ok((Procedure::ALL.iter().copied().filter(|p| want.contains(p)).collect(), others))
}

/// Parses the arguments and reads the tree; `Ok(None)` for `--help`.
pub fn parse(argv: &[String], stdin: &mut dyn Read) -> Result<Option<Request>, CliError> {
    let a = args::parse(spec(), argv)?;
    if a.flag("help") {
        return Ok(None);
    }
    let mut options = Options::default();
    let set = |options: &mut Options, name: &str, v: &str| {
        options.set(name, v).map_err(|e| a.usage(format!("--{}", e.message())))
    };
    for name in ["alpha", "beta"] {
        if let Some(v) = a.value(name) {
            set(&mut options, name, v)?;
        }
    }
    for o in procedure_options() {
        if matches!(o.kind, OptionKind::Bool { .. }) {
            set(&mut options, o.name, if a.flag(o.name) { "1" } else { "0" })?;
        } else if let Some(v) = a.value(o.name) {
            set(&mut options, o.name, v)?;
        }
    }
    options.trace = a.flag("trace");
    let given = a.value("proc").map(|s| procedures(s, &options)).transpose()?;
    let window = options.window().map_err(|_| {
        a.usage(format!("the window needs alpha < beta; got --alpha {} and --beta {}", options.alpha, options.beta))
    })?;
    let tree = super::super::read_tree("search", &a.positional, a.value("file"), stdin)?;
    // A tree with chance positions is searched by Ballard's family unless told otherwise.
    let (procs, others) = match given {
        Some(p) => p,
        None if tree.has_chance() => procedures("expectimax,star1,star2", &options)?,
        None => procedures("F0,F1,F2", &options)?,
    };
    Ok(Some(Request { tree, procs, others, window, json: a.flag("json"), trace: options.trace, options }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proc_lists_and_case() {
        let o = Options::default();
        let (kmm, others) = procedures("all", &o).unwrap();
        assert_eq!(kmm, Procedure::ALL.to_vec());
        let every: Vec<&str> =
            procedures::all().iter().filter(|e| e.family != procedures::Family::KnuthMoore).map(|e| e.name).collect();
        assert_eq!(others.iter().map(|e| e.name).collect::<Vec<_>>(), every);
        let o1 = Options { m: 1, ..Options::default() };
        let (_, others) = procedures("all", &o1).unwrap();
        assert!(!others.iter().any(|e| e.name == "mn-alphabeta"), "m&n alpha-beta needs m, n >= 2");
        assert_eq!(procedures("f2,F1", &o).unwrap().0, vec![Procedure::F1, Procedure::F2]);
        let (k, o2) = procedures("pvs,F2,sss", &o).unwrap();
        assert_eq!(k, vec![Procedure::F2]);
        assert_eq!(o2.iter().map(|e| e.name).collect::<Vec<_>>(), vec!["pvs", "sss"]);
        assert_eq!(procedures("ab", &o).unwrap().1[0].name, "alphabeta", "aliases come from the catalogue");
        assert_eq!(procedures("F3", &o).unwrap_err().status, 2);
    }
}
