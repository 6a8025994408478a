//! The `gametree` command-line program: a thin translation of the library.
//!
//! * `gametree search` runs F0, F1 and/or F2 ([`crate::report::report`]) and prints a table,
//!   the event trace in sentences, or one JSON object;
//! * `gametree gen` generates a tree ([`gen`]);
//! * `gametree analyze` prints the shape of a tree and its critical positions (section 6).
//!
//! Every subcommand is a function from arguments (and stdin) to the text it prints, so the
//! whole program is testable without a process. Errors carry their exit status: 2 for
//! usage errors (unknown options, a bad bound, alpha >= beta), 1 for bad input (tree text
//! that does not parse, a file that cannot be read). Nothing here panics on any input.

mod analyze;
mod args;
pub mod exercise;
pub mod experiment;
pub mod gen;
mod others;
mod search;
pub mod theory;
mod thesis_grid;
pub mod worksheet;

use crate::tree::Tree;
use std::io::{Read, Write};

/// Exit status of a usage error.
pub const USAGE: i32 = 2;
/// Exit status of bad input.
pub const BAD_INPUT: i32 = 1;

/// The most bytes of tree text read from a file or stdin (64 MiB): far above any tree
/// within the position limit written sensibly, and a clear error instead of exhausting
/// memory on a wrong file.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// An error and the exit status it ends the program with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    pub status: i32,
    pub message: String,
    /// The subcommand whose `--help` the message should point to (usage errors).
    pub command: Option<&'static str>,
}

impl CliError {
    /// A usage error (exit status 2).
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError { status: USAGE, message: message.into(), command: None }
    }
    /// Bad input (exit status 1).
    pub fn input(message: impl Into<String>) -> CliError {
        CliError { status: BAD_INPUT, message: message.into(), command: None }
    }
    pub(crate) fn for_command(mut self, command: &'static str) -> CliError {
        self.command = Some(command);
        self
    }
    /// What goes to stderr.
    pub fn render(&self) -> String {
        let mut s = format!("error: {}\n", self.message);
        if self.status == USAGE {
            match self.command {
                Some(c) => s.push_str(&format!("(see 'gametree {c} --help')\n")),
                None => s.push_str("(see 'gametree --help')\n"),
            }
        }
        s
    }
}

/// The program's help.
pub const HELP: &str = "\
gametree - game trees and Knuth & Moore's procedures F0, F1, F2
(D. E. Knuth and R. W. Moore, \"An Analysis of Alpha-Beta Pruning\", 1975)

USAGE
  gametree search [TREE | --file PATH | -] [--proc F0|F1|F2|all] [--alpha A] [--beta B]
                  [--json] [--trace]
  gametree gen MODEL [OPTIONS]
  gametree analyze [TREE | --file PATH | -] [--json]
  gametree experiment --model M --degree D --height H[,H..] --samples N --proc P[,P..]
  gametree theory table1 | bound | dependent ...
  gametree thesis-grid [--trees N] [--seed S] [--markdown | --json]
  gametree exercise new|answer|check ...
  gametree worksheet SPEC|TREE [--solution] [--standalone]
  gametree help [search | gen | analyze | experiment | theory | thesis-grid]
  gametree --help | --version

COMMANDS
  search    Run F0 (negamax), F1 (branch-and-bound) and/or F2 (alpha-beta) on a tree: the
            value (and whether it is exact), terminal and total positions examined, per
            level, cutoffs (shallow / deep / window), the principal variation, F2's
            aspiration outcome and re-search; --trace lists every step in sentences;
            --json prints one JSON object. See 'gametree search --help'.
  gen       Generate a tree (pi digits, random values, K&M's models) as tree text; pipe it
            into 'gametree search -'. See 'gametree gen --help'.
  experiment  Monte Carlo runs on K&M's random-tree models (all cores): mean, standard
            error, 95% interval, branching factor and the paper's theory per cell; --json,
            --csv. See 'gametree experiment --help'.
  theory    K&M's analysis computed: Table 1 (r0, r1, r*, T(d,2)), Corollary 3 and the best
            case (50), Theorem 6 and (54). See 'gametree theory --help'.
  thesis-grid  Muszycka's experiment grid with the thesis' six procedures, in its tables'
            layout. See 'gametree thesis-grid --help'.
  exercise  Practice exercises: a tree from a seed, the expected answer, the check of an
            answer. See 'gametree exercise --help'.
  worksheet An exercise or a tree as LaTeX (TikZ forest), with or without the solution.
            See 'gametree worksheet --help'.
  analyze   Size, height, positions per level, the uniform degree and height if any,
            Corollary 3's minimum of terminals examined, and the critical positions by type
            (Theorem 1). See 'gametree analyze --help'.

TREE NOTATION
  Nested lists of integers: ((3 1 4) (1 5 9) (2 6 5)) and [[3,1,4],[1,5,9],[2,6,5]] are the
  same tree. Successors are separated by commas and/or whitespace; a bare integer is a
  one-position tree; () is an error (a terminal needs a value). Values are integers with
  |v| <= 2^53 - 1, written from Max's (the root player's) standpoint; Max moves at even
  levels (the root is level 0), Min at odd levels. The canonical form, printed in output,
  uses parentheses and commas without spaces: ((3,1,4),(1,5,9),(2,6,5)).
  Positions are named by Dewey coordinates: the 1-based successor numbers on the path from
  the root joined by dots (\"3.1.2\"); the root is \"\" (shown as \"root\" in tables).
  Quote the tree text in the shell: gametree search '((3 1 4) (1 5 9) (2 6 5))'.

PROCEDURES AND THE WINDOW (--alpha A, --beta B)
  The procedures are negamax: each position's value is from the standpoint of the player
  to move there; at the root that is the minimax value. A and B are integers or -inf,
  +inf, inf; alpha < beta is required. The defaults are -inf and +inf.
  F0(root)               brute force: examines every position; ignores the window.
  F1(root, bound)        branch-and-bound with bound = B (--beta, default +inf); ignores A.
                         Returns F if F < bound, otherwise a value >= bound (K&M (6)).
  F2(root, alpha, beta)  alpha-beta with the window (A, B), K&M (9): a result v <= alpha
                         means F <= v (fail low); alpha < v < beta means v = F (exact);
                         v >= beta means F >= v (fail high).
  With a window other than (-inf, +inf), F2 is an aspiration search (K&M section 4): after
  a fail low it re-searches with F2(root, -inf, v), after a fail high with F2(root, v, +inf),
  and reports the re-search and the total cost beside the full window's.

EXIT STATUS
  0 success; 1 bad input (tree text that does not parse, with the byte offset; a file
  that cannot be read); 2 usage error (unknown command or option, a bad bound, alpha >= beta).
";

/// Runs the program with the process's arguments, stdin and stdout; returns the exit
/// status.
pub fn main() -> i32 {
    let mut args = Vec::new();
    for (i, a) in std::env::args_os().skip(1).enumerate() {
        match a.into_string() {
            Ok(s) => args.push(s),
            Err(a) => {
                let e = CliError::usage(format!("argument {} is not valid UTF-8: {}", i + 1, a.to_string_lossy()));
                eprint!("{}", e.render());
                return e.status;
            }
        }
    }
    let result = execute(&args, &mut std::io::stdin().lock());
    match result {
        Ok(text) => {
            let mut out = std::io::stdout().lock();
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => 0,
                // The reader went away (`gametree gen ... | head`): not an error of ours.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
                Err(e) => {
                    eprintln!("error: writing the output: {e}");
                    BAD_INPUT
                }
            }
        }
        Err(e) => {
            eprint!("{}", e.render());
            e.status
        }
    }
}

/// Runs one command line (without the program name) and returns what it prints on stdout.
pub fn execute(args: &[String], stdin: &mut dyn Read) -> Result<String, CliError> {
    let Some(first) = args.first() else {
        return Err(CliError::usage(
            "no command given: expected search, gen, analyze, experiment, theory or thesis-grid",
        ));
    };
    let rest = &args[1..];
    match first.as_str() {
        "search" => search::run(rest, stdin),
        "gen" => {
            if rest.iter().any(|a| a == "--help" || a == "-h") {
                return Ok(with_newline(gen::HELP));
            }
            gen::run(rest).map(with_newline).map_err(|m| CliError::usage(m).for_command("gen"))
        }
        "analyze" => analyze::run(rest, stdin),
        "experiment" => experiment::run(rest),
        "thesis-grid" => thesis_grid::run(rest),
        "exercise" => exercise::run(rest, stdin),
        "worksheet" => worksheet::run(rest, stdin),
        "theory" => theory::run(rest).map(with_newline).map_err(|m| CliError::usage(m).for_command("theory")),
        "help" | "--help" | "-h" => match rest.first().map(String::as_str) {
            None => Ok(HELP.to_string()),
            Some("search") => Ok(search::HELP.to_string()),
            Some("gen") => Ok(with_newline(gen::HELP)),
            Some("analyze") => Ok(analyze::HELP.to_string()),
            Some("experiment") => Ok(experiment::HELP.to_string()),
            Some("theory") => Ok(theory::HELP.to_string()),
            Some("thesis-grid") => Ok(thesis_grid::HELP.to_string()),
            Some("exercise") => Ok(exercise::HELP.to_string()),
            Some("worksheet") => Ok(worksheet::HELP.to_string()),
            Some(other) => {
                Err(CliError::usage(format!("no help on '{other}': the commands are search, gen and analyze")))
            }
        },
        "--version" | "-V" | "version" => Ok(format!("gametree {}\n", env!("CARGO_PKG_VERSION"))),
        other => {
            Err(CliError::usage(format!("unknown command '{other}': expected search, gen, analyze, experiment, theory, thesis-grid, help or --version")))
        }
    }
}

fn with_newline(s: impl Into<String>) -> String {
    let mut s = s.into();
    if !s.ends_with('\n') {
        s.push('\n');
    }
    s
}

/// Where a tree comes from, named in messages.
fn read_limited(mut r: impl Read, what: &str) -> Result<String, CliError> {
    let mut bytes = Vec::new();
    r.by_ref()
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::input(format!("cannot read {what}: {e}")))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(CliError::input(format!(
            "{what} is larger than {} MiB; that is not a tree this program can search",
            MAX_INPUT_BYTES >> 20
        )));
    }
    String::from_utf8(bytes)
        .map_err(|e| CliError::input(format!("tree: offset {}: not UTF-8 text ({what})", e.utf8_error().valid_up_to())))
}

/// The tree named by the arguments: one TREE text, `-` (stdin) or `--file PATH`
/// (`--file -` is stdin too). Parse errors are bad input and name the byte offset.
pub(crate) fn read_tree(
    command: &'static str,
    positional: &[String],
    file: Option<&str>,
    stdin: &mut dyn Read,
) -> Result<Tree, CliError> {
    let sources = positional.len() + usize::from(file.is_some());
    if sources == 0 {
        return Err(
            CliError::usage("no tree given: pass TREE (quoted), --file PATH, or - to read stdin").for_command(command)
        );
    }
    if sources > 1 {
        let what = if positional.len() > 1 {
            format!("{} tree arguments", positional.len())
        } else {
            "a tree argument and --file".into()
        };
        return Err(CliError::usage(format!(
            "give the tree once ({what} were given); quote tree text that contains spaces"
        ))
        .for_command(command));
    }
    let text = match (positional.first().map(String::as_str), file) {
        (Some("-"), _) | (None, Some("-")) => read_limited(stdin, "stdin")?,
        (Some(t), _) => t.to_string(),
        (None, Some(path)) => {
            let f = std::fs::File::open(path)
                .map_err(|e| CliError::input(format!("cannot read '{path}': {}", io_reason(&e))))?;
            if f.metadata().map(|m| m.is_dir()).unwrap_or(false) {
                return Err(CliError::input(format!("cannot read '{path}': it is a directory")));
            }
            read_limited(f, &format!("'{path}'"))?
        }
        (None, None) => unreachable!("counted above"),
    };
    crate::notation::parse(&text).map_err(|e| CliError::input(format!("tree: {e}")))
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str], stdin: &str) -> Result<String, CliError> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        execute(&args, &mut stdin.as_bytes())
    }

    #[test]
    fn no_command_and_unknown_commands_are_usage_errors() {
        assert_eq!(run(&[], "").unwrap_err().status, USAGE);
        assert_eq!(run(&["serach"], "").unwrap_err().status, USAGE);
        assert!(run(&["--version"], "").unwrap().starts_with("gametree "));
    }

    #[test]
    fn a_tree_comes_from_exactly_one_source() {
        assert_eq!(run(&["search"], "").unwrap_err().status, USAGE);
        assert_eq!(run(&["search", "1", "2"], "").unwrap_err().status, USAGE);
        assert_eq!(run(&["search", "1", "--file", "x"], "").unwrap_err().status, USAGE);
        assert!(run(&["search", "-", "--json"], "(1 2)").is_ok());
        let e = run(&["search", "--file", "/nonexistent/tree.txt"], "").unwrap_err();
        assert_eq!(e.status, BAD_INPUT);
        assert!(e.message.contains("no such file"), "{}", e.message);
    }

    #[test]
    fn non_utf8_input_names_the_offset() {
        let args = vec!["search".to_string(), "-".to_string()];
        let e = execute(&args, &mut &b"(1 \xff)"[..]).unwrap_err();
        assert_eq!(e.message, "tree: offset 3: not UTF-8 text (stdin)");
    }
}
