//! K&M section 6: critical positions and their types (Theorem 1), the minimum of
//! Corollaries 1 and 3, and the expectation (14) of Corollary 2.

use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// The type of a critical position (Theorem 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum CriticalType {
    /// a1 = ... = al = 1: the principal variation; searched with (-inf, +inf).
    Type1,
    /// The first coordinate != 1 is a_j with l - j even: searched with (-inf, beta).
    Type2,
    /// ... with l - j odd: the best reply to a type 2 position; searched with (alpha, +inf).
    Type3,
}

/// The critical type of a position from its Dewey coordinates, or None when it is not
/// critical. Critical: a_i = 1 for all even i, or a_i = 1 for all odd i (i 1-based).
pub fn critical_type(coords: &[u32]) -> Option<CriticalType> {
    let odd_ones = coords.iter().step_by(2).all(|&a| a == 1);
    let even_ones = coords.iter().skip(1).step_by(2).all(|&a| a == 1);
    if !odd_ones && !even_ones {
        return None;
    }
    match coords.iter().position(|&a| a != 1) {
        None => Some(CriticalType::Type1),
        Some(j0) => {
            // j is 1-based: j = j0 + 1; l - j = len - 1 - j0.
            if (coords.len() - 1 - j0).is_multiple_of(2) {
                Some(CriticalType::Type2)
            } else {
                Some(CriticalType::Type3)
            }
        }
    }
}

/// The critical type of every position of `tree` (indexed by id), computed top-down.
pub fn critical_types(tree: &Tree) -> Vec<Option<CriticalType>> {
    let mut out = vec![None; tree.len()];
    out[0] = Some(CriticalType::Type1);
    // Breadth-first ids: parents come first. A successor of a type 1 position is type 1
    // (first) or type 2; of a type 2, only the first is critical (type 3); of a type 3,
    // every successor is type 2.
    for p in 0..tree.len() as NodeId {
        let Some(t) = out[p as usize] else { continue };
        for (i, c) in tree.children(p).enumerate() {
            out[c as usize] = match (t, i) {
                (CriticalType::Type1, 0) => Some(CriticalType::Type1),
                (CriticalType::Type1, _) => Some(CriticalType::Type2),
                (CriticalType::Type2, 0) => Some(CriticalType::Type3),
                (CriticalType::Type2, _) => None,
                (CriticalType::Type3, _) => Some(CriticalType::Type2),
            };
        }
    }
    out
}

/// Corollary 3: at least d^ceil(h/2) + d^floor(h/2) - 1 terminal positions of a uniform
/// tree of degree d and height h must be examined; None on overflow.
pub fn minimal_terminals(d: u64, h: u32) -> Option<u64> {
    let a = d.checked_pow(h.div_ceil(2))? as u128;
    let b = d.checked_pow(h / 2)? as u128;
    (a + b).checked_sub(1).and_then(|m| u64::try_from(m).ok())
}

/// Corollary 2, (14): the expected number of positions on level l examined by F2 under
/// perfect ordering, where a position on level j is nonterminal with probability q\[j\] and
/// has d\[j\] successors on average (terminals counting 0). Uses levels 0..l of q and d.
/// `d0 q1 d2 q3 ... + q0 d1 q2 d3 ... - q0 q1 ... q(l-1)`.
pub fn expected_critical(q: &[f64], d: &[f64], l: usize) -> f64 {
    let (mut a, mut b, mut c) = (1.0, 1.0, 1.0);
    for j in 0..l {
        let (qj, dj) = (q[j], d[j]);
        if j % 2 == 0 {
            a *= dj;
            b *= qj;
        } else {
            a *= qj;
            b *= dj;
        }
        c *= qj;
    }
    a + b - c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_follow_the_first_coordinate_that_is_not_one() {
        assert_eq!(critical_type(&[]), Some(CriticalType::Type1));
        assert_eq!(critical_type(&[1, 1, 1]), Some(CriticalType::Type1));
        assert_eq!(critical_type(&[2]), Some(CriticalType::Type2));
        assert_eq!(critical_type(&[2, 1]), Some(CriticalType::Type3));
        assert_eq!(critical_type(&[2, 1, 3]), Some(CriticalType::Type2));
        assert_eq!(critical_type(&[1, 3]), Some(CriticalType::Type2));
        assert_eq!(critical_type(&[2, 2]), None);
        assert_eq!(critical_type(&[1, 2, 1, 2]), Some(CriticalType::Type2));
        assert_eq!(critical_type(&[1, 2, 1]), Some(CriticalType::Type3));
    }

    #[test]
    fn corollary_3_minimum() {
        assert_eq!(minimal_terminals(3, 4), Some(17));
        assert_eq!(minimal_terminals(3, 3), Some(9 + 3 - 1));
        assert_eq!(minimal_terminals(10, 0), Some(1));
        // No wrap-around: 2 * 3^40 - 1 does not fit in 64 bits; 2^63 + 2^63 - 1 does.
        assert_eq!(minimal_terminals(3, 80), None);
        assert_eq!(minimal_terminals(2, 126), Some(u64::MAX));
        assert_eq!(minimal_terminals(10, 38), None);
        assert_eq!(minimal_terminals(0, 3), None);
    }

    #[test]
    fn expectation_14_reduces_to_13_on_uniform_trees() {
        let q = vec![1.0; 6];
        let d = vec![3.0; 6];
        for l in 0..6 {
            let want = minimal_terminals(3, l as u32).unwrap() as f64;
            assert_eq!(expected_critical(&q, &d, l), want);
        }
    }
}
