//! `gametree search`: runs procedures of the three papers on a tree and prints a table, the
//! trace in sentences, or one JSON object.
//!
//! * [`args`]: the arguments;
//! * [`table`] and [`trace`]: K&M's procedures for people; [`others`] and
//!   [`others_trace`]: the other papers' procedures; all rendered from the catalogue's run
//!   records ([`crate::record::Record`]) and their typed events, never from strings;
//! * [`json`]: `--json`, the core's types through serde_json, streamed and bounded.
//!
//! Every procedure runs through the catalogue ([`crate::procedures`]): its names, aliases,
//! options and defaults are the page's.

mod args;
mod chance;
mod json;
mod others;
mod others_trace;
mod table;
mod trace;

use super::CliError;
use std::io::{Read, Write};

/// The help, with `<procedures>` and `<default NAME>` filled in from the catalogue by
/// [`help`].
const HELP: &str = "\
gametree search - run procedures of Knuth & Moore, Muszycka's thesis and Slagle on a tree

USAGE
  gametree search [TREE | --file PATH | -] [--proc P[,P...]|all] [--alpha A] [--beta B]
                  [--json] [--trace] [--literal] [--m M] [--n N] [--backup B] [--tie T]
                  [--guess G]

  TREE            tree text, quoted: '((3 1 4) (1 5 9) (2 6 5))' (see 'gametree --help'
                  for the notation)
  --file PATH     read the tree text from a file (--file - reads stdin)
  -               read the tree text from stdin: gametree gen pi | gametree search -
  --proc P        a procedure's name or alias (PROCEDURES below; any case), a list such
                  as F1,F2,pvs, or all (every one that applies with the options); the
                  default is F0,F1,F2. The thesis' procedures are reported with its
                  counters (nodes and leaves created, visits, tests, re-searches).
  --literal       thesis procedures: the literal reading of the printed text (e.g. PVS and
                  cutoffs with '>', Scout's TEST with '>') instead of the resolved one
                  (default: <default literal>)
  --m M, --n N    Slagle: the m best values for Max, n for Min (default <default m>,
                  <default n>; m&n alpha-beta needs m, n >= 2; at most 10000)
  --backup B      Slagle's backing-up functions: identity, sample (the report's functions
                  of Figs. 2, 5, 6), exp:X,Y or exp:X,Y,R,S (default <default backup>)
  --tie T         Slagle's root tie rule: strict (the resolved reading) or le (the
                  report's literal <=) (default <default tie>)
  --alpha A       F2's alpha: an integer, -inf, +inf or inf (default -inf)
  --beta B        F2's beta and F1's bound (default +inf); alpha < beta is required
  --guess G       MTD(f)'s first guess f of the root's value, an integer (default
                  <default guess>); MTD(f) makes its own windows and ignores --alpha
                  and --beta
  --range L..U    star1 and star2: every terminal value lies in [L, U] (default: the
                  tree's least and greatest terminal value, and the table says so)
  --json          print one JSON object instead of the table
  --trace         also list every step of each search (at most 200000 positions; m&n
                  procedures: at most 8000000 list values, max(m, n) per position)
  -h, --help      this text

PROCEDURES (name, also accepted, where in the paper)
<procedures>
  Monte Carlo tree search (mcts, also uct; Kocsis & Szepesvari 2006) samples, it does
  not prove: gametree mcts runs it (gametree mcts --help), not gametree search.
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
  The other papers' procedures are traced in their own terms: the thesis' calls
  ('call pvs(1.2, 2, 3)', 'staticvalue(1.2.1) = 5', cutoffs, minimal-window tests and
  re-searches, SSS*'s OPEN list as in its Fig. 8), Slagle's positions, lists and
  cutoffs (Appendices B and C; a list longer than 8 values shows its ends).
  Positions deeper than level 12 are named by their first and last four moves and their
  level ('1.1.1.1...2.1.1.3 (level 9000)'), so a line stays short in a deep tree.

JSON (--json)
  {\"tree\": \"<canonical text>\", \"dewey\": [...], \"procedures\": {\"F0\": {...}, ...}}
  Each procedure's object is the catalogue's run record, the same for every family and
  the same the playground reads: procedure, family, minimax, alpha, beta, value, exact,
  outcome (with a window: exact, fail_low, fail_high), counts (positions, terminals,
  perLevel, cutoffs, byKind), per position by breadth-first id status, values, bounds,
  alphas, betas; visits (every call in order: at, alpha, beta, value, bound), pv,
  cutoffs (at, after, kind, skipped, value, bound, from); with a window windowEffect
  (saved, extra) and for F2 aspiration (outcome, first, research, value, totalPositions,
  totalTerminals, fullWindowPositions, fullWindowTerminals); the thesis' or Slagle's
  details; with --trace: trace.
  dewey names each position id by its Dewey coordinates (the root is \"\"), or is null
  when the names would take more than 8 MiB (a tree thousands of levels deep).
  Infinite values are the strings \"-inf\" and \"+inf\".

EXAMPLES
  gametree search '((3 1 4) (1 5 9) (2 6 5))'
  gametree search --proc F2 --alpha 0 --beta 4 --trace '((3 1 4) (1 5 9) (2 6 5))'
  gametree gen pi | gametree search - --json

CHANCE POSITIONS (Ballard 1983)
  A tree with chance positions ('[1/6:a 5/6:b]', '[a b]' for equal probabilities) is
  searched by expectimax, star1 and star2 (the default for such a tree; the others refuse
  it). Values are exact fractions, from the standpoint of the player to move (the root's
  is Max's). The table counts distinct terminals evaluated, all evaluations (Star2's
  search phase searches a probed successor again), positions, and the cutoffs: decision
  (alpha-beta's), chance (Star1's bounds from the outcomes seen and [L, U] cannot enter
  the window) and probing (Star2's probes already reach beta).
  gametree search --proc star1 --range 0..10 --trace '([1/2:(3 5) 1/2:(2 9)] [(4 1) (6 0)])'
";

/// The largest tree `--trace` is allowed on: a trace is about three lines per position.
pub const MAX_TRACE_POSITIONS: usize = 200_000;

/// `gametree search --help`: [`HELP`] with the catalogue's procedures and defaults.
pub fn help() -> String {
    use crate::procedures::{self, OptionKind};
    let mut list = String::new();
    for family in procedures::Family::ALL {
        list.push_str(&format!("  {}\n", family.title()));
        for e in procedures::all().iter().filter(|e| e.family == family) {
            let also = if e.aliases.is_empty() { String::new() } else { format!(" (also {})", e.aliases.join(", ")) };
            list.push_str(&format!("    {:<18} {}{also}; {} {}\n", e.name, e.label, e.paper, e.section));
        }
    }
    let mut text = HELP.replace("<procedures>\n", &list);
    for spec in procedures::all().iter().flat_map(|e| e.options) {
        let default = match spec.kind {
            OptionKind::Bool { default } => if default { "on" } else { "off" }.to_string(),
            OptionKind::Int { default, .. } => default.to_string(),
            OptionKind::Number { default, .. } => default.to_string(),
            OptionKind::Choice { default, .. } | OptionKind::Text { default, .. } => default.to_string(),
        };
        text = text.replace(&format!("<default {}>", spec.name), &default);
    }
    text
}

pub fn run(argv: &[String], stdin: &mut dyn Read, out: &mut dyn Write) -> Result<(), CliError> {
    let Some(request) = args::parse(argv, stdin)? else {
        return Ok(out.write_all(help().as_bytes())?);
    };
    let tree = &request.tree;
    if request.trace && tree.len() > MAX_TRACE_POSITIONS {
        return Err(CliError::input(format!(
            "--trace is limited to trees of at most {MAX_TRACE_POSITIONS} positions; this one has {}",
            tree.len()
        )));
    }
    // Ballard's family runs apart: its values are exact fractions, its counts its own.
    let (chance, others): (Vec<&'static crate::procedures::Entry>, Vec<_>) =
        request.others.iter().partition(|e| e.family.takes_chance());
    if tree.has_chance() || !chance.is_empty() {
        let usage = |m: String| CliError::usage(m).for_command("search");
        for &p in &request.procs {
            crate::procedures::entry(crate::procedures::Kind::Km(p))
                .takes_tree(tree)
                .map_err(|e| usage(e.message()))?;
        }
        for e in &others {
            e.takes_tree(tree).map_err(|e| usage(e.message()))?;
        }
        if !request.procs.is_empty() || !others.is_empty() {
            return Err(usage(
                "expectimax, star1 and star2 run apart from the other procedures: ask for them alone".into(),
            ));
        }
        return chance::write(out, tree, &chance, &request);
    }
    // Every procedure's options are checked before anything is written (the JSON streams).
    for e in &request.others {
        e.check(tree, &request.options).map_err(|e| CliError::usage(e.message()).for_command("search"))?;
    }
    if request.json {
        return json::write(out, &request);
    }
    // One record alive at a time: each is summarized before the next runs.
    let summaries = request
        .procs
        .iter()
        .map(|&p| table::Summary::new(tree, p, &request.options))
        .collect::<Result<Vec<_>, CliError>>()?;
    if !summaries.is_empty() {
        out.write_all(table::human(tree, request.window, &summaries).as_bytes())?;
    }
    let mut others = others::Table::new(tree);
    for &e in &request.others {
        others.add(e, &others::run(tree, e, &request.options)?);
    }
    out.write_all(others.finish().as_bytes())?;
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
    fn the_help_lists_the_catalogue_with_its_defaults() {
        let h = super::help();
        assert!(!h.contains("<default") && !h.contains("<procedures>"), "{h}");
        for e in crate::procedures::all() {
            assert!(h.contains(&format!("    {:<18} ", e.name)), "{} missing in\n{h}", e.name);
        }
        assert!(h.contains("(default sample)"), "the catalogue's backing-up default");
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
