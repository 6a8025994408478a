//! K&M sections 6-9 as numbers: what the paper proves about how many positions alpha-beta
//! examines, computed exactly (rationals) where the paper's answer is exact.
//!
//! - [`pij`]: the probabilities p_ij (26)(27), the matrices (25) and (41), S_d (38);
//! - [`height2`]: Theorem 3, T(d, 2) (30), exactly and as `f64`, with Lemma 1's bracket;
//! - [`branching`]: Table 1's r0(d), r1(d) (39), r*(d) (Theorem 4) and the finite-height
//!   recurrences behind r0 ((18)/(24), the flawed independence estimate) and r1 ((37));
//! - [`perron`]: the Perron root by power iteration with Collatz-Wielandt bounds;
//! - [`best_case`]: F1 under perfect ordering, (50) and (51);
//! - [`dependent`]: the totally dependent model, Theorem 6 (52)(53) for F2 and (54) for F1;
//! - [`rational`], [`bigint`]: exact arithmetic (no dependency).
//!
//! Corollary 3's minimum and Corollary 2's expectation (14) live in [`crate::analysis`];
//! they are re-exported here.

pub mod best_case;
pub mod bigint;
pub mod branching;
pub mod dependent;
pub mod height2;
pub mod perron;
pub mod pij;
pub mod rational;

pub use crate::analysis::{expected_critical, minimal_terminals};
pub use best_case::{f1_best_case, f1_best_case_closed_form, f1_best_case_growth, f2_best_case_growth};
pub use bigint::BigUint;
pub use branching::{independence_estimate_exact, r0, r1, r_star, table1_row, upper_recurrence_exact, BranchingRow};
pub use dependent::{
    corollary4_constant, f1_dependent, f1_dependent_f64, f1_dependent_growth, f2_dependent, f2_dependent_closed_form,
    f2_dependent_f64, f2_dependent_growth, harmonic,
};
pub use height2::{t2, t2_bracket, t2_exact};
pub use perron::{perron_root, Perron};
pub use pij::{p_ij, p_ij_exact, p_matrix, s_d, s_d_exact, sqrt_p_matrix};
pub use rational::Rational;
