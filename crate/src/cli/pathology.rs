//! `gametree pathology`: Muszycka's thesis, chapter 5 — Pearl's error recursion (§5.1) and
//! the decision experiments on Nau's games and the dependent schemes (§5.3).

use super::args::{parse, Spec};
use super::CliError;
use crate::pathology::experiment::{DepthRow, Tally};
use crate::pathology::recursion::{RecursionParams, RecursionRow};
use crate::pathology::{recursion, Backup, Game, GameSpec, Sons, Ties};

pub const HELP: &str = "\
gametree pathology - the search-depth pathology (Muszycka 1985, chapter 5)

USAGE
  gametree pathology recursion --width W --err1 E1 --err2 E2 --p P --levels N [--q Q] [--json]
  gametree pathology game --game pearl|incremental|dependent --width W --terminal-level T
                          [--p0 P | --ps P] [--scheme integer|real] [--sons distinct|independent]
                          --samples N [--seed S] [--ties half|strict]
                          [--backup minimax|product] [--threads K] [--json] [--quiet]

RECURSION (section 5.1, eq. (1) and its general-width form; eq. (3) with --q)
  The leaves (level N) are WIN with probability P; the evaluation errs with
  err1 = P(1 | LOSS) = E1 and err2 = P(0 | WIN) = E2. Prints err1, err2, p and
  ERR = err1 (1 - p) + err2 p at every level from N up to the root (level 0).
  --q Q    each node is terminal with probability Q, recognised without error (eq. (3))
  --json   {\"rows\": [{\"level\", \"err1\", \"err2\", \"p\", \"ERR\"}, ...]}
  Bounds: 2 <= W <= 1000, 0 <= N <= 1000, probabilities in [0, 1], Q < 1.

GAME (section 5.3, Tables XIX-XXVIII)
  Draws N trees of width W and terminal level T (the root is level 0, Max), keeps those
  whose root has a forced-win and a forced-loss son (redrawing the others), and for every
  search depth d = 1..T evaluates the level-d positions by the number of terminal
  1-positions below them, backs the evaluations up to the first forced-win son and the first
  forced-loss son, and counts the decision correct when the forced-win son's value is
  strictly higher (an equal value counts one half). Prints P(correct) and its standard
  error per depth.
  --game pearl        terminals 1 with probability p0 (default: the p0 that keeps
                      P(forced win) the same on levels of the same parity; W = 2:
                      0.382 for odd T, 0.618 for even T)
  --game incremental  every position but the root +1 with probability ps (default 0.5),
                      else -1; a terminal is 1 when its path sum is > 0
  --game dependent    the thesis' dependent schemes (Tables XXIII-XXIV): sons get a random
                      permutation of 1..W (--scheme integer, default) or of 1/W^L..W/W^L
                      (--scheme real); static value = path sum; correct when a son of the
                      highest true value gets the highest backed-up value (k of m tied
                      sons count k/m)
  --sons independent  dependent schemes: each son's value drawn independently from the
                      w values instead of a permutation (with distinct values every
                      decision on a uniform tree is correct; see docs/experiments.md)
  --backup product    product propagation (section 5.2): evaluation / terminals below,
                      Min = product, Max = 1 - product of (1 - x); Nau's games only
  --ties strict       count a tie as a wrong decision (default half: a tie counts one
                      half; dependent: k best sons among m tied count k/m)
  --seed S            base seed (default 1); sample i has its own derived seed, so the
                      results do not depend on --threads
  --threads K         worker threads (default: all cores)
  --json              {\"depths\": [{\"depth\", \"correct\", \"stderr\"}, ...], ...}
  --quiet             no estimate and no progress bar on stderr (shown when stderr is a
                      terminal and the run is estimated to take more than 2 s)
  Bounds: 2 <= W <= 8, W^T <= 1048576, 1 <= N <= 1000000, N * W^T <= 2^34, K <= 64.
  Redrawn trees add to the work: the incremental game with an even T discards most
  trees (W = 6, T = 6: about 16 per kept tree); a sample gives up after 10000 draws.
  The chance that a drawn tree is kept is computed exactly for the Pearl and incremental
  games; a run that would stop at a sample of 10000 discarded trees with a probability
  above 1% (p0 or ps near 0 or 1) is refused at once, with the chance and what to change.

EXIT STATUS
  0 success; 1 bad input (a parameter out of range); 2 usage error (unknown option,
  a value that is not a number, a missing option).
";

const RECURSION: Spec =
    Spec { command: "pathology", options: &["width", "err1", "err2", "p", "levels", "q"], flags: &["json"] };

const GAME: Spec = Spec {
    command: "pathology",
    options: &[
        "game",
        "width",
        "terminal-level",
        "p0",
        "ps",
        "scheme",
        "sons",
        "ties",
        "samples",
        "seed",
        "backup",
        "threads",
    ],
    flags: &["json", "quiet"],
};

/// The most worker threads.
pub const MAX_THREADS: usize = 64;

fn usage(m: impl Into<String>) -> CliError {
    CliError::usage(m).for_command("pathology")
}

fn num<T: std::str::FromStr>(name: &str, v: &str) -> Result<T, CliError> {
    v.trim().parse().map_err(|_| usage(format!("--{name}: '{v}' is not a valid number")))
}

fn required<'a>(a: &'a super::args::Args, name: &str) -> Result<&'a str, CliError> {
    a.value(name).ok_or_else(|| usage(format!("--{name} is required")))
}

/// `gametree pathology ...`.
pub fn run(args: &[String]) -> Result<String, CliError> {
    match args.first().map(String::as_str) {
        None => Err(usage("expected 'recursion' or 'game' after 'pathology'")),
        Some("--help" | "-h" | "help") => Ok(HELP.to_string()),
        Some("recursion") => run_recursion(&args[1..]),
        Some("game") => run_game(&args[1..]),
        Some(other) => Err(usage(format!("unknown pathology command '{other}': expected recursion or game"))),
    }
}

fn no_positional(a: &super::args::Args) -> Result<(), CliError> {
    match a.positional.first() {
        Some(p) => Err(usage(format!("unexpected argument '{p}'"))),
        None => Ok(()),
    }
}

fn run_recursion(args: &[String]) -> Result<String, CliError> {
    let a = parse(&RECURSION, args)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    no_positional(&a)?;
    let params = RecursionParams {
        width: num("width", required(&a, "width")?)?,
        err1: num("err1", required(&a, "err1")?)?,
        err2: num("err2", required(&a, "err2")?)?,
        p: num("p", required(&a, "p")?)?,
        levels: num("levels", required(&a, "levels")?)?,
        q: a.value("q").map(|v| num("q", v)).transpose()?.unwrap_or(0.0),
    };
    let rows = recursion(&params).map_err(|e| CliError::input(e.message()))?;
    if a.flag("json") {
        return json(&serde_json::json!({ "rows": rows }));
    }
    Ok(recursion_table(&params, &rows))
}

fn recursion_table(params: &RecursionParams, rows: &[RecursionRow]) -> String {
    let mut s = format!(
        "width {}, leaves at level {}: err1 = {}, err2 = {}, p = {}{}\n{:>5} {:>10} {:>10} {:>10} {:>10}\n",
        params.width,
        params.levels,
        params.err1,
        params.err2,
        params.p,
        if params.q > 0.0 { format!(", q = {}", params.q) } else { String::new() },
        "level",
        "err1",
        "err2",
        "p",
        "ERR"
    );
    for r in rows {
        s.push_str(&format!("{:>5} {:>10.6} {:>10.6} {:>10.6} {:>10.6}\n", r.level, r.err1, r.err2, r.p, r.err));
    }
    // Pearl's p0 for which terminals at density q do not remove the pathology (q < 1/2).
    if let (true, Ok(p0)) = (params.q > 0.0, crate::pathology::pearl_special_p0(params.q)) {
        s.push_str(&format!("Pearl's special p0 = (q - q^2)/(1 - 2q) for this q: {p0}\n"));
    }
    s
}

/// A `gametree pathology game` run: the spec, the threads, `--json`, `--quiet`.
pub struct GameRun {
    pub spec: GameSpec,
    pub threads: Option<usize>,
    pub json: bool,
    pub quiet: bool,
}

/// Parses `gametree pathology game` options into a run (None for `--help`).
pub fn game_spec(args: &[String]) -> Result<Option<GameRun>, CliError> {
    let a = parse(&GAME, args)?;
    if a.flag("help") {
        return Ok(None);
    }
    no_positional(&a)?;
    let mut game: Game = required(&a, "game")?.parse().map_err(|e: crate::Error| usage(e.message()))?;
    match (a.value("scheme"), game) {
        (None, _) => {}
        (Some("integer"), Game::IntegerDependent | Game::RealDependent) => game = Game::IntegerDependent,
        (Some("real"), Game::IntegerDependent | Game::RealDependent) => game = Game::RealDependent,
        (Some(s), Game::IntegerDependent | Game::RealDependent) => {
            return Err(usage(format!("--scheme: '{s}' is not integer or real")))
        }
        (Some(_), _) => return Err(usage("--scheme is for --game dependent")),
    }
    let ties: Ties = a.value("ties").unwrap_or("half").parse().map_err(|e: crate::Error| usage(e.message()))?;
    let sons: Sons = a.value("sons").unwrap_or("distinct").parse().map_err(|e: crate::Error| usage(e.message()))?;
    if a.value("p0").is_some() && a.value("ps").is_some() {
        return Err(usage("give --p0 (Pearl-game) or --ps (incremental game), not both"));
    }
    let backup: Backup =
        a.value("backup").unwrap_or("minimax").parse().map_err(|e: crate::Error| usage(e.message()))?;
    let threads = a.value("threads").map(|v| num::<usize>("threads", v)).transpose()?;
    if let Some(k) = threads {
        if !(1..=MAX_THREADS).contains(&k) {
            return Err(CliError::input(format!("--threads must be 1 to {MAX_THREADS}, not {k}")));
        }
    }
    let spec = GameSpec {
        game,
        width: num("width", required(&a, "width")?)?,
        terminal_level: num("terminal-level", required(&a, "terminal-level")?)?,
        p0: a.value("p0").map(|v| num("p0", v)).transpose()?,
        ps: a.value("ps").map(|v| num("ps", v)).transpose()?,
        backup,
        sons,
        ties,
        samples: num("samples", required(&a, "samples")?)?,
        seed: a.value("seed").map(|v| num("seed", v)).transpose()?.unwrap_or(1),
    };
    spec.validate().map_err(|e| CliError::input(e.message()))?;
    Ok(Some(GameRun { spec, threads, json: a.flag("json"), quiet: a.flag("quiet") }))
}

/// Runs longer than this (estimated) get the estimate and a progress bar on stderr.
const LONG_RUN_SECONDS: f64 = 2.0;

/// The run's estimated seconds on `threads` threads: the expected trees drawn (kept and
/// discarded, [`GameSpec::expected_draws`]) plus one scoring per kept tree, each about the
/// time of one draw, timed here on one tree.
fn estimate(spec: &GameSpec, threads: usize) -> Result<(f64, f64), CliError> {
    use crate::generate::rng::SeededRng;
    use crate::pathology::games::{draw, GameTree};
    let draws = spec.expected_draws().map_err(|e| CliError::input(e.message()))?;
    let p = spec.probability().map_err(|e| CliError::input(e.message()))?;
    let mut tree = GameTree::with_shape(spec.width, spec.terminal_level);
    let start = std::time::Instant::now();
    draw(spec.game, p, spec.sons, &mut SeededRng::new(spec.seed), &mut tree);
    let _ = tree.true_values_of_root_sons();
    let one = start.elapsed().as_secs_f64();
    Ok((draws, (draws + spec.samples as f64) * one / threads.max(1) as f64))
}

fn run_game(args: &[String]) -> Result<String, CliError> {
    use std::io::IsTerminal;
    let Some(GameRun { spec, threads, json: as_json, quiet }) = game_spec(args)? else {
        return Ok(HELP.to_string());
    };
    let p = spec.probability().map_err(|e| CliError::input(e.message()))?;
    let mut shown = false;
    if !quiet && std::io::stderr().is_terminal() {
        let cores = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
        let (draws, seconds) = estimate(&spec, cores)?;
        if seconds > LONG_RUN_SECONDS {
            let terminals = draws * (spec.width as f64).powi(spec.terminal_level as i32);
            eprintln!(
                "pathology: about {draws:.0} trees to draw ({} kept, {terminals:.3e} terminal positions), about {} on \
                 {cores} threads (--quiet hides this)",
                spec.samples,
                super::progress::duration(seconds)
            );
            shown = true;
        }
    }
    let bar = super::progress::Progress::new(spec.samples as u64, "trees kept", shown);
    let tally = spec.run_parallel_with(threads, &|| bar.tick());
    bar.finish();
    let tally = tally.map_err(|e| CliError::input(e.message()))?;
    let rows = tally.rows();
    if as_json {
        let mut v = serde_json::json!({
            "game": spec.game.name(),
            "width": spec.width,
            "terminalLevel": spec.terminal_level,
            "backup": spec.backup,
            "samples": tally.samples,
            "discarded": tally.discarded,
            "seed": spec.seed,
            "depths": rows,
        });
        match spec.game {
            Game::Pearl => v["p0"] = p.into(),
            Game::Incremental => v["ps"] = p.into(),
            _ => {}
        }
        return json(&v);
    }
    Ok(game_table(&spec, p, &tally, &rows))
}

fn game_table(spec: &GameSpec, p: f64, tally: &Tally, rows: &[DepthRow]) -> String {
    let prob = match spec.game {
        Game::Pearl => format!(", p0 = {p:.6}"),
        Game::Incremental => format!(", ps = {p}"),
        _ => String::new(),
    };
    let backup = match spec.backup {
        Backup::Minimax => "minimax",
        Backup::Product => "product propagation",
    };
    let mut s = format!(
        "{} game, width {}, terminal level {}{prob}, {backup}; {} trees kept ({} discarded), seed {}\n{:>5} {:>9} {:>9}\n",
        spec.game.name(),
        spec.width,
        spec.terminal_level,
        tally.samples,
        tally.discarded,
        spec.seed,
        "depth",
        "correct",
        "stderr"
    );
    for r in rows {
        s.push_str(&format!("{:>5} {:>9.4} {:>9.4}\n", r.depth, r.correct, r.stderr));
    }
    s
}

fn json(v: &serde_json::Value) -> Result<String, CliError> {
    serde_json::to_string_pretty(v).map(|s| s + "\n").map_err(|e| CliError::input(e.to_string()))
}
