//! Two tree models for Monte Carlo tree search experiments.
//!
//! **P-games** (Kocsis & Szepesvári 2006, §4.2, after Smith & Nau): a uniform tree whose
//! every move has a random value, Max's in [0, 127], Min's in [-127, 0]; a terminal's game
//! value is the sign of the sum of the move values on its path: 1 (Max wins), -1 (Min
//! wins) or 0. Terminals sharing a long path share most of their sum, as positions of one
//! game do.
//!
//! **Trap trees** (Ramanujan, Sabharwal & Selman 2010, §3: a level-k search trap is a move
//! after which the opponent has a winning reply found by a search of depth k): a uniform
//! tree of independent values in [-9, 9] whose first root move is turned into a shallow
//! trap: every terminal below it wins for Max (10) except those below one Min reply, drawn
//! at random, which lose (-10). Random playouts through the trap move win with probability
//! about 1 - 1/d, so sampling is drawn to it, while minimax (two plies) refutes it: it is
//! the worst move.

use super::{uniform_leaves, SeededRng};
use crate::error::Result;
use crate::tree::{Content, Limits, Tree};

/// A P-game tree of degree `d` and height `h` from `seed`.
pub fn pgame(d: u32, h: u32, seed: u64, limits: Limits) -> Result<Tree> {
    uniform_leaves(d, h, limits)?;
    let mut rng = SeededRng::new(seed);
    // Each position carries its depth and the sum of the move values on its path.
    Tree::build((0u32, 0i64), limits, |(depth, sum), _, buf| {
        if depth == h {
            return Ok(Content::Terminal(sum.signum()));
        }
        for _ in 0..d {
            let v = rng.range_i64(0, 127);
            // Max moves at even depths: its moves add, Min's subtract.
            buf.push((depth + 1, if depth % 2 == 0 { sum + v } else { sum - v }));
        }
        Ok(Content::Interior)
    })
}

/// A trap tree of degree `d` (>= 2) and height `h` (>= 2) from `seed`; root move 1 is the trap.
pub fn trap(d: u32, h: u32, seed: u64, limits: Limits) -> Result<Tree> {
    if d < 2 || h < 2 {
        return Err(crate::Error::generator(format!(
            "a trap tree needs degree >= 2 and height >= 2 (got degree {d}, height {h}): the trap is a root move with one refuting reply"
        )));
    }
    let leaves = uniform_leaves(d, h, limits)?;
    let mut rng = SeededRng::new(seed);
    let refutation = rng.below(u64::from(d));
    // Terminal i (in order) lies under root move i / d^(h-1) and Min reply i / d^(h-2) % d.
    let below_move = leaves / u64::from(d);
    let below_reply = below_move / u64::from(d);
    Tree::uniform(d, h, limits, |i| {
        if i / below_move == 0 {
            if i / below_reply == refutation {
                -10
            } else {
                10
            }
        } else {
            rng.range_i64(-9, 9)
        }
    })
}
