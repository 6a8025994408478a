//! The papers the catalogue's procedures come from ([`crate::procedures`]). Its own module
//! (no dependencies) so that the run record ([`crate::record`]) can name a run's family
//! without depending on the catalogue.

use serde::{Deserialize, Serialize};

/// The paper a procedure comes from. Serialized as the page's family ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Family {
    /// Negamax procedures over one search ([`crate::search`]): Knuth & Moore 1975's F0,
    /// F1, F2, and fail-soft alpha-beta, NegaScout and MTD(f) after them.
    #[serde(rename = "km")]
    KnuthMoore,
    /// Muszycka's 1985 MSc thesis, chapter 2 and Appendix 1.
    #[serde(rename = "thesis")]
    Muszycka,
    /// Slagle 1963: m&n minimaxing and m&n alpha-beta.
    #[serde(rename = "mn")]
    Slagle,
    /// Ballard 1983: expectiminimax, Star1 and Star2 on trees with chance positions
    /// ([`crate::chance`]). Not in [`Family::ALL`] (the CLI's families of decision trees);
    /// the page's menus list it ([`Family::PAGE`]).
    #[serde(rename = "chance")]
    Chance,
    /// Monte Carlo tree search: UCT (Kocsis & Szepesvári, ECML 2006; Browne et al., IEEE
    /// TCIAIG 2012, Algorithm 2; [`crate::mcts`]). It samples, it does not prove
    /// ([`Family::proves`]): its runs are no run record of the search, and it is not in
    /// [`Family::ALL`] (the negamax menus' families) but its own entry on the page.
    #[serde(rename = "mcts")]
    Mcts,
}

impl Family {
    /// In menu order: the families of trees of decision positions.
    pub const ALL: [Family; 3] = [Family::KnuthMoore, Family::Muszycka, Family::Slagle];

    /// The page's menus, in order: [`Family::ALL`] and Ballard's family, whose procedures the
    /// page offers on trees with chance positions (and the others on trees without).
    pub const PAGE: [Family; 4] = [Family::KnuthMoore, Family::Muszycka, Family::Slagle, Family::Chance];

    /// The id the page and the record use: `km`, `thesis`, `mn`.
    pub fn id(self) -> &'static str {
        match self {
            Family::KnuthMoore => "km",
            Family::Muszycka => "thesis",
            Family::Slagle => "mn",
            Family::Chance => "chance",
            Family::Mcts => "mcts",
        }
    }

    /// Whether its procedures give the minimax value with a proof (every position they skip
    /// cannot change it). UCT does not: it samples, and its move converges to a
    /// minimax-optimal one only as iterations grow (Kocsis & Szepesvári 2006, Theorem 6),
    /// and may be wrong after any finite number (Ramanujan, Sabharwal & Selman, ICAPS 2010).
    pub fn proves(self) -> bool {
        self != Family::Mcts
    }

    /// Whether its procedures search trees with chance positions (only Ballard's family).
    pub fn takes_chance(self) -> bool {
        self == Family::Chance
    }

    /// The menu heading.
    pub fn title(self) -> &'static str {
        match self {
            Family::KnuthMoore => "Negamax: Knuth & Moore 1975 and after",
            Family::Muszycka => "Muszycka 1985 (thesis)",
            Family::Slagle => "Slagle 1963 (m&n)",
            Family::Chance => "Chance positions: Ballard 1983",
            Family::Mcts => "Monte Carlo tree search: UCT (Kocsis & Szepesvári 2006)",
        }
    }
}
