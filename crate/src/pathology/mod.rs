//! The search-depth pathology of Muszycka's thesis, chapter 5 ("Pathology in game trees",
//! pp. 117-159): searching deeper can make the decision at the root *worse*.
//!
//! * [`recursion`](mod@recursion): Pearl's error recursion (§5.1, eq. (1), its general-width form after
//!   Fig. 47, and eq. (3) after Fig. 49 with terminals at every level), computed exactly;
//! * [`games`]: the random games of §5.3 (Nau's Pearl-game and incremental game, the
//!   integer- and real-dependent schemes of Tables XXIII-XXIV), generated level by level;
//! * [`backup`]: minimaxing and product propagation (§5.2);
//! * [`experiment`]: the decision experiment of §5.3 (pp. 143-158), seeded sample by sample;
//! * [`p0`]: the default probability of a terminal 1-position;
//! * [`keep`]: the probability that a drawn tree is kept (runs that would fail are refused).
//!
//! Levels count from the root (level 0, Max); Max moves at even levels, Min at odd ones.

pub mod backup;
pub mod experiment;
pub mod games;
pub mod keep;
pub mod p0;
pub mod recursion;

pub use experiment::{Backup, GameSpec, Tally, Ties};
pub use games::{Game, Sons};
pub use recursion::{pearl_special_p0, recursion, RecursionParams, RecursionRow};
