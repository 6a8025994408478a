//! The `gametree` command-line program: a thin translation of the library.
//!
//! The commands are one table, [`COMMANDS`]: each entry has its name, its usage line, a
//! summary for `gametree --help`, its own help and the function that runs it. Adding a
//! command is adding one entry; `gametree --help`, `gametree help NAME` and the messages
//! about unknown commands all read the table.
//!
//! Every command is a function from arguments (and stdin) to what it writes on stdout, so
//! the whole program is testable without a process; big outputs (`search --json`) are
//! written as they are produced, never held whole. Errors carry their exit status
//! ([`CliError`]): 2 for usage errors (unknown options, numbers out of range, a bad bound,
//! alpha >= beta, generator or experiment parameters the library refuses, a limit exceeded
//! by what the options ask for), 1 for bad input (tree text that does not parse, a file that
//! cannot be read, a tree beyond a documented limit) and for failures while running
//! (threads that cannot start, output that cannot be written). Nothing here panics on any
//! input.

mod analyze;
mod args;
mod chance;
mod chance_practice;
mod error;
pub mod exercise;
pub mod experiment;
pub mod gen;
mod mcts;
mod mcts_practice;
pub mod merge;
pub mod pathology;
mod people;
mod progress;
mod scorm;
mod search;
pub mod theory;
mod thesis_grid;
pub mod worksheet;

use crate::tree::Tree;
pub use error::{CliError, BAD_INPUT, USAGE};
use std::io::{Read, Write};

/// The most bytes of tree text read from a file or stdin (64 MiB): far above any tree
/// within the position limit written sensibly, and a clear error instead of exhausting
/// memory on a wrong file.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Runs one command: arguments after its name, stdin, stdout.
type Run = fn(&[String], &mut dyn Read, &mut dyn Write) -> Result<(), CliError>;

/// One command of the program.
pub struct Command {
    pub name: &'static str,
    /// Its usage line(s) in `gametree --help`, without the leading "gametree ".
    pub usage: &'static str,
    /// What it does, for `gametree --help` (wrapped at 76 columns, no indentation).
    pub summary: &'static str,
    /// `gametree NAME --help` and `gametree help NAME` (some list the catalogue).
    pub help: fn() -> String,
    run: Run,
}

/// Writes a command's text output.
fn text(out: &mut dyn Write, s: &str) -> Result<(), CliError> {
    out.write_all(s.as_bytes()).map_err(CliError::output)?;
    if !s.ends_with('\n') {
        out.write_all(b"\n").map_err(CliError::output)?;
    }
    Ok(())
}

/// Every command, in the order `gametree --help` lists them.
pub const COMMANDS: &[Command] = &[
    Command {
        name: "search",
        usage:
            "search [TREE | --file PATH | -] [--proc P[,P..]|all] [--alpha A] [--beta B]\n       [--json] [--trace] ...",
        summary: "Run procedures of the three papers on a tree: K&M's F0 (negamax), F1 \
                  (branch-and-bound) and F2 (alpha-beta), Muszycka's thesis procedures and \
                  Slagle's m&n procedures: the value (and whether it is exact), terminal and \
                  total positions examined, per level, cutoffs (shallow / deep / window), the \
                  principal variation, F2's aspiration outcome and re-search; --trace lists \
                  every step in sentences; --json prints one JSON object.",
        help: search::help,
        run: |a, i, o| search::run(a, i, o),
    },
    Command {
        name: "mcts",
        usage: "mcts [TREE | --file PATH | -] --iterations N [--seed S] [--c C] [--range L..U] [--json]",
        summary: "Monte Carlo tree search (UCT, Kocsis & Szepesvari 2006): seeded iterations of \
                  selection by UCB1, expansion, random simulation and backpropagation; the \
                  move visited most, N and W/N per root successor; --json adds every \
                  position's statistics and the trace of every iteration; --practice select|backup \
                  asks what the next iteration selects or backs up, and checks an answer.",
        help: || mcts::HELP.to_string(),
        run: |a, i, o| text(o, &mcts::run(a, i)?),
    },
    Command {
        name: "gen",
        usage: "gen MODEL [OPTIONS] | gen example NAME",
        summary: "Generate a tree (pi digits, random values, K&M's models, the papers' \
                  examples) as tree text; pipe it into 'gametree search -'.",
        help: || format!("{}\n\n{}", gen::HELP, chance::GEN_HELP),
        run: |a, _, o| text(o, &gen::run(a)?),
    },
    Command {
        name: "analyze",
        usage: "analyze [TREE | --file PATH | -] [--json]",
        summary: "Size, height, positions per level, the uniform degree and height if any, \
                  K&M Corollary 3's minimum of terminals examined, and the critical \
                  positions by type (K&M Theorem 1).",
        help: || analyze::HELP.to_string(),
        run: |a, i, o| text(o, &analyze::run(a, i)?),
    },
    Command {
        name: "experiment",
        usage: "experiment --model M --degree D --height H[,H..] --samples N --proc P[,P..]",
        summary: "Monte Carlo runs on seeded random trees (all cores): mean, standard error, \
                  95% interval, branching factor and the paper's theory per cell; --json, \
                  --csv.",
        help: experiment::help,
        run: |a, _, o| experiment::run(a, o),
    },
    Command {
        name: "merge",
        usage: "merge FILE... [--json | --csv]",
        summary: "Combine the shards of an experiment run apart ('experiment ... --shard K/N \
                  --json', e.g. a Slurm job array) into exactly what one run prints.",
        help: || merge::HELP.to_string(),
        run: |a, _, o| merge::run(a, o),
    },
    Command {
        name: "theory",
        usage: "theory table1 | bound | dependent | random ...",
        summary: "K&M's analysis computed: Table 1 (r0, r1, r*, T(d,2)), Corollary 3 and the \
                  best case (50), Theorem 6 and (54), the recurrences (18)/(24) and (37).",
        help: || theory::HELP.to_string(),
        run: |a, _, o| text(o, &theory::run(a)?),
    },
    Command {
        name: "pathology",
        usage: "pathology recursion | game ...",
        summary: "Search-depth pathology (Muszycka's thesis, ch. 5): Pearl's error recursion \
                  (§5.1) computed exactly, and Nau's games (§5.3) simulated with minimax or \
                  product propagation (§5.2): the probability of a correct decision per depth.",
        help: || pathology::HELP.to_string(),
        run: |a, _, o| text(o, &pathology::run(a)?),
    },
    Command {
        name: "exercise",
        usage: "exercise new|answer|check|chance ...",
        summary: "Practice exercises: a tree from a seed and a difficulty, the expected answer \
                  (prune, values, window, next step, ordering), and the check of an answer, \
                  position by position, with the sentence that explains each; 'exercise \
                  chance' the same for trees with chance positions (values, Star1's skipped \
                  terminals).",
        help: || format!("{}\n\n{}", exercise::HELP, chance_practice::HELP),
        run: |a, i, o| text(o, &exercise::run(a, i)?),
    },
    Command {
        name: "worksheet",
        usage: "worksheet SPEC|TREE [--solution] [--standalone] ...",
        summary: "An exercise or a tree as LaTeX (TikZ forest), with or without the solution.",
        help: || worksheet::HELP.to_string(),
        run: |a, i, o| text(o, &worksheet::run(a, i)?),
    },
    Command {
        name: "scorm",
        usage: "scorm SET --version 1.2|2004 -o FILE.zip [--site DIR] [--mastery PCT]",
        summary: "An exercise set as a SCORM 1.2 or 2004 package: a learning system (Moodle, \
                  Canvas, Blackboard, Brightspace) imports it as a graded activity that \
                  works offline.",
        help: || scorm::HELP.to_string(),
        run: |a, _, o| scorm::run(a, o),
    },
    Command {
        name: "thesis-grid",
        usage: "thesis-grid [--trees N] [--seed S] [--markdown | --json]",
        summary: "Muszycka's experiment grid with the thesis' six procedures, in the layout \
                  of its Tables III-XVIII and the rankings of its Table I.",
        help: || thesis_grid::HELP.to_string(),
        run: |a, _, o| text(o, &thesis_grid::run(a)?),
    },
    Command {
        name: "help",
        usage: "help [COMMAND] | --help | --version",
        summary: "This text, or a command's own help.",
        help: || "gametree help - the program's help, or a command's\n\nUSAGE\n  gametree help [COMMAND]\n".into(),
        run: |a, _, o| text(o, &help_on(a.first().map(String::as_str))?),
    },
];

/// The names of the commands: "search, gen, ... or help".
fn command_names() -> String {
    let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// `gametree help [NAME]`.
fn help_on(name: Option<&str>) -> Result<String, CliError> {
    match name {
        None => Ok(help()),
        Some(n) => find(n)
            .map(|c| (c.help)())
            .ok_or_else(|| CliError::usage(format!("no help on '{n}': the commands are {}", command_names()))),
    }
}

/// The program's help: the papers, then the usage and summary of every command from
/// [`COMMANDS`], then the notation, the window and the exit statuses.
pub fn help() -> String {
    let mut s = String::from(HELP_HEAD);
    s.push_str("\nUSAGE\n");
    for c in COMMANDS {
        for (i, line) in c.usage.lines().enumerate() {
            s.push_str(if i == 0 { "  gametree " } else { "           " });
            s.push_str(line.trim_start());
            s.push('\n');
        }
    }
    s.push_str("\nCOMMANDS\n");
    for c in COMMANDS {
        let see = format!("See 'gametree {} --help'.", c.name);
        let see = (c.name != "help").then_some(see.as_str());
        s.push_str(&wrap(&format!("  {:<12}", c.name), 14, c.summary.split_whitespace().chain(see)));
    }
    s.push_str(HELP_TAIL);
    s
}

/// `words` after `first` (which it pads to `indent` columns), wrapped at 92 columns, the
/// further lines indented by `indent`; a word never breaks.
pub(crate) fn wrap<'a>(first: &str, indent: usize, words: impl IntoIterator<Item = &'a str>) -> String {
    let mut s = String::new();
    let mut line = format!("{first:<indent$}");
    for word in words {
        if line.trim_end().len() > indent && line.len() + 1 + word.len() > 92 {
            s.push_str(line.trim_end());
            s.push('\n');
            line = " ".repeat(indent);
        } else if !line.ends_with(' ') {
            line.push(' ');
        }
        line.push_str(word);
    }
    s.push_str(line.trim_end());
    s.push('\n');
    s
}

/// The head of the program's help: what it is and the three papers.
const HELP_HEAD: &str = "\
gametree - game trees and the search procedures of three papers, with traces and counts

  D. E. Knuth and R. W. Moore, \"An Analysis of Alpha-Beta Pruning\", Artificial
    Intelligence 6 (1975): F0 (negamax), F1 (branch-and-bound), F2 (alpha-beta), aspiration
    windows (section 4), critical positions (section 6), the random and dependent models
    (sections 7-9).
  M. Muszycka, MSc thesis (1985): branch-and-bound, alphabeta, falphabeta, palphabeta, PVS,
    Scout and its variants, SSS*, leaf-value schemes and the experiment grid.
  J. R. Slagle, m & n minimaxing and m & n alpha-beta (1963): the m best values for Max,
    the n best for Min, backed up by a function.
";

/// The tail of the program's help.
const HELP_TAIL: &str = "
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
  'gametree search --help' lists the other papers' procedures and their options.

EXIT STATUS
  0  success (also when the reader of the output goes away: gametree gen ... | head)
  1  bad input: tree text that does not parse (with the byte offset), a file that cannot
     be read, a tree beyond a documented limit; or a failure while running (threads that
     cannot start, output that cannot be written)
  2  usage error: an unknown command or option, a value that is not a number or is out of
     range, alpha >= beta, an unknown procedure or model, parameters the generator or an
     experiment refuses, or an option that asks for more than a documented limit
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
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let result =
        execute_to(&args, &mut std::io::stdin().lock(), &mut out).and_then(|()| out.flush().map_err(CliError::output));
    match result {
        Ok(()) => 0,
        // The reader went away (`gametree gen ... | head`): not an error of ours.
        Err(e) if e.reader_gone() => 0,
        Err(e) => {
            eprint!("{}", e.render());
            e.status
        }
    }
}

/// Runs one command line (without the program name) and returns what it prints on stdout.
pub fn execute(args: &[String], stdin: &mut dyn Read) -> Result<String, CliError> {
    let mut out = Vec::new();
    execute_to(args, stdin, &mut out)?;
    String::from_utf8(out).map_err(|e| CliError::input(format!("the output is not UTF-8: {e}")))
}

/// Runs one command line (without the program name), writing what it prints to `out` as it
/// goes.
pub fn execute_to(args: &[String], stdin: &mut dyn Read, out: &mut dyn Write) -> Result<(), CliError> {
    let Some(first) = args.first() else {
        return Err(CliError::usage(format!("no command given: expected {}", command_names())));
    };
    let rest = &args[1..];
    match first.as_str() {
        "--help" | "-h" => text(out, &help_on(rest.first().map(String::as_str))?),
        "--version" | "-V" | "version" => text(out, &format!("gametree {}", env!("CARGO_PKG_VERSION"))),
        name => match find(name) {
            Some(c) if rest.iter().any(|a| a == "--help" || a == "-h") => text(out, &(c.help)()),
            Some(c) => (c.run)(rest, stdin, out).map_err(|e| e.default_command(c.name)),
            None => {
                Err(CliError::usage(format!("unknown command '{name}': expected {}, or --version", command_names())))
            }
        },
    }
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
