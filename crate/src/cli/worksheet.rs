//! `gametree worksheet`: an exercise or a tree as LaTeX with `forest`, for print.

use super::args::{self, Spec};
use super::{read_tree, CliError};
use crate::practice::{ExerciseSpec, View};
use crate::worksheet::{exercise_sheet, worksheet, ExerciseSheet, WorksheetOptions};
use std::io::Read;

pub const HELP: &str = "\
gametree worksheet - an exercise or a tree as LaTeX (TikZ forest) for print

USAGE
  gametree worksheet SPEC [--solution] [--standalone] [--url BASE] [--number N] [--key]
  gametree worksheet [TREE | --file PATH | -] [--solution] [--standalone] [--dewey]
                     [--proc P] [--alpha A] [--beta B] [--negamax] [--title TEXT]

  SPEC          an exercise's text (e.g. prune.F2.s123.d3h4.good.v-9..9): its title, task
                and tree (with Dewey labels, to name positions in answers)
  TREE          tree text (see 'gametree --help' for the notation)
  --solution    fill in the solution: positions not examined grey with dashed edges and a
                cut mark on the edge above each cut-off root; each examined interior
                position's value, a lower bound as >= v and an upper bound as <= v
  --standalone  a complete document (\\documentclass{article}, \\usepackage{forest});
                otherwise a fragment for a document that loads forest and graphicx
  --dewey       label positions with their Dewey coordinates (exercises always have them)
  --proc P      the procedure of the solution (default F2); --alpha, --beta its window
  --negamax     values from the player to move's standpoint (default: Max's)
  --title TEXT  a heading (escaped for LaTeX)
  --url BASE    with SPEC: the playground's address (e.g. https://example.org/playground/);
                the sheet gets a QR code of the exercise's link there, drawn in LaTeX
  --number N    with SPEC: its number in a set, for the title (\"Exercise 3: mark the cutoffs\")
  --key         with SPEC: add the teacher's key, the answers the common mistakes give on
                this tree (docs/practice.md, \"Mistakes the checker recognises\")
  -h, --help    this text

Max's positions are squares, Min's circles. Compile with pdflatex.
";

const SPEC: Spec = Spec {
    command: "worksheet",
    options: &["file", "proc", "alpha", "beta", "title", "url", "number"],
    flags: &["solution", "standalone", "dewey", "negamax", "key"],
};

/// Whether the argument reads as an exercise's text (`task.proc...`) rather than a tree.
fn looks_like_spec(s: &str) -> bool {
    let head = s.split('.').next().unwrap_or("");
    head.parse::<crate::practice::Task>().is_ok() && s.contains('.')
}

pub fn run(rest: &[String], stdin: &mut dyn Read) -> Result<String, CliError> {
    let a = args::parse(&SPEC, rest)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    let (solution, standalone, dewey) = (a.flag("solution"), a.flag("standalone"), a.flag("dewey"));
    if let [one] = &a.positional[..] {
        if looks_like_spec(one) {
            let spec = ExerciseSpec::parse(one).map_err(|e| CliError::usage(e.to_string()).for_command("worksheet"))?;
            let number = a.value("number").map(|v| args::number::<usize>("worksheet", "number", v)).transpose()?;
            let base = a.value("url").map(str::to_string);
            let o =
                ExerciseSheet { solution, standalone, number, base, key: a.flag("key"), ..ExerciseSheet::default() };
            return exercise_sheet(&spec, &o).map_err(|e| CliError::input(e.to_string()));
        }
    }
    if a.flag("key") {
        return Err(CliError::usage("--key goes with an exercise's SPEC: it lists the answers to the exercise's task")
            .for_command("worksheet"));
    }
    if a.value("url").is_some() || a.value("number").is_some() {
        return Err(CliError::usage(
            "--url and --number go with an exercise's SPEC (a tree's link is the page's Copy link)",
        )
        .for_command("worksheet"));
    }
    let tree = read_tree("worksheet", &a.positional, a.value("file"), stdin)?;
    let mut o = WorksheetOptions {
        solution,
        standalone,
        dewey,
        view: if a.flag("negamax") { View::Negamax } else { View::Minimax },
        title: a.value("title").map(str::to_string),
        ..WorksheetOptions::default()
    };
    let usage = |m: String| CliError::usage(m).for_command("worksheet");
    if let Some(p) = a.value("proc") {
        o.proc = crate::practice::procedure(p).map_err(|e| usage(format!("--proc: {e}")))?.name.to_string();
    }
    for (name, slot) in [("alpha", &mut o.alpha), ("beta", &mut o.beta)] {
        if let Some(v) = a.value(name) {
            *slot = Some(v.parse().map_err(|e| usage(format!("--{name}: {e}")))?);
        }
    }
    // A bad window is a usage error, as in 'gametree search' (not a failure of the tree).
    if o.alpha.is_some() || o.beta.is_some() {
        let (alpha, beta) = (o.alpha.unwrap_or(crate::Score::NEG_INF), o.beta.unwrap_or(crate::Score::INF));
        crate::search::Window::new(alpha, beta)
            .map_err(|_| usage(format!("the window needs alpha < beta; got --alpha {alpha} and --beta {beta}")))?;
    }
    worksheet(&tree, &o).map_err(|e| CliError::input(e.to_string()))
}
