//! The trace of a UCT run: per iteration, the positions selection went through, the one
//! expansion added, the terminal the simulation reached and its reward. With the rules of
//! [`super::selection`] and [`super::backpropagation`] it is enough to rebuild the
//! statistics before every iteration and recompute every choice.

use crate::tree::NodeId;

/// One iteration.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// The positions selection chose by UCB1, from a successor of the root down (the root
    /// itself is not listed: every path starts there).
    pub selected: Vec<NodeId>,
    /// The position expansion added (the first unvisited successor of the last selected
    /// position, or of the root); `None` when selection ended on a terminal.
    pub expanded: Option<NodeId>,
    /// The terminal the simulation reached (the expanded or selected position itself when
    /// it is terminal).
    pub leaf: NodeId,
    /// The leaf's reward to Max, in [0, 1].
    pub reward: f64,
}
