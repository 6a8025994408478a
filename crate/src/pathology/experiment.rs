//! The decision experiment of the thesis' §5.3 (pp. 143-158; Tables XIX-XXVIII), after Nau.
//!
//! For each sample: draw a tree of terminal level t; back its true values up by minimax;
//! discard and redraw trees whose root has no forced-win son or no forced-loss son (the
//! sample size counts kept trees); take the first forced-win son W and the first forced-loss
//! son L; for every search depth d = 1..t evaluate each level-d position by the number of
//! terminal 1-positions below it (p. 143) and back these up to W and L by minimax, or by
//! product propagation (§5.2) with the evaluation divided by the number of terminals below.
//! The decision is correct when W's backed-up value is strictly higher; an equal value counts
//! one half (the thesis does not state its tie rule).
//!
//! The dependent schemes (Tables XXIII-XXIV, §5.3 between Tables XXII and XXIII): the best sons are the root's sons of
//! the highest true value (trees whose root's sons all have the same true value are
//! discarded); at depth d the static value of a level-d position is its path sum, backed up
//! by minimax; the decision is correct when a best son gets the highest backed-up value. When
//! m sons share the highest value and k of them are best sons, the sample counts k/m (the
//! chance that a choice among the tied sons is right; for two tied sons, one half as above).
//!
//! Product-propagated values are compared as doubles: two winabilities that are equal as
//! real numbers but computed from different factors may differ in the last bit and then
//! count as an order, not a tie (with w = 2 and shallow trees the values are exact dyadic
//! fractions and ties are exact).
//!
//! Scores are kept as integers over [`DEN`] = 840 = lcm(1..8), so the sums of any split of
//! the samples add up to exactly the same totals: results for a seed are identical whatever
//! the thread count or the Web Worker's chunks.

use super::backup::{minimax_up, product_up};
use super::games::{draw, Game, GameTree, Sons};
use super::keep::{failure_probability, keep_probability};
use super::p0::default_p0;
use crate::error::{Error, ErrorMessage as Message, Result};
use crate::generate::rng::SeededRng;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// A sample's score k/m is the integer k * DEN / m (m <= 8 tied sons).
pub const DEN: u64 = 840;
/// The widest tree (DEN is a multiple of every m <= 8).
pub const MAX_WIDTH: u32 = 8;
/// The most terminals of one tree (w^t), so one tree's arrays stay within a few tens of MB.
pub const MAX_TERMINALS: u64 = 1 << 20;
/// The most samples of one run.
pub const MAX_SAMPLES: u32 = 1_000_000;
/// The most terminal positions drawn in one run (samples * w^t, before redraws): a few
/// minutes on one core.
pub const MAX_WORK: u64 = 1 << 34;
/// A sample gives up after this many discarded trees (p0 near 0 or 1 makes kept trees rare).
pub const MAX_DRAWS: u64 = 10_000;
/// The largest chance that a run stops at a sample of [`MAX_DRAWS`] discarded trees that
/// is still run (1%); above it the run is refused before it starts.
pub const MAX_FAILURE: f64 = 0.01;

/// How the evaluations are backed up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Backup {
    #[default]
    Minimax,
    Product,
}

impl FromStr for Backup {
    type Err = Error;
    fn from_str(s: &str) -> Result<Backup> {
        match s {
            "minimax" => Ok(Backup::Minimax),
            "product" => Ok(Backup::Product),
            _ => Err(Error::generator(format!("unknown backup '{s}': expected minimax or product"))),
        }
    }
}

/// How a tie at the top counts (the thesis does not state its rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Ties {
    /// Nau's games: an equal value counts one half; dependent schemes: k best sons among m
    /// tied sons count k/m (the chance that a choice among the tied sons is right).
    #[default]
    Half,
    /// A tie counts as a wrong decision: correct only when the forced-win son's value is
    /// strictly higher (dependent: when no son outside the best set shares the top value).
    Strict,
}

impl FromStr for Ties {
    type Err = Error;
    fn from_str(s: &str) -> Result<Ties> {
        match s {
            "half" => Ok(Ties::Half),
            "strict" => Ok(Ties::Strict),
            _ => Err(Error::generator(format!("unknown tie rule '{s}': expected half or strict"))),
        }
    }
}

/// One run of the experiment.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameSpec {
    pub game: Game,
    pub width: u32,
    pub terminal_level: u32,
    /// Pearl-game: P(terminal is 1); None = [`default_p0`].
    #[serde(default)]
    pub p0: Option<f64>,
    /// Incremental game: P(+1); None = 1/2 (Fig. 49).
    #[serde(default)]
    pub ps: Option<f64>,
    #[serde(default)]
    pub backup: Backup,
    /// Dependent schemes: distinct values for the sons (the thesis' text) or independent ones.
    #[serde(default)]
    pub sons: Sons,
    /// How ties count; the default is [`Ties::Half`].
    #[serde(default)]
    pub ties: Ties,
    pub samples: u32,
    #[serde(default)]
    pub seed: u64,
}

/// Exact sums over samples, per search depth d = 1..=t (index d - 1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Tally {
    pub samples: u64,
    /// Trees drawn and discarded (no forced-win or no forced-loss son; dependent: all equal).
    pub discarded: u64,
    /// Sum of the scores (units of 1/DEN).
    pub sum: Vec<u64>,
    /// Sum of the squared scores (units of 1/DEN^2).
    pub sum_sq: Vec<u64>,
}

/// The result at one search depth.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct DepthRow {
    pub depth: u32,
    /// The estimated probability of a correct decision.
    pub correct: f64,
    /// Its standard error, s / sqrt(n).
    pub stderr: f64,
}

impl Tally {
    pub fn new(terminal_level: u32) -> Tally {
        let t = terminal_level as usize;
        Tally { samples: 0, discarded: 0, sum: vec![0; t], sum_sq: vec![0; t] }
    }

    /// Adds one sample's scores.
    pub fn add_sample(&mut self, scores: &[u64], discarded: u64) {
        self.samples += 1;
        self.discarded += discarded;
        for (k, &s) in scores.iter().enumerate() {
            self.sum[k] += s;
            self.sum_sq[k] += s * s;
        }
    }

    /// Adds another tally (of the same shape): exact, in any order.
    pub fn merge(&mut self, other: &Tally) {
        self.samples += other.samples;
        self.discarded += other.discarded;
        for (a, b) in self.sum.iter_mut().zip(&other.sum) {
            *a += b;
        }
        for (a, b) in self.sum_sq.iter_mut().zip(&other.sum_sq) {
            *a += b;
        }
    }

    /// Mean and standard error per depth: mean = sum / n, s^2 = (sum_sq - sum^2/n) / (n - 1).
    pub fn rows(&self) -> Vec<DepthRow> {
        let n = self.samples as f64;
        let den = DEN as f64;
        self.sum
            .iter()
            .zip(&self.sum_sq)
            .enumerate()
            .map(|(k, (&s, &q))| {
                let mean = s as f64 / n / den;
                let stderr = if self.samples > 1 {
                    // The numerator in exact integers (u128: q * n can exceed u64).
                    let num = q as u128 * self.samples as u128 - s as u128 * s as u128;
                    let var = num as f64 / (n * (n - 1.0)) / (den * den);
                    (var / n).sqrt()
                } else {
                    0.0
                };
                DepthRow { depth: k as u32 + 1, correct: mean, stderr }
            })
            .collect()
    }
}

/// The seed of sample i: a mix (splitmix64 steps) of the base seed and the run's coordinates,
/// so that a sample is the same tree whichever thread or chunk draws it.
pub fn sample_seed(base: u64, game: Game, width: u32, terminal_level: u32, i: u64) -> u64 {
    let mut z = base ^ 0x9d3f_52c1_0a61_e47b;
    for x in [game as u64 + 1, width as u64, terminal_level as u64, i] {
        z = z.wrapping_add(x.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
    }
    z
}

impl GameSpec {
    /// Checks the ranges and the options that belong to the game.
    pub fn validate(&self) -> Result<()> {
        let gen = |m: String| Err(Error::generator(m));
        // The page checks its settings first (www/pathology/spec.js); these reach it only
        // from an embedder, in the page's words all the same.
        if !(2..=MAX_WIDTH).contains(&self.width) {
            return Err(Error::generator(format!("width must be 2 to {MAX_WIDTH}, not {}", self.width)).said(
                Message::new("e-path-width").number("max", MAX_WIDTH as i64).number("width", self.width as i64),
            ));
        }
        if self.terminal_level == 0 {
            return Err(Error::generator("the terminal level must be at least 1".into()).said(Message::new("e-path-t")));
        }
        let terminals = (self.width as u64).checked_pow(self.terminal_level).unwrap_or(u64::MAX);
        if terminals > MAX_TERMINALS {
            return Err(Error::generator(format!(
                "a tree of width {} and terminal level {} has {}^{} terminals, more than the {MAX_TERMINALS} allowed",
                self.width, self.terminal_level, self.width, self.terminal_level
            ))
            .said(
                Message::new("e-path-terminals")
                    .number("width", self.width as i64)
                    .number("t", self.terminal_level as i64)
                    .number("max", MAX_TERMINALS as i64),
            ));
        }
        if self.samples == 0 || self.samples > MAX_SAMPLES {
            return Err(Error::generator(format!("samples must be 1 to {MAX_SAMPLES}, not {}", self.samples)).said(
                Message::new("e-path-samples").number("max", MAX_SAMPLES as i64).number("samples", self.samples as i64),
            ));
        }
        if terminals.saturating_mul(self.samples as u64) > MAX_WORK {
            return Err(Error::generator(format!(
                "samples x terminals = {} x {terminals} is above the bound of {MAX_WORK} terminal positions per run; \
                 use fewer samples or a smaller tree",
                self.samples
            ))
            .said(
                Message::new("e-path-work")
                    .number("samples", self.samples as i64)
                    .number("terminals", terminals as i64)
                    .number("max", MAX_WORK as i64),
            ));
        }
        for (name, v, game) in [("p0", self.p0, Game::Pearl), ("ps", self.ps, Game::Incremental)] {
            if let Some(x) = v {
                if self.game != game {
                    return gen(format!("--{name} is for the {} game, not {}", game.name(), self.game.name()));
                }
                if !(x > 0.0 && x < 1.0) {
                    return gen(format!("{name} must be strictly between 0 and 1, not {x}"));
                }
            }
        }
        if self.sons != Sons::Distinct && self.game.is_nau() {
            return gen(format!(
                "independent sons' values are for the dependent schemes, not the {} game",
                self.game.name()
            ));
        }
        if self.backup == Backup::Product && !self.game.is_nau() {
            return gen(format!(
                "product propagation needs probabilities; the {} scheme's values are not (use minimax)",
                self.game.name()
            ));
        }
        self.check_keepable()
    }

    /// Refuses at once a run that would most likely stop at a sample whose
    /// [`MAX_DRAWS`] trees are all discarded (p0 or ps near 0 or 1): the chance of a kept
    /// tree is exact ([`keep_probability`]); a run is refused when it fails with a
    /// probability above [`MAX_FAILURE`].
    fn check_keepable(&self) -> Result<()> {
        let p = self.probability()?;
        let Some(keep) = keep_probability(self.game, self.width, self.terminal_level, p) else { return Ok(()) };
        let fail = failure_probability(keep, MAX_DRAWS, self.samples as u64);
        if fail <= MAX_FAILURE {
            return Ok(());
        }
        let (name, default) = match self.game {
            Game::Pearl => ("p0", default_p0(self.width, self.terminal_level)?),
            _ => ("ps", 0.5),
        };
        let chance = if keep > 0.0 {
            format!("{keep:.3e}, about {:.3e} draws per kept tree", 1.0 / keep)
        } else {
            "below 1e-300".to_string()
        };
        Err(Error::generator(format!(
            "with {name} = {p} a drawn tree has a forced-win and a forced-loss son at the root with probability \
             {chance}; a sample gives up after {MAX_DRAWS} draws, so {} would fail with probability {:.3}: \
             choose {name} nearer {default:.3} (the default){}",
            if self.samples == 1 { "the run".to_string() } else { format!("a run of {} samples", self.samples) },
            fail,
            if keep > 0.0 && 1.0 / keep < MAX_DRAWS as f64 { " or fewer samples" } else { "" }
        )))
    }

    /// The expected number of trees drawn (kept and discarded) for the whole run: samples /
    /// P(kept) for Nau's games, the samples for the dependent schemes (which rarely discard).
    pub fn expected_draws(&self) -> Result<f64> {
        let p = self.probability()?;
        let n = self.samples as f64;
        Ok(match keep_probability(self.game, self.width, self.terminal_level, p) {
            Some(k) if k > 0.0 => n / k,
            Some(_) => f64::INFINITY,
            None => n,
        })
    }

    /// The probability the game draws with: p0 (Pearl), ps (incremental), 0 (dependent).
    pub fn probability(&self) -> Result<f64> {
        match self.game {
            Game::Pearl => self.p0.map_or_else(|| default_p0(self.width, self.terminal_level), Ok),
            Game::Incremental => Ok(self.ps.unwrap_or(0.5)),
            _ => Ok(0.0),
        }
    }

    /// Sample i's kept tree into `tree` (of this spec's shape); returns the trees discarded.
    pub fn draw_kept(&self, i: u64, p: f64, tree: &mut GameTree) -> Result<u64> {
        let mut rng = SeededRng::new(sample_seed(self.seed, self.game, self.width, self.terminal_level, i));
        for discarded in 0..MAX_DRAWS {
            draw(self.game, p, self.sons, &mut rng, tree);
            let truth = tree.true_values_of_root_sons();
            let keep = if self.game.is_nau() {
                truth.contains(&1) && truth.contains(&0)
            } else {
                truth.iter().any(|&v| v != truth[0])
            };
            if keep {
                return Ok(discarded);
            }
        }
        Err(Error::limit(format!(
            "sample {i}: none of {MAX_DRAWS} trees had a root with both a forced-win and a forced-loss son \
             (or sons of different true values); choose a probability nearer the default"
        )))
    }

    /// Sample i's kept tree, drawn on its own (for tests and the playground's small picture).
    pub fn kept_tree(&self, i: u64) -> Result<(GameTree, u64)> {
        self.validate()?;
        let p = self.probability()?;
        let mut tree = GameTree::with_shape(self.width, self.terminal_level);
        let discarded = self.draw_kept(i, p, &mut tree)?;
        Ok((tree, discarded))
    }

    /// The scores (units of 1/DEN) of a kept tree at search depths 1..=t; an error for a tree
    /// that would have been discarded.
    pub fn scores(&self, tree: &GameTree) -> Result<Vec<u64>> {
        let discarded = || Error::generator("this tree would be discarded: see GameSpec::draw_kept".into());
        let (w, t) = (tree.width, tree.terminal_level);
        let truth = tree.true_values_of_root_sons();
        let mut out = Vec::with_capacity(t as usize);
        if self.game.is_nau() {
            let win = truth.iter().position(|&v| v == 1).ok_or_else(discarded)?;
            let loss = truth.iter().position(|&v| v == 0).ok_or_else(discarded)?;
            for d in 1..=t {
                let block = (w as usize).pow(d - 1);
                let level = &tree.levels[d as usize];
                let sub = |s: usize| &level[s * block..(s + 1) * block];
                let order = match self.backup {
                    Backup::Minimax => minimax_up(sub(win), w, d, 1)[0].cmp(&minimax_up(sub(loss), w, d, 1)[0]),
                    Backup::Product => {
                        let below = (w as f64).powi((t - d) as i32);
                        let prob = |s: usize| sub(s).iter().map(|&c| c as f64 / below).collect::<Vec<f64>>();
                        let (a, b) = (product_up(&prob(win), w, d, 1)[0], product_up(&prob(loss), w, d, 1)[0]);
                        a.total_cmp(&b)
                    }
                };
                out.push(match order {
                    std::cmp::Ordering::Greater => DEN,
                    std::cmp::Ordering::Equal if self.ties == Ties::Half => DEN / 2,
                    std::cmp::Ordering::Equal => 0,
                    std::cmp::Ordering::Less => 0,
                });
            }
        } else {
            let top = *truth.iter().max().ok_or_else(discarded)?;
            if truth.iter().all(|&v| v == top) {
                return Err(discarded());
            }
            for d in 1..=t {
                let backed = minimax_up(&tree.levels[d as usize], w, d, 1);
                let high = *backed.iter().max().ok_or_else(discarded)?;
                let tied: Vec<usize> = (0..backed.len()).filter(|&s| backed[s] == high).collect();
                let best = tied.iter().filter(|&&s| truth[s] == top).count() as u64;
                out.push(match self.ties {
                    Ties::Half => best * DEN / tied.len() as u64,
                    Ties::Strict if best == tied.len() as u64 => DEN,
                    Ties::Strict => 0,
                });
            }
        }
        Ok(out)
    }

    /// Samples from..to (sequentially, one tree buffer).
    pub fn run_range(&self, from: u64, to: u64) -> Result<Tally> {
        self.run_range_with(from, to, &|| {})
    }

    /// [`Self::run_range`], calling `tick` after each sample (for a progress bar).
    pub fn run_range_with(&self, from: u64, to: u64, tick: &(dyn Fn() + Sync)) -> Result<Tally> {
        self.validate()?;
        let p = self.probability()?;
        let mut tally = Tally::new(self.terminal_level);
        let mut tree = GameTree::with_shape(self.width, self.terminal_level);
        for i in from..to.min(self.samples as u64) {
            let discarded = self.draw_kept(i, p, &mut tree)?;
            tally.add_sample(&self.scores(&tree)?, discarded);
            tick();
        }
        Ok(tally)
    }

    /// All samples on `threads` threads (None: all cores); the tally is the same for any count.
    #[cfg(feature = "cli")]
    pub fn run_parallel(&self, threads: Option<usize>) -> Result<Tally> {
        self.run_parallel_with(threads, &|| {})
    }

    /// [`Self::run_parallel`], calling `tick` (from any thread) after each sample.
    #[cfg(feature = "cli")]
    pub fn run_parallel_with(&self, threads: Option<usize>, tick: &(dyn Fn() + Sync)) -> Result<Tally> {
        use rayon::prelude::*;
        self.validate()?;
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.unwrap_or(0))
            .build()
            .map_err(|e| Error::limit(format!("cannot start threads: {e}")))?;
        const CHUNK: u64 = 64;
        let n = self.samples as u64;
        let tallies: Vec<Tally> = pool.install(|| {
            (0..n.div_ceil(CHUNK))
                .into_par_iter()
                .map(|c| self.run_range_with(c * CHUNK, ((c + 1) * CHUNK).min(n), tick))
                .collect::<Result<Vec<_>>>()
        })?;
        let mut total = Tally::new(self.terminal_level);
        for t in &tallies {
            total.merge(t);
        }
        Ok(total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(game: Game, width: u32, t: u32) -> GameSpec {
        GameSpec {
            game,
            width,
            terminal_level: t,
            p0: None,
            ps: None,
            backup: Backup::Minimax,
            sons: Sons::Distinct,
            ties: Ties::Half,
            samples: 100,
            seed: 1,
        }
    }

    #[test]
    fn the_standard_error_of_three_scores_by_hand() {
        // Scores 1, 1/2, 0: mean 1/2; s^2 = (0.25 + 0 + 0.25) / 2 = 0.25; SE = sqrt(0.25 / 3).
        let mut t = Tally::new(1);
        for s in [DEN, DEN / 2, 0] {
            t.add_sample(&[s], 0);
        }
        let r = t.rows()[0];
        assert_eq!(r.depth, 1);
        assert!((r.correct - 0.5).abs() < 1e-15);
        assert!((r.stderr - (0.25f64 / 3.0).sqrt()).abs() < 1e-15, "{r:?}");
    }

    #[test]
    fn chunks_add_up_to_the_whole_run() {
        let s = GameSpec { samples: 50, ..spec(Game::Pearl, 2, 6) };
        let whole = s.run_range(0, 50).unwrap();
        let mut parts = s.run_range(30, 50).unwrap();
        parts.merge(&s.run_range(0, 30).unwrap());
        assert_eq!(whole, parts);
        assert_eq!(whole.samples, 50);
    }

    #[test]
    fn depths_t_minus_one_and_t_always_decide_correctly() {
        // At d = t the evaluation is the terminal itself; at d = t - 1 the count below a
        // position determines its true value monotonically, and minimax commutes with it.
        for game in [Game::Pearl, Game::Incremental] {
            for w in 2..=4 {
                let s = GameSpec { samples: 40, ..spec(game, w, 4) };
                let rows = s.run_range(0, 40).unwrap().rows();
                assert_eq!(rows[3].correct, 1.0, "{game:?} w = {w}");
                assert_eq!(rows[2].correct, 1.0, "{game:?} w = {w}");
            }
        }
        for game in [Game::IntegerDependent, Game::RealDependent] {
            let s = GameSpec { samples: 40, ..spec(game, 3, 4) };
            assert_eq!(s.run_range(0, 40).unwrap().rows()[3].correct, 1.0);
        }
    }

    #[test]
    fn bounds_and_misplaced_options_are_errors() {
        assert!(GameSpec { width: 9, ..spec(Game::Pearl, 2, 3) }.validate().is_err());
        assert!(spec(Game::Pearl, 2, 21).validate().is_err());
        assert!(spec(Game::Pearl, 2, 0).validate().is_err());
        assert!(GameSpec { samples: 0, ..spec(Game::Pearl, 2, 3) }.validate().is_err());
        assert!(GameSpec { p0: Some(0.5), ..spec(Game::Incremental, 2, 3) }.validate().is_err());
        assert!(GameSpec { ps: Some(1.0), ..spec(Game::Incremental, 2, 3) }.validate().is_err());
        assert!(GameSpec { backup: Backup::Product, ..spec(Game::RealDependent, 2, 3) }.validate().is_err());
        assert!(GameSpec { samples: MAX_SAMPLES, ..spec(Game::Pearl, 2, 20) }.validate().is_err());
    }

    #[test]
    fn a_hopeless_p0_is_an_error_not_a_hang() {
        let s = GameSpec { p0: Some(1e-12), samples: 1, ..spec(Game::Pearl, 2, 3) };
        let e = s.run_range(0, 1).unwrap_err();
        assert!(e.message().contains("forced-win"), "{e}");
    }

    #[test]
    fn a_run_that_would_fail_is_refused_before_it_starts_and_one_that_would_not_runs() {
        // Each kept with probability about 2 p0 (t = 1): p0 = 1e-3 keeps one tree in about
        // 500, so 10000 draws fail with e^-20 per sample: it runs.
        let ok = GameSpec { p0: Some(1e-3), samples: 20, ..spec(Game::Pearl, 2, 1) };
        assert!(ok.validate().is_ok());
        assert_eq!(ok.run_range(0, 20).unwrap().samples, 20);
        // p0 = 1e-5: one in 50000: refused, saying why and what to do.
        let bad = GameSpec { p0: Some(1e-5), ..ok.clone() };
        let e = bad.validate().unwrap_err().message();
        assert!(e.contains("p0 = 0.00001") && e.contains("probability") && e.contains("nearer"), "{e}");
        let bad = GameSpec { ps: Some(1e-9), ..spec(Game::Incremental, 8, 6) };
        assert!(bad.validate().unwrap_err().message().contains("ps = 0.000000001"));
    }
}
