//! The sorted lists of Appendix A (`ditto`, `insert`) and the best-values lists built with
//! them: `ma` / `nb` of Appendix B (the m / n best successor values so far) and `a` / `b` of
//! Appendix C (the m - 1 / n - 1 best).
//!
//! The report's order is kept everywhere a list is shown: "car first" is the *worst* value
//! kept (the m-th best for `ma`), and the last element is the best. A max-position's list
//! is ascending (`insert[...; LESSP]`), a min-position's descending (`GREATERP`).

use super::value::Value;
use super::Side;

/// `ditto[s; n]` (Appendix A): a list of `n` occurrences of `s`.
/// `ditto[(A . B); 2] = ((A . B), (A . B))`.
pub fn ditto<T: Clone>(s: T, n: usize) -> Vec<T> {
    vec![s; n]
}

/// `insert[sl; el; p]` (Appendix A): `el` goes in front of the first member `x` of the
/// sorted list `sl` with `p(el, x)`, or at the end. With `LESSP` (`<`) an ascending list
/// stays ascending and an element equal to members goes after them.
/// `insert[(2,6,7); 4; LESSP] = (2,4,6,7)`. (The report's definition is recursive; this
/// one is a loop.)
pub fn insert<T: Clone>(sl: &[T], el: T, p: impl Fn(&T, &T) -> bool) -> Vec<T> {
    let at = sl.iter().position(|x| p(&el, x)).unwrap_or(sl.len());
    let mut out = Vec::with_capacity(sl.len() + 1);
    out.extend_from_slice(&sl[..at]);
    out.push(el);
    out.extend_from_slice(&sl[at..]);
    out
}

/// The `k` best values seen at a position, in the report's order, with the padding of
/// `ditto[-inf; k]` (max) or `ditto[inf; k]` (min) left implicit: only real values are
/// stored, so a position with d successors holds at most min(k, d) numbers however large
/// k is.
#[derive(Debug, Clone)]
pub(crate) struct BestList {
    side: Side,
    k: usize,
    /// Car first: worst kept first, best last.
    vals: Vec<f64>,
}

impl BestList {
    pub(crate) fn new(side: Side, k: usize) -> BestList {
        BestList { side, k, vals: Vec::new() }
    }

    /// The padding value: -inf for a max-position, +inf for a min-position.
    #[inline]
    pub(crate) fn pad(&self) -> f64 {
        match self.side {
            Side::Max => f64::NEG_INFINITY,
            Side::Min => f64::INFINITY,
        }
    }

    /// `better(x, y)`: x is a better value than y for the player to move.
    #[inline]
    fn better(&self, x: f64, y: f64) -> bool {
        match self.side {
            Side::Max => x > y,
            Side::Min => x < y,
        }
    }

    /// `car` of the list: the worst value kept (the k-th best), or the padding.
    #[inline]
    pub(crate) fn car(&self) -> f64 {
        if self.vals.len() < self.k {
            self.pad()
        } else {
            self.vals[0]
        }
    }

    /// `cdr[insert[l; u; p]]` (Appendix B's update): keeps the k best of the list and `u`.
    /// When `u` is better than `car` this is also Appendix C's `insert[cdr[l]; u; p]`.
    pub(crate) fn push(&mut self, u: f64) {
        if self.k == 0 {
            return;
        }
        // insert: in front of the first member u is better than... in the report's
        // ascending (max) order, in front of the first member greater than u.
        let at = self.vals.iter().position(|&x| self.better(x, u)).unwrap_or(self.vals.len());
        self.vals.insert(at, u);
        if self.vals.len() > self.k {
            // cdr: drop the worst (a padding element while the list is not full).
            self.vals.remove(0);
        }
    }

    /// The whole list as the report writes it (padding first), into `out`.
    pub(crate) fn write_to(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend(std::iter::repeat_n(self.pad(), self.k - self.vals.len()));
        out.extend_from_slice(&self.vals);
    }

    /// `cons[first; list]` as the report writes it, into `out` (`bua[alpha; a]` backs up
    /// the list `alpha :: a`).
    pub(crate) fn write_with_car(&self, first: f64, out: &mut Vec<f64>) {
        out.clear();
        out.push(first);
        out.extend(std::iter::repeat_n(self.pad(), self.k - self.vals.len()));
        out.extend_from_slice(&self.vals);
    }

    /// The list for a trace event.
    pub(crate) fn values(&self) -> Vec<Value> {
        let mut v = Vec::with_capacity(self.k);
        v.extend(std::iter::repeat_n(Value(self.pad()), self.k - self.vals.len()));
        v.extend(self.vals.iter().map(|&x| Value(x)));
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appendix_a_examples() {
        assert_eq!(ditto(("A", "B"), 2), vec![("A", "B"), ("A", "B")]);
        assert_eq!(insert(&[2, 6, 7], 4, |a, b| a < b), vec![2, 4, 6, 7]);
        assert_eq!(insert(&[7, 6, 2], 4, |a, b| a > b), vec![7, 6, 4, 2]);
        assert_eq!(insert(&[], 4, |a: &i32, b| a < b), vec![4]);
    }

    #[test]
    fn best_lists_keep_the_k_best_in_the_reports_order() {
        let mut ma = BestList::new(Side::Max, 2);
        assert_eq!(ma.car(), f64::NEG_INFINITY);
        for u in [16.0, 12.0, 13.0] {
            ma.push(u);
        }
        let mut out = Vec::new();
        ma.write_to(&mut out);
        assert_eq!(out, vec![13.0, 16.0], "buma[(13,16);1] in Fig. 2");
        let mut nb = BestList::new(Side::Min, 2);
        nb.push(13.0);
        nb.write_to(&mut out);
        assert_eq!(out, vec![f64::INFINITY, 13.0]);
        nb.push(15.0);
        nb.push(17.0);
        nb.write_to(&mut out);
        assert_eq!(out, vec![15.0, 13.0], "bunb[(15,13);2] in Fig. 2");
        assert_eq!(nb.car(), 15.0);
    }
}
