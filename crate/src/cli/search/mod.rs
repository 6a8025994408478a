//! `gametree search`: runs procedures of the three papers on a tree and prints a table, the
//! trace in sentences, or one JSON object.
//!
//! * [`args`]: the arguments;
//! * [`table`] and [`trace`]: K&M's procedures for people, from the core's typed runs and
//!   events; [`others`] and [`others_trace`]: the other papers' procedures;
//! * [`json`]: `--json`, the core's records through serde_json, streamed and bounded.

mod args;
mod json;
mod others;
mod others_trace;
mod table;
mod trace;

use super::CliError;
use std::io::{Read, Write};

pub const HELP: &str = "\
gametree search - run Knuth & Moore's F0, F1 and/or F2 on a tree

USAGE
  gametree search [TREE | --file PATH | -] [--proc P[,P...]|all] [--alpha A] [--beta B]
                  [--json] [--trace] [--literal] [--m M] [--n N] [--backup B] [--tie T]

  TREE            tree text, quoted: '((3 1 4) (1 5 9) (2 6 5))' (see 'gametree --help'
                  for the notation)
  --file PATH     read the tree text from a file (--file - reads stdin)
  -               read the tree text from stdin: gametree gen pi | gametree search -
  --proc P        F0, F1, F2 (the default is F0,F1,F2), a list such as F1,F2,pvs, or all.
                  Other papers' procedures by name: Muszycka's thesis: branch-and-bound,
                  alphabeta, falphabeta, palphabeta, pvs, scout, scout-testm, scout-pearl,
                  scout-cm, sss (reported with the thesis' counters: nodes and leaves
                  created, visits, tests, re-searches); Slagle's mn-minimax and
                  mn-alphabeta (m&n alpha-beta needs m, n >= 2). 'all' runs every one
                  that applies.
  --literal       thesis procedures: the literal reading of the printed text (e.g. PVS and
                  cutoffs with '>', Scout's TEST with '>') instead of the resolved one
  --m M, --n N    Slagle: the m best values for Max, n for Min (default 2, 2)
  --backup B      Slagle's backing-up functions: identity, sample (the report's 2&2
                  example), exp:X,Y or exp:X,Y,R,S (default sample)
  --tie T         Slagle's root tie rule: strict (default, the resolved reading) or le
                  (the report's literal <=)
  --alpha A       F2's alpha: an integer, -inf, +inf or inf (default -inf)
  --beta B        F2's beta and F1's bound (default +inf); alpha < beta is required
  --json          print one JSON object instead of the table
  --trace         also list every step of each search (at most 200000 positions)
  -h, --help      this text

THE PROCEDURES (K&M section 2; values are negamax, the root's is the minimax value)
  F0(root)               examines every position; ignores the window.
  F1(root, bound)        bound = --beta (default +inf); --alpha is ignored. F1 = F if
                         F < bound; F1 >= bound if F >= bound (6).
  F2(root, alpha, beta)  (9): v <= alpha: F <= v (fail low); alpha < v < beta: v = F
                         (exact); v >= beta: F >= v (fail high).
  Each procedure updates m on t > m and cuts off on m >= bound (or beta).

THE TABLE
  value                  the result and whether it is exact (F itself) or only a bound
  terminals / positions  how many terminal / all positions were examined
  per level              positions examined on levels 0, 1, 2, ... (for trees higher
                         than 8, a table of its own below)
  cutoffs                how many, and of which kind: shallow (the bound is the parent's
                         own m; F1 makes these too), deep (the bound came from an ancestor
                         above the parent: only F2, from level 4 on), window (the bound is
                         the root's window itself: what an aspiration window saves)
  principal variation    when the value is exact: the Dewey coordinates of the terminal
                         position it ends in, i.e. the moves from the root (3.1.3.1 means
                         move 3, then 1, then 3, then 1)
  A list of the cutoffs follows when there are at most 40 per procedure (otherwise see
  --trace or --json). For F2 with a window other than (-inf, +inf), the aspiration block
  (K&M section 4) gives the outcome (exact, fail low, fail high), the re-search
  F2(root, -inf, v) or F2(root, v, +inf) with its counts, the total of both searches and
  the full window's count.

THE TRACE (--trace)
  One line per step, indented by level: 'enter 1.2 with (-inf, 3)' (F1: 'with bound 3');
  'enter 1.2.1 with (-3, +inf): terminal, f = -5'; '2.1: t = 5 > m = 3, m := 5' (the
  successor 2.1 raised m at 2; t = -value(2.1)); 'cutoff at 2: m = 5 >= beta = 4; 2.3,
  2.4 not examined (deep)'; '2 returns 5'. All values in the trace are negamax values:
  from the standpoint of the player to move at the position (f = the written value at
  even levels, its negation at odd levels). After an aspiration fail, the re-search is
  traced too.

JSON (--json)
  {\"tree\": \"<canonical text>\", \"procedures\": {\"F0\": {...}, \"F1\": {...}, \"F2\": {...}}}
  Each procedure's object: procedure, alpha, beta, value, exact, terminals_examined,
  positions_examined, per_level, shallow_cutoffs, deep_cutoffs, window_cutoffs, examined
  (Dewey coordinates in the order examined, root first; the root is \"\"), cutoffs (each
  with at, after, kind, skipped), pv, visits (at, alpha, beta, value), status (per
  position in breadth-first order: examined, shallow, deep or window); for F2 with a
  window other than (-inf, +inf): outcome (exact, fail_low, fail_high), research_alpha,
  research_beta, research_value, research_positions_examined,
  research_terminals_examined, total_positions_examined, total_terminals_examined,
  full_window_positions_examined, full_window_terminals_examined, final_value; with
  --trace: trace (events with type enter, terminal, update, cutoff, leave).
  Infinite values are the strings \"-inf\" and \"+inf\".

EXAMPLES
  gametree search '((3 1 4) (1 5 9) (2 6 5))'
  gametree search --proc F2 --alpha 0 --beta 4 --trace '((3 1 4) (1 5 9) (2 6 5))'
  gametree gen pi | gametree search - --json
";

/// The largest tree `--trace` is allowed on: a trace is about three lines per position.
pub const MAX_TRACE_POSITIONS: usize = 200_000;

pub fn run(argv: &[String], stdin: &mut dyn Read, out: &mut dyn Write) -> Result<(), CliError> {
    let Some(request) = args::parse(argv, stdin)? else {
        return Ok(out.write_all(HELP.as_bytes())?);
    };
    let tree = &request.tree;
    if request.trace && tree.len() > MAX_TRACE_POSITIONS {
        return Err(CliError::input(format!(
            "--trace is limited to trees of at most {MAX_TRACE_POSITIONS} positions; this one has {}",
            tree.len()
        )));
    }
    if request.others.iter().any(|o| matches!(o, others::Other::Mn(_))) {
        others::check_mn_trace(tree, &request.options)?;
    }
    let other_results = request
        .others
        .iter()
        .map(|&p| others::run(tree, p, &request.options).map(|r| (p, r)))
        .collect::<Result<Vec<_>, CliError>>()?;
    if request.json {
        return json::write(out, &request, &other_results);
    }
    // One run alive at a time: each is summarized before the next.
    let summaries: Vec<table::Summary> = request
        .procs
        .iter()
        .map(|&p| table::Summary::new(tree, crate::search::run(tree, p, request.window, request.trace)))
        .collect();
    if !summaries.is_empty() {
        out.write_all(table::human(tree, request.window, &summaries).as_bytes())?;
    }
    out.write_all(others::table(tree, &other_results).as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    fn search(args: &[&str]) -> Result<String, super::CliError> {
        let mut v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        v.insert(0, "search".into());
        super::super::execute(&v, &mut std::io::empty())
    }

    #[test]
    fn the_table_shows_values_counts_and_the_principal_variation() {
        let s = search(&["((3 1 4) (1 5 9) (2 6 5))"]).unwrap();
        assert!(s.contains("2 (exact)"), "{s}");
        assert!(s.contains("principal variation   3.1"), "{s}");
    }

    #[test]
    fn the_trace_reads_as_sentences() {
        let s =
            search(&["--proc", "F2", "--alpha", "0", "--beta", "4", "--trace", "((3 1 4) (1 5 9) (2 6 5))"]).unwrap();
        assert!(s.contains("enter root with (0, 4)"), "{s}");
        assert!(s.contains("  enter 1 with (-4, 0)"), "{s}");
        assert!(s.contains("enter 1.1 with (0, 4): terminal, f = 3"), "{s}");
        assert!(s.contains("1.2: t = -1 > m = -3, m := -1") || s.contains("cutoff at"), "{s}");
        assert!(s.contains("root returns 2"), "{s}");
    }
}
