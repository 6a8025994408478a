//! The mistakes of running UCT by hand that practice recognises in an answer (the checker
//! is [`super::practice`]). Each is a rule a student may follow instead of Browne et al.
//! 2012's Algorithm 2: the answer it gives is computed by the same code as the right one,
//! with the rule changed in one place.

/// A wrong rule the checker knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MctsMistake {
    /// The perspective error: the rewards counted from Max's standpoint everywhere, so that
    /// at Min's positions selection maximises Max's mean (the opponent's value) and
    /// backpropagation adds Max's reward where Min's, 1 - r, belongs (Browne et al. 2012,
    /// Algorithm 3, BACKUPNEGAMAX, is the rule this forgets).
    Perspective,
    /// Exploitation only: C = 0, the successor with the best mean W/N, without UCB1's
    /// exploration term C·sqrt(ln N_parent / N) (Kocsis & Szepesvári 2006, §2.3, c_{t,s}).
    ExploitOnly,
    /// Visits and rewards swapped: backpropagation adds the reward to N and one to W.
    Swapped,
}

impl MctsMistake {
    pub const ALL: [MctsMistake; 3] = [MctsMistake::Perspective, MctsMistake::ExploitOnly, MctsMistake::Swapped];

    pub fn id(self) -> &'static str {
        match self {
            MctsMistake::Perspective => "mcts-perspective",
            MctsMistake::ExploitOnly => "mcts-exploit-only",
            MctsMistake::Swapped => "mcts-swapped",
        }
    }

    /// What the answer shows, in a sentence.
    pub fn explanation(self) -> &'static str {
        match self {
            MctsMistake::Perspective => {
                "the rewards were counted from Max's standpoint at every position; W counts the reward of the \
                 player who moves at the parent, so under a Min position it is 1 - r, and Min's choice maximises \
                 its own W/N"
            }
            MctsMistake::ExploitOnly => {
                "the successor with the best mean W/N was chosen, without the exploration term \
                 C·sqrt(ln N_parent / N); a successor visited less may have the greater UCB1 value"
            }
            MctsMistake::Swapped => {
                "visits and rewards were swapped: each position on the path gets one more visit (N + 1) and the \
                 reward added to W"
            }
        }
    }
}
