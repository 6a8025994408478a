//! Seeded random trees for property tests: non-uniform shapes, terminals at mixed depths,
//! negative values and many ties. A failing test prints the seed and the tree text.

#![allow(dead_code)]

use gametree::tree::{Content, Limits, Tree};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random tree: up to `max_depth` levels, 1..=max_degree successors, values in
/// [-range, range] (a small range gives many ties).
pub fn random_tree(seed: u64, max_depth: u32, max_degree: u32, range: i64) -> Tree {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let leaf_p = rng.random_range(0.0..0.45);
    Tree::build(0u32, Limits::default(), |depth, _, buf| {
        let terminal = depth == max_depth || (depth > 0 && rng.random_bool(leaf_p));
        if terminal {
            Ok(Content::Terminal(rng.random_range(-range..=range)))
        } else {
            let d = rng.random_range(1..=max_degree);
            buf.extend(std::iter::repeat_n(depth + 1, d as usize));
            Ok(Content::Interior)
        }
    })
    .expect("small random trees fit the limits")
}

/// A mix of shapes and value ranges, one per seed.
pub fn tree_for(seed: u64) -> Tree {
    let depth = 1 + (seed % 7) as u32;
    let degree = 1 + (seed / 7 % 4) as u32;
    let range = [1, 3, 10, 1000][(seed / 28 % 4) as usize];
    random_tree(seed, depth, degree, range)
}

/// Context for assertion messages.
pub fn ctx(seed: u64, t: &Tree) -> String {
    format!("seed {seed}, tree {}", gametree::notation::print(t))
}

/// F(p) of every position (K&M (1), negamax: from the standpoint of the player to move at
/// p), computed bottom-up by id (a breadth-first id is larger than its parent's). The
/// minimax value (Max's standpoint) is F(p) at Max's positions and -F(p) at Min's.
pub fn negamax_values(t: &Tree) -> Vec<i64> {
    let mut f = vec![0i64; t.len()];
    for p in (0..t.len() as u32).rev() {
        f[p as usize] = if t.is_terminal(p) {
            if t.is_max(p) {
                t.value(p)
            } else {
                -t.value(p)
            }
        } else {
            t.children(p).map(|c| -f[c as usize]).max().expect("an interior position has successors")
        };
    }
    f
}

/// A random window (alpha, beta), alpha < beta, around the values of `t`, either end
/// possibly infinite; drawn from `seed`.
pub fn window_for(seed: u64, t: &Tree) -> (gametree::Score, gametree::Score) {
    use gametree::Score;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x77696e);
    let values: Vec<i64> = t.terminals_in_order().map(|p| t.value(p)).collect();
    let lo = values.iter().copied().min().unwrap_or(0) - 2;
    let hi = values.iter().copied().max().unwrap_or(0) + 2;
    loop {
        let mut end = |inf: Score| if rng.random_bool(0.2) { inf } else { Score::new(rng.random_range(lo..=hi)) };
        let (a, b) = (end(Score::NEG_INF), end(Score::INF));
        if a < b {
            return (a, b);
        }
    }
}

/// The catalogue's run record of the procedure `name` on `t` with the full window: the
/// library's one run shape (`gametree search --json`, the wasm `run()`).
pub fn record(t: &Tree, name: &str) -> gametree::record::Record {
    let entry = gametree::procedures::find(name).unwrap();
    entry.run(t, &gametree::procedures::Options::default()).unwrap_or_else(|e| panic!("{name}: {e}"))
}
