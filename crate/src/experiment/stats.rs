//! Sample statistics: mean, standard error and a 95% confidence interval, accumulated in a
//! fixed order so that results do not depend on how samples were split across threads.
//!
//! [`Moments`] holds what a summary needs — the count, the mean and M2, the sum of squared
//! deviations — in constant space, so an experiment's memory does not grow with its sample
//! count. Values are added one at a time by Welford's update (stable, and defined by the
//! order); two accumulators merge by Chan, Golub and LeVeque's pairwise formula, so the
//! shards of an experiment run apart can be combined. Floating-point sums depend on their
//! grouping, so experiments group samples one fixed way ([`super::blocks`]), and a merge
//! of shards repeats a one-piece run's operations: the same result, bit for bit.

use serde::{Deserialize, Serialize};

/// Summary of a sample of counts.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Summary {
    pub mean: f64,
    /// Standard error of the mean: s / sqrt(n) (0 for n = 1).
    pub stderr: f64,
    /// mean ± t(0.975, n-1) · stderr (Student's t; the normal 1.96 for n > 120).
    pub ci95: [f64; 2],
}

/// The count, mean and M2 (sum of squared deviations from the mean) of the values added so
/// far.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Moments {
    pub n: u64,
    pub mean: f64,
    pub m2: f64,
}

impl Moments {
    /// `n` zeros: what pushing 0 `n` times gives, exactly (every delta is 0).
    pub fn zeros(n: u64) -> Moments {
        Moments { n, mean: 0.0, m2: 0.0 }
    }

    /// Adds one value (Welford's update).
    #[inline]
    pub fn push(&mut self, x: f64) {
        self.n += 1;
        let delta = x - self.mean;
        self.mean += delta / self.n as f64;
        self.m2 += delta * (x - self.mean);
    }

    /// Adds every value `other` holds, as if they followed this one's (Chan et al.'s
    /// pairwise update).
    pub fn merge(&mut self, other: &Moments) {
        if other.n == 0 {
            return;
        }
        if self.n == 0 {
            *self = *other;
            return;
        }
        let (na, nb) = (self.n as f64, other.n as f64);
        let n = self.n + other.n;
        let delta = other.mean - self.mean;
        self.mean += delta * nb / n as f64;
        self.m2 += other.m2 + delta * delta * na * nb / n as f64;
        self.n = n;
    }

    /// Whether these could be the moments of `n` counts each in [0, `most`]: a finite mean
    /// in [0, most] (0 for no values) and a finite M2 in [0, n·most²/4], the largest spread
    /// of n values in that range (half at each end). The reason when not, for a file that
    /// was edited or is not what it claims: such moments would print NaN or infinities.
    pub fn plausible(&self, most: f64) -> Result<(), String> {
        // Welford's and Chan's updates round: allow a few parts in 10^12 beyond the bounds.
        let slack = |x: f64| x * (1.0 + 1e-12) + 1e-12;
        if !self.mean.is_finite() || self.mean < 0.0 || self.mean > slack(most) {
            return Err(format!("a mean of {} is not a count of 0 to {most}", self.mean));
        }
        let spread = self.n as f64 * most * most / 4.0;
        if !self.m2.is_finite() || self.m2 < 0.0 || self.m2 > slack(spread) {
            return Err(format!(
                "a sum of squared deviations (m2) of {} is impossible for {} counts of 0 to {most} (at most {spread})",
                self.m2, self.n
            ));
        }
        if self.n == 0 && (self.mean != 0.0 || self.m2 != 0.0) {
            return Err(format!("no counts, but a mean of {} and m2 of {}", self.mean, self.m2));
        }
        Ok(())
    }

    /// Mean, standard error and 95% interval (NaN for no values).
    pub fn summary(&self) -> Summary {
        let n = self.n;
        if n == 0 {
            return Summary { mean: f64::NAN, stderr: f64::NAN, ci95: [f64::NAN, f64::NAN] };
        }
        let mean = self.mean;
        let stderr = if n > 1 { (self.m2 / (n - 1) as f64).sqrt() / (n as f64).sqrt() } else { 0.0 };
        let t = t975(n.saturating_sub(1));
        Summary { mean, stderr, ci95: [mean - t * stderr, mean + t * stderr] }
    }
}

/// Summarizes `xs` in the order given.
pub fn summarize(xs: &[f64]) -> Summary {
    let mut m = Moments::default();
    for &x in xs {
        m.push(x);
    }
    m.summary()
}

/// The 0.975 quantile of Student's t with `df` degrees of freedom (table for small df).
fn t975(df: u64) -> f64 {
    const T: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
        2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
    ];
    match df {
        0 => 0.0,
        1..=30 => T[df as usize - 1],
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

    #[test]
    fn merged_shards_give_the_whole_samples_moments() {
        let mut rng = crate::generate::SeededRng::new(5);
        for trial in 0..200 {
            let xs: Vec<f64> = (0..1 + trial % 37).map(|_| rng.range_i64(0, 1000) as f64).collect();
            let mut whole = Moments::default();
            xs.iter().for_each(|&x| whole.push(x));
            let cut = trial % xs.len();
            let (mut a, mut b) = (Moments::default(), Moments::default());
            xs[..cut].iter().for_each(|&x| a.push(x));
            xs[cut..].iter().for_each(|&x| b.push(x));
            a.merge(&b);
            assert_eq!(a.n, whole.n);
            assert!((a.mean - whole.mean).abs() <= 1e-9 * whole.mean.abs().max(1.0), "{trial}");
            assert!((a.m2 - whole.m2).abs() <= 1e-9 * whole.m2.abs().max(1.0), "{trial}");
        }
    }

    #[test]
    fn moments_of_counts_in_range_are_plausible_and_edited_ones_are_not() {
        let mut rng = crate::generate::SeededRng::new(9);
        for trial in 0..300 {
            let most = [1.0, 7.0, 81.0, 1e6][trial % 4];
            let mut m = Moments::default();
            for _ in 0..1 + trial % 50 {
                // Often the ends, where the spread is largest.
                let x = match rng.range_i64(0, 3) {
                    0 => 0.0,
                    1 => most,
                    _ => rng.range_i64(0, most as i64) as f64,
                };
                m.push(x);
            }
            assert_eq!(m.plausible(most), Ok(()), "{trial}: {m:?}");
        }
        let ok = Moments { n: 4, mean: 2.0, m2: 3.0 };
        assert_eq!(ok.plausible(4.0), Ok(()));
        for bad in [
            Moments { mean: 1e308, ..ok },
            Moments { mean: -5.0, ..ok },
            Moments { mean: f64::NAN, ..ok },
            Moments { mean: 4.5, ..ok },
            Moments { m2: -1.0, ..ok },
            Moments { m2: f64::INFINITY, ..ok },
            Moments { m2: 16.5, ..ok },
            Moments { n: 0, ..ok },
        ] {
            assert!(bad.plausible(4.0).is_err(), "{bad:?}");
        }
        // The widest spread is allowed: two counts at 0 and two at 4 have m2 = 16.
        assert_eq!(Moments { n: 4, mean: 2.0, m2: 16.0 }.plausible(4.0), Ok(()));
    }

    #[test]
    fn pushing_zeros_is_the_zeros_accumulator() {
        let mut m = Moments::default();
        (0..7).for_each(|_| m.push(0.0));
        assert_eq!(m, Moments::zeros(7));
    }
}
