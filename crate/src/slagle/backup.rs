//! Backing-up functions (Slagle §6, §8, Appendices B and C) and their validator.
//!
//! A max-position's value is backed up from the values of its m best successors by
//! `buma[ma; dmax]`, a min-position's from its n best by `bunb[nb; dmax]`; `dmax` is the depth
//! still to be searched below each successor, so a function may differ per depth (§8 learns
//! one per dmax). Appendix C also needs the inverses `glbua` and `lubub`.
//!
//! Lists are in the report's order (see [`super::list`]): car first = the worst value kept,
//! last = the best; missing successors are padded with -inf (max) / +inf (min).
//!
//! The built-in family ([`BackupFn`]) is the identity (ordinary minimaxing: the best value)
//! and the report's exponential functions. The report defines the latter for m = n = 2
//! only; for m > 2 we add one term per further value (our extension, which for m = 2 is the
//! report's formula and for m = 1 is the identity):
//!
//! ```text
//! max:  buma = a_best + sum_k 2^(x - (a_best - a_k) y)       (Appendix C's bua: x, y)
//! min:  bunb = b_best - sum_k 2^(r - (b_k - b_best) s)       (Appendix C's bub: r, s)
//! ```
//!
//! with k over the other m - 1 (n - 1) values; a padding value adds 0. The report requires
//! y, s > 0 (then the value is nondecreasing in every other value, and at least / at most the
//! best one: the two properties the cutoffs of Appendix C rely on).

use super::error::MnError;
use super::Side;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// The backing-up functions m&n minimaxing and m&n alpha-beta call.
///
/// `buma` / `bunb` are required; `glbua` / `lubub` default to a bisection on `buma` /
/// `bunb`, which is right for any function nondecreasing in the value it solves for.
pub trait BackingUp {
    /// `buma[ma; dmax]` (Appendix B): the value of a max-position from the values `ma` of
    /// its m best successors, ascending (`ma[0]` = m-th best, last = best; padded with
    /// -inf). Appendix C's `bua[alpha; a; dmax]` is `buma[cons[alpha; a]; dmax]`.
    fn buma(&self, ma: &[f64], dmax: u32) -> f64;

    /// `bunb[nb; dmax]` (Appendix B): the value of a min-position from the values `nb` of its
    /// n best successors, descending (`nb[0]` = n-th best, last = best; padded with +inf).
    /// Appendix C's `bub[beta; b; dmax]` is `bunb[cons[beta; b]; dmax]`.
    fn bunb(&self, nb: &[f64], dmax: u32) -> f64;

    /// `glbua[oldalpha; a; dmax]` (Appendix C): "the least value which, combined with the
    /// values on a, yields a backed-up value of at least oldalpha"; `a` holds the m - 1 best
    /// values (ascending). -inf when every value does; +inf when no value up to `car[a]`
    /// does (the m-th best cannot exceed the (m-1)-th). An implementation may err low (fewer
    /// cutoffs), never high.
    fn glbua(&self, oldalpha: f64, a: &[f64], dmax: u32) -> f64 {
        threshold(
            oldalpha,
            a,
            |alpha, buf| {
                buf[0] = alpha;
                self.buma(buf, dmax)
            },
            Side::Max,
        )
    }

    /// `lubub[oldbeta; b; dmax]` (Appendix C): "the greatest value which, when combined with
    /// the values on b, yields a backed-up value of at most oldbeta"; `b` holds the n - 1 best
    /// (descending). +inf when every value does; -inf when no value down to `car[b]` does.
    /// An implementation may err high (fewer cutoffs), never low.
    fn lubub(&self, oldbeta: f64, b: &[f64], dmax: u32) -> f64 {
        threshold(
            oldbeta,
            b,
            |beta, buf| {
                buf[0] = beta;
                self.bunb(buf, dmax)
            },
            Side::Min,
        )
    }

    /// True when backed-up values are computed exactly from integers (only the identity):
    /// the root's tie rule then uses no tolerance.
    fn is_exact(&self) -> bool {
        false
    }

    /// Errors for unusable parameters and warnings (see [`Warning`]) for m&n searches.
    fn validate(&self, _m: usize, _n: usize) -> Result<Vec<Warning>, MnError> {
        Ok(Vec::new())
    }
}

/// The bisection behind the default `glbua` / `lubub`: the least (max side) or greatest
/// (min side) t with `f(t :: list)` reaching `target`, erring toward fewer cutoffs.
fn threshold(target: f64, list: &[f64], f: impl Fn(f64, &mut [f64]) -> f64, side: Side) -> f64 {
    let (reach, inf): (fn(f64, f64) -> bool, f64) = match side {
        Side::Max => (|v, t| v >= t, f64::NEG_INFINITY),
        Side::Min => (|v, t| v <= t, f64::INFINITY),
    };
    let mut buf = Vec::with_capacity(list.len() + 1);
    buf.push(0.0);
    buf.extend_from_slice(list);
    if reach(f(inf, &mut buf), target) {
        return inf;
    }
    // The solved-for value lies between car[list] and the padding side.
    let near = list.first().copied().unwrap_or(0.0);
    if !near.is_finite() || !reach(f(near, &mut buf), target) {
        return -inf;
    }
    let dir = if side == Side::Max { -1.0 } else { 1.0 };
    let (mut good, mut bad) = (near, near);
    let mut step = 1.0f64;
    for _ in 0..1100 {
        bad = near + dir * step;
        if !reach(f(bad, &mut buf), target) {
            break;
        }
        good = bad;
        step *= 2.0;
        if !bad.is_finite() {
            return inf;
        }
    }
    for _ in 0..200 {
        let mid = 0.5 * (good + bad);
        if mid == good || mid == bad {
            break;
        }
        if reach(f(mid, &mut buf), target) {
            good = mid;
        } else {
            bad = mid;
        }
    }
    // `bad` misses the target: the conservative side (a smaller alpha, a greater beta).
    bad
}

/// One backing-up function of the built-in family.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BackupFn {
    /// Ordinary minimaxing: the best value. 1&1 minimaxing with it is F0.
    Identity,
    /// The report's exponential function: on the max side `a_2 + 2^(x - (a_2 - alpha) y)`
    /// (§6, §8.1, Appendix C's `bua`), on the min side `b_2 - 2^(r - (beta - b_2) s)` with
    /// r = `x`, s = `y` (§8.2, `bub`); one term per further value for m, n > 2 (see the
    /// module docs). Needs y > 0.
    Exponential { x: f64, y: f64 },
}

impl BackupFn {
    /// Slagle's illustrative function of Figs. 2, 5 and 6: x = 3, y = 1.
    pub const SAMPLE: BackupFn = BackupFn::Exponential { x: 3.0, y: 1.0 };

    /// The value of a position on `side` from its list in the report's order (car first,
    /// best last).
    pub fn back_up(self, side: Side, list: &[f64]) -> f64 {
        let Some(&best) = list.last() else {
            return pad(side);
        };
        if !best.is_finite() {
            // No successor value at all (or an infinite one): nothing to add, and
            // best - (-inf) would be inf - inf.
            return best;
        }
        match self {
            BackupFn::Identity => best,
            BackupFn::Exponential { x, y } => {
                let others = &list[..list.len() - 1];
                match side {
                    Side::Max => best + bonus(others, best, x, y, side),
                    Side::Min => best - bonus(others, best, x, y, side),
                }
            }
        }
    }

    /// `glbua` (max side) / `lubub` (min side) in closed form: the report's
    /// `a_2 + (1/y)[log2(oldalpha - a_2) - x]` and `b_2 + (1/s)[r - log2(b_2 - oldbeta)]`,
    /// with the further terms of m, n > 2 moved to the other side. `list` holds the m - 1
    /// (n - 1) best values in the report's order.
    pub fn inverse(self, side: Side, old: f64, list: &[f64]) -> f64 {
        let inf = match side {
            Side::Max => f64::NEG_INFINITY,
            Side::Min => f64::INFINITY,
        };
        let Some(&best) = list.last() else {
            return inf;
        };
        match self {
            BackupFn::Identity => {
                // The value is `best` whatever the solved-for value is.
                let reached = match side {
                    Side::Max => best >= old,
                    Side::Min => best <= old,
                };
                if reached {
                    inf
                } else {
                    -inf
                }
            }
            BackupFn::Exponential { x, y } => {
                if !best.is_finite() {
                    return if best == old { inf } else { -inf };
                }
                let rest = bonus(&list[..list.len() - 1], best, x, y, side);
                // Still needed from the solved-for value's term.
                let need = match side {
                    Side::Max => old - best - rest,
                    Side::Min => best - rest - old,
                };
                if need <= 0.0 {
                    return inf;
                }
                if need == f64::INFINITY {
                    return -inf;
                }
                match side {
                    Side::Max => best + (need.log2() - x) / y,
                    Side::Min => best + (x - need.log2()) / y,
                }
            }
        }
    }

    fn check(self, what: &str) -> Result<(), MnError> {
        if let BackupFn::Exponential { x, y } = self {
            let (xn, yn) = if what.starts_with("min") { ("r", "s") } else { ("x", "y") };
            if !x.is_finite() || !y.is_finite() {
                return Err(MnError::Parameter(format!("{what}: {xn} and {yn} must be finite numbers")));
            }
            if y <= 0.0 {
                return Err(MnError::Parameter(format!("{what}: {yn} must be greater than 0 (Appendix C), got {y}")));
            }
        }
        Ok(())
    }
}

fn pad(side: Side) -> f64 {
    match side {
        Side::Max => f64::NEG_INFINITY,
        Side::Min => f64::INFINITY,
    }
}

/// `sum_k 2^(x - |best - v_k| y)` over the finite values `v_k`.
fn bonus(others: &[f64], best: f64, x: f64, y: f64, side: Side) -> f64 {
    others
        .iter()
        .filter(|v| v.is_finite())
        .map(|&v| {
            let gap = match side {
                Side::Max => best - v,
                Side::Min => v - best,
            };
            (x - gap * y).exp2()
        })
        .sum()
}

/// The functions of one side, per dmax of the successors, with a default.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SideFns {
    /// Used for every dmax not in `by_dmax`.
    pub default: BackupFn,
    /// Functions for particular values of dmax (§8 learns one per dmax).
    pub by_dmax: BTreeMap<u32, BackupFn>,
}

impl Default for SideFns {
    fn default() -> SideFns {
        SideFns::all(BackupFn::Identity)
    }
}

impl SideFns {
    /// The same function at every depth.
    pub fn all(f: BackupFn) -> SideFns {
        SideFns { default: f, by_dmax: BTreeMap::new() }
    }
    /// The function used when the successors have this dmax.
    pub fn at(&self, dmax: u32) -> BackupFn {
        self.by_dmax.get(&dmax).copied().unwrap_or(self.default)
    }
    fn each(&self) -> impl Iterator<Item = (Option<u32>, BackupFn)> + '_ {
        std::iter::once((None, self.default)).chain(self.by_dmax.iter().map(|(&d, &f)| (Some(d), f)))
    }
}

/// Backing-up functions for both sides: plain data, so the CLI and the playground can
/// build them (`"identity"`, `"sample"`, `"exp:x,y,r,s"`, or JSON).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Backup {
    /// `buma` / `bua` / `glbua`: the max side (x, y).
    pub max: SideFns,
    /// `bunb` / `bub` / `lubub`: the min side (r, s).
    pub min: SideFns,
}

impl Backup {
    /// Ordinary minimaxing on both sides: m&n minimaxing is then F0's value for every m, n.
    pub fn identity() -> Backup {
        Backup::default()
    }
    /// The report's exponential functions with the same parameters at every depth:
    /// max `a_2 + 2^(x - (a_2 - alpha) y)`, min `b_2 - 2^(r - (beta - b_2) s)`.
    pub fn exponential(x: f64, y: f64, r: f64, s: f64) -> Backup {
        Backup {
            max: SideFns::all(BackupFn::Exponential { x, y }),
            min: SideFns::all(BackupFn::Exponential { x: r, y: s }),
        }
    }
    /// The functions of Figs. 2, 5 and 6 (§6, §7.3): x = r = 3, y = s = 1.
    pub fn sample() -> Backup {
        Backup::exponential(3.0, 1.0, 3.0, 1.0)
    }
    /// Sets the max-side function for successors with this dmax.
    pub fn with_max_at(mut self, dmax: u32, f: BackupFn) -> Backup {
        self.max.by_dmax.insert(dmax, f);
        self
    }
    /// Sets the min-side function for successors with this dmax.
    pub fn with_min_at(mut self, dmax: u32, f: BackupFn) -> Backup {
        self.min.by_dmax.insert(dmax, f);
        self
    }

    /// Errors for unusable parameters (non-finite, y or s not positive).
    pub fn check(&self) -> Result<(), MnError> {
        for (side, fns) in [(Side::Max, &self.max), (Side::Min, &self.min)] {
            for (d, f) in fns.each() {
                f.check(&where_(side, d))?;
            }
        }
        Ok(())
    }

    /// Warnings for functions that violate the monotonicity condition of §8.1's Theorem for
    /// an m&n search (see [`monotonicity`]).
    pub fn warnings(&self, m: usize, n: usize) -> Vec<Warning> {
        let mut out = Vec::new();
        for (side, fns, k) in [(Side::Max, &self.max, m), (Side::Min, &self.min, n)] {
            for (d, f) in fns.each() {
                if let Some(w) = monotonicity(side, d, f, k) {
                    out.push(w);
                }
            }
        }
        out
    }
}

fn where_(side: Side, dmax: Option<u32>) -> String {
    let s = match side {
        Side::Max => "max side",
        Side::Min => "min side",
    };
    match dmax {
        None => s.to_string(),
        Some(d) => format!("{s} at dmax {d}"),
    }
}

impl BackingUp for Backup {
    fn buma(&self, ma: &[f64], dmax: u32) -> f64 {
        self.max.at(dmax).back_up(Side::Max, ma)
    }
    fn bunb(&self, nb: &[f64], dmax: u32) -> f64 {
        self.min.at(dmax).back_up(Side::Min, nb)
    }
    fn glbua(&self, oldalpha: f64, a: &[f64], dmax: u32) -> f64 {
        self.max.at(dmax).inverse(Side::Max, oldalpha, a)
    }
    fn lubub(&self, oldbeta: f64, b: &[f64], dmax: u32) -> f64 {
        self.min.at(dmax).inverse(Side::Min, oldbeta, b)
    }
    fn is_exact(&self) -> bool {
        [&self.max, &self.min].iter().all(|s| s.each().all(|(_, f)| f == BackupFn::Identity))
    }
    fn validate(&self, m: usize, n: usize) -> Result<Vec<Warning>, MnError> {
        self.check()?;
        Ok(self.warnings(m, n))
    }
}

/// `identity`, `sample` (x = r = 3, y = s = 1), `exp:X,Y` (both sides) or `exp:X,Y,R,S`.
impl FromStr for Backup {
    type Err = MnError;
    fn from_str(s: &str) -> Result<Backup, MnError> {
        let t = s.trim().to_ascii_lowercase();
        let bad = || {
            MnError::Parameter(format!(
                "unknown backing-up functions '{s}': expected identity, sample, exp:X,Y or exp:X,Y,R,S"
            ))
        };
        let b = match t.as_str() {
            "identity" | "minimax" => Backup::identity(),
            "sample" | "slagle" => Backup::sample(),
            _ => {
                let rest = t.strip_prefix("exp:").or_else(|| t.strip_prefix("exponential:")).ok_or_else(bad)?;
                let nums: Vec<f64> =
                    rest.split(',').map(|p| p.trim().parse::<f64>()).collect::<Result<_, _>>().map_err(|_| bad())?;
                match nums[..] {
                    [x, y] => Backup::exponential(x, y, x, y),
                    [x, y, r, s] => Backup::exponential(x, y, r, s),
                    _ => return Err(bad()),
                }
            }
        };
        b.check()?;
        Ok(b)
    }
}

/// A function that is allowed but may not behave as the report intends.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Warning {
    pub side: Side,
    /// The dmax the function is used for; `None` for the side's default.
    pub dmax: Option<u32>,
    /// `(k - 1) y 2^x ln 2` (k = m or n): the Theorem's `y 2^x ln 2` for k = 2. Must be <= 1.
    pub product: f64,
    /// Where the backed-up value is least as a function of the best value: `a_2 - alpha`
    /// (max) or `beta - b_2` (min) = `(1/y)[x + log2((k - 1) y ln 2)]`, (3) of §8.1.
    pub minimum_at: f64,
    pub message: String,
}

/// §8.1's Theorem: with y > 0, `v(a_2) = a_2 + 2^(x - (a_2 - alpha) y)` is increasing on
/// `a_2 >= alpha` iff `y 2^x ln 2 <= 1` (2). The report wants v increasing in a_2 but does
/// not need it for the cutoffs (§8.1 motivates it by the shape of v only). For the min side we check
/// the symmetric `s 2^r ln 2 <= 1` (our extension to §8.2's function), and for k = m or n > 2 values our sum form,
/// whose slope in the best value is least when all k values are equal:
/// `(k - 1) y 2^x ln 2 <= 1`. The identity and k = 1 never warn.
pub fn monotonicity(side: Side, dmax: Option<u32>, f: BackupFn, k: usize) -> Option<Warning> {
    let BackupFn::Exponential { x, y } = f else {
        return None;
    };
    if k < 2 || y <= 0.0 {
        return None;
    }
    let terms = (k - 1) as f64;
    let product = terms * y * x.exp2() * std::f64::consts::LN_2;
    if product <= 1.0 {
        return None;
    }
    let minimum_at = (x + (terms * y * std::f64::consts::LN_2).log2()) / y;
    let (xn, yn, best, gap) = match side {
        Side::Max => ("x", "y", "a_2", "a_2 - alpha"),
        Side::Min => ("r", "s", "b_2", "beta - b_2"),
    };
    let lhs = if k == 2 { format!("{yn} 2^{xn} ln 2") } else { format!("{} {yn} 2^{xn} ln 2", k - 1) };
    let message = format!(
        "{}: {lhs} = {product:.3} > 1, so the backed-up value is not monotone in the best value {best} \
         (Slagle section 8.1, Theorem); it is least at {gap} = {minimum_at:.3}",
        where_(side, dmax)
    );
    Some(Warning { side, dmax, product, minimum_at, message })
}

/// A spot check of any [`BackingUp`] on a grid of small lists, for functions without the
/// closed forms of [`BackupFn`]: the properties Appendix C's cutoffs rely on (our reading; the
/// report states none besides §8.1's Theorem).
/// Returns one line per property that fails somewhere, naming an example.
pub fn spot_check<B: BackingUp + ?Sized>(b: &B, m: usize, n: usize, dmax: u32) -> Vec<String> {
    let grid: [f64; 7] = [-7.0, -1.0, 0.0, 0.5, 2.0, 3.0, 10.0];
    let mut out = Vec::new();
    for (side, k) in [(Side::Max, m), (Side::Min, n)] {
        if k < 2 {
            continue;
        }
        let f = |l: &[f64]| match side {
            Side::Max => b.buma(l, dmax),
            Side::Min => b.bunb(l, dmax),
        };
        let name = if side == Side::Max { "buma" } else { "bunb" };
        let mut first = [None::<String>, None, None];
        for &best in &grid {
            for &other in &grid {
                for &old in &grid {
                    // A list in the report's order: the other k - 1 values equal to `other`
                    // (worse than or equal to best), then the best.
                    let worse = if side == Side::Max { other.min(best) } else { other.max(best) };
                    let mut l = vec![worse; k - 1];
                    l.push(best);
                    let v = f(&l);
                    let bound_ok = if side == Side::Max { v >= best } else { v <= best };
                    if !bound_ok && first[0].is_none() {
                        first[0] = Some(format!("{name}{l:?} = {v}: not on the best value's side of it"));
                    }
                    let mut better = l.clone();
                    better[0] = if side == Side::Max { (worse + 1.0).min(best) } else { (worse - 1.0).max(best) };
                    let v2 = f(&better);
                    let mono_ok = if side == Side::Max { v2 >= v } else { v2 <= v };
                    if !mono_ok && first[1].is_none() {
                        first[1] = Some(format!("{name}: improving the worst value of {l:?} worsens the result"));
                    }
                    let rest = &l[1..];
                    let t = match side {
                        Side::Max => b.glbua(old, rest, dmax),
                        Side::Min => b.lubub(old, rest, dmax),
                    };
                    if t.is_finite() {
                        let mut at = l.clone();
                        at[0] = t;
                        let r = f(&at);
                        let tol = 1e-9 * old.abs().max(1.0);
                        // Conservative: at t the target is (nearly) missed or just reached.
                        let ok = match side {
                            Side::Max => r <= old + tol,
                            Side::Min => r >= old - tol,
                        };
                        if !ok && first[2].is_none() {
                            let inv = if side == Side::Max { "glbua" } else { "lubub" };
                            first[2] = Some(format!("{inv}({old}, {rest:?}) = {t} overshoots: {name} there is {r}"));
                        }
                    }
                }
            }
        }
        out.extend(first.into_iter().flatten());
    }
    out
}

impl fmt::Display for BackupFn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupFn::Identity => f.write_str("identity"),
            BackupFn::Exponential { x, y } => write!(f, "exp({x}, {y})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bisection_inverses_agree_with_the_closed_forms() {
        struct Plain(Backup);
        impl BackingUp for Plain {
            fn buma(&self, ma: &[f64], d: u32) -> f64 {
                self.0.buma(ma, d)
            }
            fn bunb(&self, nb: &[f64], d: u32) -> f64 {
                self.0.bunb(nb, d)
            }
        }
        let p = Plain(Backup::exponential(3.0, 1.0, 2.0, 0.5));
        let g = p.glbua(10.0, &[6.0], 2);
        assert!((g - 5.0).abs() < 1e-9 && g <= 5.0, "{g}");
        // b = (9, 7) descending: b_2 = 7; the solution 9.83 lies beyond car[b] = 9.
        let closed = p.0.lubub(3.5, &[9.0, 7.0], 0);
        assert!((closed - (7.0 + (2.0 - 1.5f64.log2()) / 0.5)).abs() < 1e-12, "{closed}");
        let bis = p.lubub(3.5, &[9.0, 7.0], 0);
        assert!((closed - bis).abs() < 1e-9 && bis >= closed - 1e-12, "{closed} {bis}");
        assert_eq!(p.glbua(1.0, &[6.0], 2), f64::NEG_INFINITY);
        assert!(spot_check(&p, 3, 3, 0).is_empty(), "{:?}", spot_check(&p, 3, 3, 0));
    }
}
