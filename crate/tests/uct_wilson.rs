//! The UCT experiment's band for "probability that UCT's move is minimax-optimal": the 95%
//! Wilson score interval (Wilson 1927), checked against the test's own computation of it —
//! the two roots in p of the quadratic (p̂ − p)² = z²·p(1 − p)/n, which is Wilson's
//! definition, solved here by the quadratic formula — on many seeded random counts through
//! the core's rows, and on the CSV the program prints for seeded experiments. At p̂ = 0 and
//! p̂ = 1 the band keeps a width (the binomial standard error's has none).

mod program;

use gametree::experiment::uct::{rows_from_sums, Sums, UctModel, UctSpec};
use program::{gametree, stderr, stdout};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The standard normal's 0.975 quantile.
const Z: f64 = 1.959_963_984_540_054;

/// The roots of (1 + z²/n)·p² − (2p̂ + z²/n)·p + p̂² = 0, the smaller first.
fn roots(optimal: u64, trees: u64) -> (f64, f64) {
    let n = trees as f64;
    let q = optimal as f64 / n;
    let (a, b, c) = (1.0 + Z * Z / n, -(2.0 * q + Z * Z / n), q * q);
    let d = (b * b - 4.0 * a * c).max(0.0).sqrt();
    ((-b - d) / (2.0 * a), (-b + d) / (2.0 * a))
}

fn spec(budgets: usize) -> UctSpec {
    UctSpec {
        model: UctModel::Trap,
        degree: 2,
        height: 3,
        samples: 1,
        iterations: (1..=budgets as u64).collect(),
        seed: 1,
        c: 1.0,
    }
}

#[test]
fn the_rows_band_is_the_wilson_interval() {
    for seed in 0..500u64 {
        let mut r = ChaCha8Rng::seed_from_u64(seed);
        let trees: u32 = if seed % 5 == 0 { r.random_range(1..=5) } else { r.random_range(1..=2000) };
        let budgets = r.random_range(1..=6);
        // Every third count at an end: none optimal, or all.
        let optimal: Vec<u64> = (0..budgets)
            .map(|_| match r.random_range(0..6) {
                0 => 0,
                1 => u64::from(trees),
                _ => r.random_range(0..=u64::from(trees)),
            })
            .collect();
        let sums = Sums { trees, optimal: optimal.clone(), settled: vec![0; budgets], f2_terminals: 0 };
        let rows = rows_from_sums(&spec(budgets), &sums);
        for (row, &k) in rows.iter().zip(&optimal) {
            let (low, high) = roots(k, u64::from(trees));
            let at = format!("seed {seed}: {k} of {trees}: {row:?}");
            assert!((row.wilson_low - low).abs() < 1e-9 && (row.wilson_high - high).abs() < 1e-9, "{at}: {low} {high}");
            assert!(row.wilson_low <= row.probability && row.probability <= row.wilson_high, "{at}");
            assert!(row.wilson_low >= 0.0 && row.wilson_high <= 1.0, "{at}");
            // A width at the ends: z²/(n + z²) (the root other than p̂).
            assert!(row.wilson_high - row.wilson_low > 0.0, "{at}");
        }
    }
}

#[test]
fn the_programs_csv_gives_the_wilson_interval() {
    let mut ends = 0;
    for seed in 1..=6u64 {
        let samples = (2 + 3 * seed).to_string();
        let s = seed.to_string();
        let model = if seed % 2 == 0 { "trap" } else { "pgame" };
        let o = gametree(&[
            "experiment",
            "--model",
            model,
            "--degree",
            "2",
            "--height",
            "4",
            "--samples",
            &samples,
            "--iterations",
            "1,4,30,300",
            "--seed",
            &s,
            "--csv",
        ]);
        assert!(o.status.success(), "seed {seed}: {}", stderr(&o));
        let text = stdout(&o);
        let mut lines = text.lines();
        let head: Vec<&str> = lines.next().unwrap().split(',').collect();
        let col = |name: &str| head.iter().position(|h| *h == name).unwrap_or_else(|| panic!("no column {name}"));
        let (trees, optimal, low, high) = (col("trees"), col("optimal"), col("wilson_low"), col("wilson_high"));
        for line in lines {
            let f: Vec<&str> = line.split(',').collect();
            let (n, k): (u64, u64) = (f[trees].parse().unwrap(), f[optimal].parse().unwrap());
            let (lo, hi) = roots(k, n);
            let (got_lo, got_hi): (f64, f64) = (f[low].parse().unwrap(), f[high].parse().unwrap());
            // Six decimals in the CSV.
            assert!((got_lo - lo).abs() <= 5.1e-7 && (got_hi - hi).abs() <= 5.1e-7, "seed {seed}: {line}: {lo} {hi}");
            assert!(got_hi > got_lo, "seed {seed}: {line}");
            ends += usize::from(k == 0 || k == n);
        }
    }
    assert!(ends > 0, "no row at p = 0 or 1: the seeds do not test the ends");
}
