//! The random games of the thesis' §5.3 (pp. 143-158), drawn level by level into compact
//! per-level arrays (a position of level l is its index 0..w^l in left-to-right order; its
//! sons are w*i .. w*i + w - 1), so a binary tree with terminal level 14 is a few arrays.
//!
//! * **Pearl-game** (§5.1, Fig. 48 p. 128; Nau): each terminal is 1 (a win for Max, the player
//!   at the root) with probability p0, independently.
//! * **Incremental game** (§5.1, Fig. 49 p. 131; Nau): every position except the root gets +1
//!   with probability ps, else -1; a terminal is 1 when the sum along its path (itself and its
//!   ancestors, the root excluded) is > 0.
//! * **Integer-dependent** and **real-dependent** schemes (§3.3, used in Tables XXIII and
//!   XXIV, §5.3 between Tables XXII and XXIII): the w sons of every position get distinct values, a random permutation of
//!   {1, ..., w} (integer) or of {1/w^L, ..., w/w^L} for sons at level L (real); a position's
//!   static value is its own value plus those of all its ancestors.

use super::backup::minimax_up;
use crate::error::{Error, Result};
use crate::generate::rng::SeededRng;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// Which game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    Pearl,
    Incremental,
    IntegerDependent,
    RealDependent,
}

impl Game {
    pub fn name(self) -> &'static str {
        match self {
            Game::Pearl => "pearl",
            Game::Incremental => "incremental",
            Game::IntegerDependent => "integer-dependent",
            Game::RealDependent => "real-dependent",
        }
    }

    /// Nau's games (win/loss terminals, evaluation = terminal 1-positions below).
    pub fn is_nau(self) -> bool {
        matches!(self, Game::Pearl | Game::Incremental)
    }
}

impl FromStr for Game {
    type Err = Error;
    fn from_str(s: &str) -> Result<Game> {
        match s {
            "pearl" => Ok(Game::Pearl),
            "incremental" => Ok(Game::Incremental),
            "dependent" | "integer-dependent" | "integer" => Ok(Game::IntegerDependent),
            "real-dependent" | "real" => Ok(Game::RealDependent),
            _ => Err(Error::generator(format!(
                "unknown game '{s}': expected pearl, incremental, dependent (integer-dependent) or real-dependent"
            ))),
        }
    }
}

/// How the dependent schemes give values to the w sons of a position (§3.3, p. 34, says
/// "distinct values from the set {1, ..., f}").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Sons {
    /// A random permutation of the w values, as the thesis states. On uniform trees this makes
    /// every decision correct (see [`super::experiment`]), unlike Tables XXIII-XXIV.
    #[default]
    Distinct,
    /// Each son's value drawn independently and uniformly from the w values (with
    /// replacement): our reconstruction of what could give the tables' numbers.
    Independent,
}

impl FromStr for Sons {
    type Err = Error;
    fn from_str(s: &str) -> Result<Sons> {
        match s {
            "distinct" | "permutation" => Ok(Sons::Distinct),
            "independent" => Ok(Sons::Independent),
            _ => Err(Error::generator(format!("unknown sons' values '{s}': expected distinct or independent"))),
        }
    }
}

/// One drawn tree: `levels[l]` holds one number per position of level l (0..=t).
///
/// For Nau's games it is the number of terminal 1-positions below the position (at level t:
/// the terminal's own value, 0 or 1): the thesis' evaluation (p. 143). For the dependent
/// schemes it is the position's static value, the sum of the values on its path; the real
/// scheme's values k/w^L are kept as the integers k*w^(t-L) (scaled by w^t), so sums and ties
/// are exact.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct GameTree {
    pub width: u32,
    pub terminal_level: u32,
    pub levels: Vec<Vec<i64>>,
}

impl GameTree {
    /// An empty tree of the given shape (w^t terminals must fit in memory; the caller bounds it).
    pub fn with_shape(width: u32, terminal_level: u32) -> GameTree {
        let mut levels = Vec::with_capacity(terminal_level as usize + 1);
        let mut n = 1usize;
        for _ in 0..=terminal_level {
            levels.push(vec![0; n]);
            n *= width as usize;
        }
        GameTree { width, terminal_level, levels }
    }

    /// The true values of the root's sons: minimax of the terminals (levels count from the
    /// root, Max at even levels). For Nau's games 1 = forced win, 0 = forced loss.
    pub fn true_values_of_root_sons(&self) -> Vec<i64> {
        let t = self.terminal_level;
        minimax_up(&self.levels[t as usize], self.width, t, 1)
    }

    /// The true value of every position, level by level (0..=t), for drawing the tree.
    pub fn true_values_by_level(&self) -> Vec<Vec<i64>> {
        let t = self.terminal_level;
        let mut out = vec![self.levels[t as usize].clone()];
        for l in (0..t).rev() {
            let up = minimax_up(&out[0], self.width, l + 1, l);
            out.insert(0, up);
        }
        out
    }
}

/// Draws one tree of `game` into `tree` (its shape is kept), consuming `rng`'s numbers
/// breadth-first, left to right. `p` is p0 (Pearl), ps (incremental), unused otherwise;
/// `sons` is for the dependent schemes.
pub fn draw(game: Game, p: f64, sons: Sons, rng: &mut SeededRng, tree: &mut GameTree) {
    let w = tree.width as usize;
    let t = tree.terminal_level as usize;
    match game {
        Game::Pearl => {
            for v in tree.levels[t].iter_mut() {
                *v = i64::from(rng.chance(p));
            }
            count_up(tree);
        }
        Game::Incremental => {
            // Path sums level by level, then the terminals' signs, then the counts.
            for l in 1..=t {
                let (upper, lower) = tree.levels.split_at_mut(l);
                let fathers = &upper[l - 1];
                for (i, v) in lower[0].iter_mut().enumerate() {
                    let father = if l == 1 { 0 } else { fathers[i / w] };
                    *v = father + if rng.chance(p) { 1 } else { -1 };
                }
            }
            for v in tree.levels[t].iter_mut() {
                *v = i64::from(*v > 0);
            }
            count_up(tree);
        }
        Game::IntegerDependent | Game::RealDependent => {
            let mut perm: Vec<i64> = (1..=w as i64).collect();
            tree.levels[0][0] = 0;
            for l in 1..=t {
                let scale = if game == Game::RealDependent { (w as i64).pow((t - l) as u32) } else { 1 };
                let (upper, lower) = tree.levels.split_at_mut(l);
                for (i, &father) in upper[l - 1].iter().enumerate() {
                    match sons {
                        Sons::Distinct => {
                            for (k, x) in perm.iter_mut().enumerate() {
                                *x = k as i64 + 1;
                            }
                            rng.shuffle(&mut perm);
                        }
                        Sons::Independent => {
                            for x in perm.iter_mut() {
                                *x = rng.below(w as u64) as i64 + 1;
                            }
                        }
                    }
                    for (j, &x) in perm.iter().enumerate() {
                        lower[0][i * w + j] = father + x * scale;
                    }
                }
            }
        }
    }
}

/// levels[l][i] = the sum of its sons' entries, from level t - 1 up to the root.
fn count_up(tree: &mut GameTree) {
    let w = tree.width as usize;
    for l in (0..tree.terminal_level as usize).rev() {
        let (upper, lower) = tree.levels.split_at_mut(l + 1);
        for (i, v) in upper[l].iter_mut().enumerate() {
            *v = lower[0][i * w..(i + 1) * w].iter().sum();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_the_terminal_ones_below() {
        let mut tree = GameTree::with_shape(2, 3);
        let mut rng = SeededRng::new(7);
        draw(Game::Pearl, 0.5, Sons::Distinct, &mut rng, &mut tree);
        let ones: i64 = tree.levels[3].iter().sum();
        assert_eq!(tree.levels[0][0], ones);
        assert!(tree.levels[3].iter().all(|&v| v == 0 || v == 1));
        assert_eq!(tree.levels[1][0], tree.levels[3][..4].iter().sum::<i64>());
    }

    #[test]
    fn pearl_terminals_are_one_with_probability_p0() {
        let mut tree = GameTree::with_shape(2, 10);
        let mut rng = SeededRng::new(11);
        let mut ones = 0;
        for _ in 0..20 {
            draw(Game::Pearl, 0.382, Sons::Distinct, &mut rng, &mut tree);
            ones += tree.levels[0][0];
        }
        let share = ones as f64 / (20.0 * 1024.0);
        // 20480 draws: the standard error is about 0.0034.
        assert!((share - 0.382).abs() < 0.015, "{share}");
    }

    #[test]
    fn dependent_sons_get_a_permutation() {
        for game in [Game::IntegerDependent, Game::RealDependent] {
            let mut tree = GameTree::with_shape(3, 3);
            draw(game, 0.0, Sons::Distinct, &mut SeededRng::new(5), &mut tree);
            let scale = if game == Game::RealDependent { 9 } else { 1 };
            let mut own: Vec<i64> = tree.levels[1].clone();
            own.sort();
            assert_eq!(own, vec![scale, 2 * scale, 3 * scale], "{game:?}");
            // Level 3 (the terminals): own values 1, 2, 3 (real: 1/27, 2/27, 3/27 scaled by 27).
            for i in 0..9 {
                let mut own: Vec<i64> = (0..3).map(|j| tree.levels[3][3 * i + j] - tree.levels[2][i]).collect();
                own.sort();
                assert_eq!(own, vec![1, 2, 3], "{game:?}");
            }
        }
    }

    #[test]
    fn incremental_terminals_are_one_when_the_path_sum_is_positive() {
        // ps = 1: every path sums to t > 0; ps = 0: to -t.
        let mut tree = GameTree::with_shape(2, 4);
        draw(Game::Incremental, 1.0, Sons::Distinct, &mut SeededRng::new(1), &mut tree);
        assert_eq!(tree.levels[0][0], 16);
        draw(Game::Incremental, 0.0, Sons::Distinct, &mut SeededRng::new(1), &mut tree);
        assert_eq!(tree.levels[0][0], 0);
    }

    #[test]
    fn incremental_terminals_follow_the_sum_of_their_path() {
        // ps = 1/2, t = 4: a terminal is 1 when at least 3 of its 4 path values are +1:
        // P = (4 + 1)/16 = 5/16. With t = 3: at least 2 of 3, P = 4/8.
        for (t, expected) in [(4u32, 5.0 / 16.0), (3, 0.5)] {
            let mut tree = GameTree::with_shape(2, t);
            let mut rng = SeededRng::new(3);
            let mut ones = 0;
            for _ in 0..4000 {
                draw(Game::Incremental, 0.5, Sons::Distinct, &mut rng, &mut tree);
                ones += tree.levels[0][0];
            }
            // Terminals of one tree are correlated; 4000 trees keep the error well below 0.02.
            let share = ones as f64 / (4000.0 * (1u32 << t) as f64);
            assert!((share - expected).abs() < 0.02, "t = {t}: {share}");
        }
    }

    #[test]
    fn true_values_by_level_end_in_the_root_sons() {
        let mut tree = GameTree::with_shape(3, 4);
        draw(Game::Pearl, 0.4, Sons::Distinct, &mut SeededRng::new(2), &mut tree);
        let tv = tree.true_values_by_level();
        assert_eq!(tv.len(), 5);
        assert_eq!(tv[1], tree.true_values_of_root_sons());
        assert_eq!(tv[4], tree.levels[4]);
        // The root is Max: a forced win when some son is.
        assert_eq!(tv[0][0], *tv[1].iter().max().unwrap());
    }

    #[test]
    fn game_names() {
        assert_eq!("dependent".parse::<Game>().unwrap(), Game::IntegerDependent);
        assert_eq!("real-dependent".parse::<Game>().unwrap(), Game::RealDependent);
        assert!("chess".parse::<Game>().is_err());
    }
}
