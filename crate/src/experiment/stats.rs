//! Sample statistics: mean, standard error and a 95% confidence interval, accumulated in a
//! fixed order so that results do not depend on how samples were split across threads.

use serde::Serialize;

/// Summary of a sample of counts.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Summary {
    pub mean: f64,
    /// Standard error of the mean: s / sqrt(n) (0 for n = 1).
    pub stderr: f64,
    /// mean ± t(0.975, n-1) · stderr (Student's t; the normal 1.96 for n > 120).
    pub ci95: [f64; 2],
}

/// Summarizes `xs` in the order given.
pub fn summarize(xs: &[f64]) -> Summary {
    let n = xs.len();
    if n == 0 {
        return Summary { mean: f64::NAN, stderr: f64::NAN, ci95: [f64::NAN, f64::NAN] };
    }
    // Welford's update: stable and order-defined.
    let (mut mean, mut m2) = (0.0f64, 0.0f64);
    for (k, &x) in xs.iter().enumerate() {
        let delta = x - mean;
        mean += delta / (k + 1) as f64;
        m2 += delta * (x - mean);
    }
    let stderr = if n > 1 { (m2 / (n - 1) as f64).sqrt() / (n as f64).sqrt() } else { 0.0 };
    let t = t975(n.saturating_sub(1));
    Summary { mean, stderr, ci95: [mean - t * stderr, mean + t * stderr] }
}

/// The 0.975 quantile of Student's t with `df` degrees of freedom (table for small df).
fn t975(df: usize) -> f64 {
    const T: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
        2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
    ];
    match df {
        0 => 0.0,
        1..=30 => T[df - 1],
        31..=40 => 2.021,
        41..=60 => 2.000,
        61..=120 => 1.980,
        _ => 1.960,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_stderr_and_interval_of_a_small_sample() {
        let s = summarize(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]);
        assert!((s.mean - 5.0).abs() < 1e-12);
        // sample sd = sqrt(32/7); stderr = that / sqrt(8)
        let se = (32.0f64 / 7.0).sqrt() / 8f64.sqrt();
        assert!((s.stderr - se).abs() < 1e-12);
        assert!((s.ci95[1] - (5.0 + 2.365 * se)).abs() < 1e-9);
        assert_eq!(summarize(&[3.0]).stderr, 0.0);
    }
}
