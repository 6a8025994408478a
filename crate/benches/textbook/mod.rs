//! The baseline the counting path is measured against: K&M's F0, F1 and F2 as a textbook
//! writes them, recursive, over flat arrays (first successor, degree, f(p) from the
//! standpoint of the player to move). A benchmark only: recursion this deep in the library
//! would overflow the stack on a tree 100,000 levels deep. Shared by `benches/search.rs`
//! and `examples/f2_throughput.rs`.

use gametree::Tree;

/// ±inf, so that every negation is exact.
pub const INF: i64 = i64::MAX;

pub struct Flat {
    first: Vec<u32>,
    degree: Vec<u32>,
    value: Vec<i64>,
}

impl Flat {
    pub fn new(t: &Tree) -> Flat {
        let n = t.len() as u32;
        Flat {
            first: (0..n).map(|p| t.children(p).start).collect(),
            degree: (0..n).map(|p| t.degree(p)).collect(),
            value: (0..n).map(|p| if t.is_terminal(p) { t.f(p).raw() } else { 0 }).collect(),
        }
    }
}

/// F2(p, alpha, beta) (9); `n` counts the positions examined.
pub fn f2(t: &Flat, p: u32, alpha: i64, beta: i64, n: &mut u64) -> i64 {
    *n += 1;
    let d = t.degree[p as usize];
    if d == 0 {
        return t.value[p as usize];
    }
    let first = t.first[p as usize];
    let mut m = alpha;
    for c in first..first + d {
        let v = -f2(t, c, -beta, -m, n);
        if v > m {
            m = v;
            if m >= beta {
                break;
            }
        }
    }
    m
}

/// F1(p, bound) (6).
pub fn f1(t: &Flat, p: u32, bound: i64, n: &mut u64) -> i64 {
    *n += 1;
    let d = t.degree[p as usize];
    if d == 0 {
        return t.value[p as usize];
    }
    let first = t.first[p as usize];
    let mut m = -INF;
    for c in first..first + d {
        let v = -f1(t, c, -m, n);
        if v > m {
            m = v;
            if m >= bound {
                break;
            }
        }
    }
    m
}

/// F(p) by brute force (1).
pub fn f0(t: &Flat, p: u32, n: &mut u64) -> i64 {
    *n += 1;
    let d = t.degree[p as usize];
    if d == 0 {
        return t.value[p as usize];
    }
    let first = t.first[p as usize];
    let mut m = -INF;
    for c in first..first + d {
        m = m.max(-f0(t, c, n));
    }
    m
}
