//! The thesis' simulated trees (§3.2) and its schemes of terminal values (§3.3, §3.5).
//!
//! **Trees.** U(w, d): every position above level d has w successors; all terminals are on
//! level d. N(w, d): fan-out at most w, terminals at most on level d; the thesis says only
//! that the fan-out "was controlled by a uniform random number generator" and that fan-out
//! 0 makes a terminal. Here a position above level d gets a fan-out uniform on {0, ..., w}
//! and the root one uniform on {1, ..., w} ([`FanOut::RootOneToW`], the default, so that a
//! tree is never a lone terminal); [`FanOut`] has two other choices. No simple rule is known
//! to reproduce the thesis' nonuniform averages (Tables XI–XVIII, pp. 73–80; our check: i.i.d.
//! {0..w} gives N(2,d) ≈ 2.5 and N(24,2) ≈ 48 Alphabeta leaves where the thesis has ≈ 1.5 and 144).
//!
//! **Values** (all from Max's standpoint, the tree's convention; the negamax procedures
//! negate them on odd levels — the thesis does not say how it handled the sign):
//! * *integer-dependent* (Newborn): the sons of every position get distinct values, a random
//!   permutation of {1, ..., f}; a terminal's static value is its own value plus those of all
//!   its ancestors (the root has none).
//! * *real-dependent*: the same with {1/f^L, ..., f/f^L}, L the level of the sons. Computed
//!   exactly as rationals; see [`Scaling`] for how they become the tree's integers without
//!   any rounding (and so without false ties). [`ModelTree::unit`] is the integer standing
//!   for 1.0: pass it as [`super::Options::unit`] so the "minimal" windows (m, m + 1) are as
//!   wide as the thesis' (which makes Palphabeta, PVS, Scout and Alphabeta create the same
//!   nodes on uniform real-dependent trees, its Table V).
//! * *unordered-independent* (Knuth–Moore): uniform trees get a random permutation of
//!   {1, ..., M}, M the number of terminals; nonuniform trees i.i.d. values from {1..500}
//!   (as the thesis did, since M varies).
//! * *P-ordered-independent*: terminal values i.i.d. from {1, ..., K}, K = 500; then, at every
//!   nonterminal position with two or more sons, the *designated best son* — the leftmost son
//!   of best minimax value (largest at a MAX position, smallest at a MIN one) — is moved,
//!   with probability P, to the first place, and otherwise to a place chosen uniformly among
//!   the others (it swaps places with the son there). Moving whole subtrees keeps every
//!   value, so the order in which positions are treated does not matter. The thesis does not
//!   say how it did this; this is a reconstruction. The leftmost son is a best son with
//!   probability P (a little more when another son ties with the best). At P = 1 every tree
//!   is perfectly ordered and reproduces Table X (p. 61) exactly; for P < 1 this method is
//!   steeper in P than the thesis' Tables VI–IX (pp. 57–60; `docs/experiments.md`, section 6).
//!
//! **Randomness.** One `ChaCha8Rng` per tree, seeded with the tree's seed; the shape is drawn
//! first (positions in breadth-first order), then the values (positions in breadth-first
//! order). Every draw is from an explicit `u32` range, never `usize` or floats, so a seed
//! gives the same tree on every platform (P is turned into parts per million once).

use crate::error::{Error, Result};
use crate::score::MAX_VALUE;
use crate::tree::{uniform_size, Content, Limits, Tree};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// K: the largest value of the P-ordered scheme, and of unordered values on N trees.
pub const K: u32 = 500;

/// Uniform or nonuniform trees.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TreeKind {
    /// U(w, d).
    Uniform,
    /// N(w, d).
    Nonuniform,
}

impl TreeKind {
    /// "U" or "N".
    pub fn letter(self) -> &'static str {
        match self {
            TreeKind::Uniform => "U",
            TreeKind::Nonuniform => "N",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            TreeKind::Uniform => "uniform",
            TreeKind::Nonuniform => "nonuniform",
        }
    }
}

impl fmt::Display for TreeKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for TreeKind {
    type Err = Error;
    fn from_str(s: &str) -> Result<TreeKind> {
        match s.trim().to_ascii_lowercase().as_str() {
            "u" | "uniform" => Ok(TreeKind::Uniform),
            "n" | "nonuniform" | "non-uniform" => Ok(TreeKind::Nonuniform),
            _ => Err(Error::generator(format!("unknown tree kind '{s}': expected uniform (U) or nonuniform (N)"))),
        }
    }
}

/// How N(w, d) trees draw fan-outs (positions on level d are always terminal).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum FanOut {
    /// The root uniform on {1..w}, every other position uniform on {0..w}.
    #[default]
    RootOneToW,
    /// Every position, the root included, uniform on {0..w} (the root may be terminal).
    ZeroToW,
    /// The root has exactly w sons; every other position uniform on {0..w}.
    RootFull,
}

/// The thesis' schemes of terminal values.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "scheme", rename_all = "kebab-case")]
pub enum Scheme {
    IntegerDependent,
    RealDependent,
    /// Unordered-independent.
    Unordered,
    /// P-ordered-independent, 0 <= p <= 1.
    Ordered {
        p: f64,
    },
}

impl Scheme {
    /// The eight variants of the thesis, in the order of its Table I cases.
    pub const THESIS: [Scheme; 8] = [
        Scheme::Unordered,
        Scheme::Ordered { p: 0.2 },
        Scheme::Ordered { p: 0.4 },
        Scheme::Ordered { p: 0.6 },
        Scheme::Ordered { p: 0.8 },
        Scheme::Ordered { p: 1.0 },
        Scheme::IntegerDependent,
        Scheme::RealDependent,
    ];

    /// The name used in the thesis' captions: "unordered-independent",
    /// "0.2-ordered-independent", "integer-dependent", "real-dependent".
    pub fn title(self) -> String {
        match self {
            Scheme::Unordered => "unordered-independent".into(),
            Scheme::Ordered { p } => format!("{p:.1}-ordered-independent"),
            other => other.to_string(),
        }
    }

    /// A number identifying the scheme in tree seeds ([`super::experiment::tree_seed`]).
    pub fn code(self) -> u64 {
        match self {
            Scheme::IntegerDependent => 1,
            Scheme::RealDependent => 2,
            Scheme::Unordered => 3,
            Scheme::Ordered { p } => 1_000 + ppm(p).unwrap_or(0) as u64,
        }
    }
}

impl fmt::Display for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scheme::IntegerDependent => f.write_str("integer-dependent"),
            Scheme::RealDependent => f.write_str("real-dependent"),
            Scheme::Unordered => f.write_str("unordered"),
            Scheme::Ordered { p } => write!(f, "{p:.1}-ordered"),
        }
    }
}

impl FromStr for Scheme {
    type Err = Error;
    /// `integer-dependent` (`integer`), `real-dependent` (`real`), `unordered`
    /// (`unordered-independent`), `0.4-ordered` (also `ordered-0.4`,
    /// `0.4-ordered-independent`).
    fn from_str(s: &str) -> Result<Scheme> {
        let t = s.trim().to_ascii_lowercase();
        let t = t.strip_suffix("-independent").unwrap_or(&t);
        match t {
            "integer-dependent" | "integer" => return Ok(Scheme::IntegerDependent),
            "real-dependent" | "real" => return Ok(Scheme::RealDependent),
            "unordered" => return Ok(Scheme::Unordered),
            _ => {}
        }
        let p = t.strip_suffix("-ordered").or_else(|| t.strip_prefix("ordered-"));
        match p.and_then(|p| p.parse::<f64>().ok()) {
            Some(p) if ppm(p).is_some() => Ok(Scheme::Ordered { p }),
            _ => Err(Error::generator(format!(
                "unknown value scheme '{s}': expected integer-dependent, real-dependent, unordered or P-ordered with 0 <= P <= 1 (e.g. 0.4-ordered)"
            ))),
        }
    }
}

/// P in parts per million, if 0 <= P <= 1.
fn ppm(p: f64) -> Option<u32> {
    (p.is_finite() && (0.0..=1.0).contains(&p)).then(|| (p * 1_000_000.0).round() as u32)
}

/// How the tree's integers represent the scheme's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Scaling {
    /// The values are the scheme's integers.
    Integer,
    /// Real-dependent: each value is the exact real times `denominator` (the least common
    /// multiple of the terminals' denominators), an integer. Used whenever
    /// d · denominator <= 2^53 - 1, which holds for every uniform tree of the thesis' grid
    /// (denominator w^d) and almost every nonuniform one.
    Exact { denominator: i64 },
    /// Real-dependent, when no common denominator fits: each value x is
    /// floor(x) · fractions + (rank of x − floor(x) among the distinct fractional parts in
    /// the tree), `fractions` being their number. This keeps every comparison the procedures
    /// make — x against y + k for integers k (the windows (m, m + 1)), in either framework —
    /// exactly as for the reals, with `fractions` standing for 1.0; it does not keep
    /// distances.
    Ranked { fractions: i64 },
}

/// A generated tree and how to read its values.
#[derive(Debug, Clone)]
pub struct ModelTree {
    pub tree: Tree,
    /// The integer that stands for 1 of the scheme's values (1 unless real-dependent); pass
    /// it as [`super::Options::unit`].
    pub unit: i64,
    pub scaling: Scaling,
}

/// A tree model: kind, width, depth, value scheme (and the N-tree fan-out rule).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelSpec {
    pub kind: TreeKind,
    pub w: u32,
    pub d: u32,
    pub scheme: Scheme,
    #[serde(default)]
    pub fan_out: FanOut,
}

impl ModelSpec {
    pub fn uniform(w: u32, d: u32, scheme: Scheme) -> ModelSpec {
        ModelSpec { kind: TreeKind::Uniform, w, d, scheme, fan_out: FanOut::default() }
    }
    pub fn nonuniform(w: u32, d: u32, scheme: Scheme) -> ModelSpec {
        ModelSpec { kind: TreeKind::Nonuniform, w, d, scheme, fan_out: FanOut::default() }
    }

    /// "U(3,6)".
    pub fn size_label(&self) -> String {
        format!("{}({},{})", self.kind.letter(), self.w, self.d)
    }

    /// The tree for `seed`, within the default [`Limits`].
    pub fn generate(&self, seed: u64) -> Result<ModelTree> {
        self.generate_with(seed, Limits::default())
    }

    /// The tree for `seed`, within `limits`.
    pub fn generate_with(&self, seed: u64, limits: Limits) -> Result<ModelTree> {
        let (w, d) = (self.w, self.d);
        if w == 0 {
            return Err(Error::generator("the width w must be at least 1".into()));
        }
        if d as usize > limits.max_depth {
            return Err(crate::tree::too_deep(limits));
        }
        if self.kind == TreeKind::Uniform && uniform_size(w, d).is_none_or(|n| n > limits.max_positions as u64) {
            return Err(crate::tree::too_many(limits));
        }
        let p_ppm =
            match self.scheme {
                Scheme::Ordered { p } => Some(ppm(p).ok_or_else(|| {
                    Error::generator(format!("the ordering probability P must lie in [0, 1] (got {p})"))
                })?),
                _ => None,
            };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let shape = Shape::draw(self, &mut rng, limits)?;
        let n = shape.degree.len();
        // slot[first(x) .. first(x) + degree(x)]: x's sons, left to right (reordered by the
        // P-ordered scheme).
        let mut slot: Vec<u32> = (0..n as u32).collect();
        let (value, unit, scaling) = match self.scheme {
            Scheme::IntegerDependent => (integer_dependent(&shape, &mut rng), 1, Scaling::Integer),
            Scheme::RealDependent => real_dependent(&shape, &mut rng, d)?,
            Scheme::Unordered => (unordered(&shape, self.kind, &mut rng), 1, Scaling::Integer),
            Scheme::Ordered { .. } => {
                let v = iid(&shape, &mut rng);
                order(&shape, &v, p_ppm.unwrap_or(0), &mut slot, &mut rng);
                (v, 1, Scaling::Integer)
            }
        };
        let tree = Tree::build(0u32, limits, |x, _, buf| {
            let (f, k) = (shape.degree[x as usize], shape.first[x as usize] as usize);
            if f == 0 {
                Ok(Content::Terminal(value[x as usize]))
            } else {
                buf.extend_from_slice(&slot[k..k + f as usize]);
                Ok(Content::Interior)
            }
        })?;
        Ok(ModelTree { tree, unit, scaling })
    }
}

/// w^⌊d/2⌋ + w^⌈d/2⌉ − 1: the terminals every procedure but Branch-and-bound creates on a
/// perfectly ordered U(w, d) (Slagle & Dixon's lower bound; Knuth & Moore).
pub fn minimal_leaf_count(w: u32, d: u32) -> u64 {
    let w = w as u64;
    w.pow(d / 2) + w.pow(d.div_ceil(2)) - 1
}

/// The shape, breadth first: the sons of x are first[x] .. first[x] + degree[x].
struct Shape {
    degree: Vec<u32>,
    first: Vec<u32>,
    depth: Vec<u32>,
}

impl Shape {
    fn draw(spec: &ModelSpec, rng: &mut ChaCha8Rng, limits: Limits) -> Result<Shape> {
        let w = spec.w;
        let mut s = Shape { degree: Vec::new(), first: Vec::new(), depth: vec![0] };
        let mut x = 0usize;
        while x < s.depth.len() {
            let level = s.depth[x];
            let f = if level >= spec.d {
                0
            } else {
                match (spec.kind, x == 0, spec.fan_out) {
                    (TreeKind::Uniform, _, _) => w,
                    (_, true, FanOut::RootOneToW) => rng.random_range(1..=w),
                    (_, true, FanOut::RootFull) => w,
                    _ => rng.random_range(0..=w),
                }
            };
            let first = s.depth.len();
            if first + f as usize > limits.max_positions {
                return Err(crate::tree::too_many(limits));
            }
            s.first.push(first as u32);
            s.degree.push(f);
            s.depth.extend(std::iter::repeat_n(level + 1, f as usize));
            x += 1;
        }
        Ok(s)
    }

    fn len(&self) -> usize {
        self.degree.len()
    }

    fn sons(&self, x: usize) -> std::ops::Range<usize> {
        let k = self.first[x] as usize;
        k..k + self.degree[x] as usize
    }
}

/// A random permutation of {1, ..., n} (Fisher–Yates with `u32` draws).
fn permutation(rng: &mut ChaCha8Rng, n: u32) -> Vec<u32> {
    let mut v: Vec<u32> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = rng.random_range(0..=i);
        v.swap(i as usize, j as usize);
    }
    v
}

fn integer_dependent(s: &Shape, rng: &mut ChaCha8Rng) -> Vec<i64> {
    let mut acc = vec![0i64; s.len()];
    for x in 0..s.len() {
        if s.degree[x] == 0 {
            continue;
        }
        let perm = permutation(rng, s.degree[x]);
        for (c, k) in s.sons(x).zip(perm) {
            acc[c] = acc[x] + k as i64;
        }
    }
    acc
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn too_fine() -> Error {
    Error::generator("real-dependent values: the exact fractions of this tree are too fine to represent".into())
}

/// Real-dependent values, exact: see [`Scaling`].
fn real_dependent(s: &Shape, rng: &mut ChaCha8Rng, d: u32) -> Result<(Vec<i64>, i64, Scaling)> {
    let (num, den) = real_sums(s, rng)?;
    let leaves: Vec<usize> = (0..s.len()).filter(|&x| s.degree[x] == 0).collect();
    let mut value = vec![0i64; s.len()];
    let (v, unit, scaling) = match encode_exact(&leaves, &num, &den, d) {
        Some((v, sc)) => (v, sc, Scaling::Exact { denominator: sc }),
        None => {
            let (v, u) = encode_ranked(&leaves, &num, &den)?;
            (v, u, Scaling::Ranked { fractions: u })
        }
    };
    for (&x, v) in leaves.iter().zip(v) {
        value[x] = v;
    }
    Ok((value, unit, scaling))
}

/// Every position's sum of assigned values k/f^L, as a reduced fraction num/den.
fn real_sums(s: &Shape, rng: &mut ChaCha8Rng) -> Result<(Vec<u128>, Vec<u128>)> {
    let n = s.len();
    let mut num = vec![0u128; n];
    let mut den = vec![1u128; n];
    for x in 0..n {
        let f = s.degree[x];
        if f == 0 {
            continue;
        }
        let fl = (f as u128).checked_pow(s.depth[x] + 1).ok_or_else(too_fine)?;
        let perm = permutation(rng, f);
        for (c, k) in s.sons(x).zip(perm) {
            // num[x]/den[x] + k/fl over l = lcm(den[x], fl).
            let l = (den[x] / gcd(den[x], fl)).checked_mul(fl).ok_or_else(too_fine)?;
            let a = num[x].checked_mul(l / den[x]).ok_or_else(too_fine)?;
            let b = (k as u128).checked_mul(l / fl).ok_or_else(too_fine)?;
            let sum = a.checked_add(b).ok_or_else(too_fine)?;
            let g = gcd(sum, l);
            num[c] = sum / g;
            den[c] = l / g;
        }
    }
    Ok((num, den))
}

/// [`Scaling::Exact`]: the leaves' values times their common denominator, if d times it
/// fits (every term k/f^L is at most 1, so a value is at most d).
fn encode_exact(leaves: &[usize], num: &[u128], den: &[u128], d: u32) -> Option<(Vec<i64>, i64)> {
    let levels = d.max(1) as u128;
    let sc = leaves.iter().try_fold(1u128, |acc, &x| {
        let l = (acc / gcd(acc, den[x])).checked_mul(den[x])?;
        (l.checked_mul(levels)? <= MAX_VALUE as u128).then_some(l)
    })?;
    Some((leaves.iter().map(|&x| (num[x] * (sc / den[x])) as i64).collect(), sc as i64))
}

/// [`Scaling::Ranked`]: integer part times the number of distinct fractional parts, plus
/// the rank of the fractional part. Fractions a/b < c/e iff a·e < c·b, exact while the
/// denominators are below 2^64.
fn encode_ranked(leaves: &[usize], num: &[u128], den: &[u128]) -> Result<(Vec<i64>, i64)> {
    if leaves.iter().any(|&x| den[x] >= 1u128 << 64) {
        return Err(too_fine());
    }
    let cmp = |a: &(u128, u128), b: &(u128, u128)| (a.0 * b.1).cmp(&(b.0 * a.1));
    let frac = |x: usize| (num[x] % den[x], den[x]);
    let mut fracs: Vec<(u128, u128)> = leaves.iter().map(|&x| frac(x)).collect();
    fracs.sort_by(cmp);
    fracs.dedup_by(|a, b| cmp(a, b).is_eq());
    let u = fracs.len() as i64;
    let values = leaves
        .iter()
        .map(|&x| {
            let r = fracs.binary_search_by(|y| cmp(y, &frac(x))).expect("every fraction is listed") as i64;
            (num[x] / den[x]) as i64 * u + r
        })
        .collect();
    Ok((values, u))
}

fn unordered(s: &Shape, kind: TreeKind, rng: &mut ChaCha8Rng) -> Vec<i64> {
    match kind {
        TreeKind::Nonuniform => iid(s, rng),
        TreeKind::Uniform => {
            let leaves: Vec<usize> = (0..s.len()).filter(|&x| s.degree[x] == 0).collect();
            let perm = permutation(rng, leaves.len() as u32);
            let mut v = vec![0i64; s.len()];
            for (&x, k) in leaves.iter().zip(perm) {
                v[x] = k as i64;
            }
            v
        }
    }
}

/// i.i.d. terminal values from {1, ..., K}.
fn iid(s: &Shape, rng: &mut ChaCha8Rng) -> Vec<i64> {
    (0..s.len()).map(|x| if s.degree[x] == 0 { rng.random_range(1..=K) as i64 } else { 0 }).collect()
}

/// Max moves on even levels.
fn is_max_level(depth: u32) -> bool {
    depth & 1 == 0
}

/// The P-ordering: see the module documentation.
fn order(s: &Shape, value: &[i64], p_ppm: u32, slot: &mut [u32], rng: &mut ChaCha8Rng) {
    let n = s.len();
    // Minimax values bottom up (sons have larger ids).
    let mut mm = value.to_vec();
    for x in (0..n).rev() {
        if s.degree[x] > 0 {
            let kids = s.sons(x).map(|c| mm[c]);
            mm[x] = if is_max_level(s.depth[x]) { kids.max() } else { kids.min() }.expect("sons");
        }
    }
    for x in 0..n {
        let f = s.degree[x];
        if f < 2 {
            continue;
        }
        let sons = &mut slot[s.sons(x)];
        let max = is_max_level(s.depth[x]);
        let mut best = 0usize;
        for i in 1..sons.len() {
            let (a, b) = (mm[sons[i] as usize], mm[sons[best] as usize]);
            if (max && a > b) || (!max && a < b) {
                best = i;
            }
        }
        let target = if rng.random_range(0..1_000_000u32) < p_ppm { 0 } else { rng.random_range(1..f) as usize };
        sons.swap(best, target);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ranked encoding decides x < y + k and x = y + k exactly as the reals do.
    #[test]
    fn ranked_real_values_compare_like_the_exact_ones() {
        for seed in 0..20u64 {
            let spec = ModelSpec::nonuniform(4, 3, Scheme::RealDependent);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let shape = Shape::draw(&spec, &mut rng, Limits::default()).unwrap();
            let (num, den) = real_sums(&shape, &mut rng).unwrap();
            let leaves: Vec<usize> = (0..shape.len()).filter(|&x| shape.degree[x] == 0).collect();
            let (exact, sc) = encode_exact(&leaves, &num, &den, 3).unwrap();
            let (ranked, u) = encode_ranked(&leaves, &num, &den).unwrap();
            for i in 0..leaves.len() {
                for j in 0..leaves.len() {
                    for k in -3i64..=3 {
                        let e = exact[i].cmp(&(exact[j] + k * sc));
                        let r = ranked[i].cmp(&(ranked[j] + k * u));
                        assert_eq!(e, r, "seed {seed}, leaves {i} {j}, k {k}");
                        let (e, r) = ((-exact[i]).cmp(&(-exact[j] + k * sc)), (-ranked[i]).cmp(&(-ranked[j] + k * u)));
                        assert_eq!(e, r, "negated; seed {seed}, leaves {i} {j}, k {k}");
                    }
                }
            }
        }
    }
}
