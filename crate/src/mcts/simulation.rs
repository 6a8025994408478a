//! Simulation (Browne et al. 2012, Algorithm 2, DEFAULTPOLICY): from a position, uniformly
//! random successors until a terminal, whose value is the outcome.

use crate::generate::rng::SeededRng;
use crate::tree::{NodeId, Tree};

/// The terminal a uniformly random playout from `p` reaches (`p` itself if terminal).
pub fn playout(tree: &Tree, p: NodeId, rng: &mut SeededRng) -> NodeId {
    let mut p = p;
    while !tree.is_terminal(p) {
        let i = rng.below(u64::from(tree.degree(p))) as u32;
        p = tree.child(p, i);
    }
    p
}
