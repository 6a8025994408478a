//! The mistakes of valuing chance positions that practice recognises in an answer
//! (the checker is `mistakes.rs`; the search runs them through `run.rs`).

/// A wrong procedure the checker knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChanceMistake {
    /// A chance position valued as a Min position: the least of its outcomes.
    AsMin,
    /// The probabilities ignored: the plain average of the outcomes.
    PlainAverage,
    /// Star1's bounds after an outcome without the mass not yet searched: [seen, seen]
    /// instead of [seen + L * rest, seen + U * rest], so it cuts where it may not.
    ForgetsUnseenMass,
}

impl ChanceMistake {
    pub const ALL: [ChanceMistake; 3] =
        [ChanceMistake::AsMin, ChanceMistake::PlainAverage, ChanceMistake::ForgetsUnseenMass];

    pub fn id(self) -> &'static str {
        match self {
            ChanceMistake::AsMin => "chance-as-min",
            ChanceMistake::PlainAverage => "plain-average",
            ChanceMistake::ForgetsUnseenMass => "forgets-unseen-mass",
        }
    }

    /// What the answer shows, in a sentence.
    pub fn explanation(self) -> &'static str {
        match self {
            ChanceMistake::AsMin => {
                "a chance position was valued as if Min moved there (the least outcome); its value is the \
                 probability-weighted average of its outcomes"
            }
            ChanceMistake::PlainAverage => {
                "the probabilities were ignored (the plain average); each outcome counts with its probability"
            }
            ChanceMistake::ForgetsUnseenMass => {
                "Star1's bounds left out the outcomes not yet searched; they lie between L and U, so the bounds \
                 are seen + L * rest and seen + U * rest"
            }
        }
    }
}
