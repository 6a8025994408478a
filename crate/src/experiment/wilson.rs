//! The Wilson score interval for a binomial proportion (E. B. Wilson, "Probable Inference,
//! the Law of Succession, and Statistical Inference", Journal of the American Statistical
//! Association 22, 1927, pp. 209-212): the proportions p for which the observed one, p̂ =
//! successes / trials, lies within z standard errors *of p* — |p̂ − p| ≤ z·sqrt(p(1 − p)/n)
//! — solved for p. Unlike p̂ ± z·sqrt(p̂(1 − p̂)/n), it has no zero width at p̂ = 0 or 1 and
//! never leaves [0, 1]; with few trials it is the band to draw.

/// The standard normal's 0.975 quantile: the two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval `[low, high]` of `successes` out of `trials` at `z` standard
/// errors (Wilson 1927: the roots in p of (p̂ − p)² = z²·p(1 − p)/n):
/// (p̂ + z²/2n ∓ z·sqrt(p̂(1 − p̂)/n + z²/4n²)) / (1 + z²/n). No trials: the whole `[0, 1]`.
pub fn wilson(successes: u64, trials: u64, z: f64) -> [f64; 2] {
    if trials == 0 {
        return [0.0, 1.0];
    }
    let n = trials as f64;
    let p = successes.min(trials) as f64 / n;
    let z2 = z * z;
    let centre = p + z2 / (2.0 * n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    let d = 1.0 + z2 / n;
    // Rounding may leave an end a hair outside [0, 1] (at p̂ = 0 or 1 the end is exactly 0 or 1).
    let low = if successes == 0 { 0.0 } else { ((centre - half) / d).clamp(0.0, 1.0) };
    let high = if successes >= trials { 1.0 } else { ((centre + half) / d).clamp(0.0, 1.0) };
    [low, high]
}
