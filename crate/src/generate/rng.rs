//! The one source of randomness of the generators: ChaCha8 seeded with a `u64`, sampled only
//! through the helpers below, which draw `u64`s and never depend on `usize`. The same seed
//! therefore gives the same numbers on every platform (native 64-bit and wasm32) and does
//! not change when `rand` changes its own sampling algorithms (only the ChaCha8 stream,
//! which `rand_chacha` keeps stable, is used).

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A seeded random number generator for trees.
#[derive(Debug, Clone)]
pub struct SeededRng(ChaCha8Rng);

impl SeededRng {
    /// `ChaCha8Rng::seed_from_u64(seed)`, stream 0.
    pub fn new(seed: u64) -> SeededRng {
        SeededRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// The same seed on another ChaCha stream: numbers independent of [`SeededRng::new`]'s
    /// for the same seed (used by `Reorder::Shuffle`, so that shuffling a generated tree
    /// with the generator's own seed does not replay the generator's numbers).
    pub fn with_stream(seed: u64, stream: u64) -> SeededRng {
        let mut r = ChaCha8Rng::seed_from_u64(seed);
        r.set_stream(stream);
        SeededRng(r)
    }

    /// A uniform `u64`.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (n >= 1), without bias: Lemire's multiply-and-reject.
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        let mut m = wide_mul(self.next_u64(), n);
        if m.1 < n {
            let threshold = n.wrapping_neg() % n;
            while m.1 < threshold {
                m = wide_mul(self.next_u64(), n);
            }
        }
        m.0
    }

    /// A uniform integer in `lo..=hi` (lo <= hi).
    pub fn range_i64(&mut self, lo: i64, hi: i64) -> i64 {
        assert!(lo <= hi, "range_i64: lo > hi");
        let span = hi.wrapping_sub(lo) as u64; // hi - lo, exact as u64
        let offset = if span == u64::MAX { self.next_u64() } else { self.below(span + 1) };
        lo.wrapping_add(offset as i64)
    }

    /// A uniform multiple of 2^-53 in [0, 1).
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// True with probability `p` (0 never, 1 always). Draws one number whatever `p` is.
    #[inline]
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// Fisher–Yates with `u64` indices: the same permutation on every platform.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            v.swap(i, j);
        }
    }
}

/// The 128-bit product `x · n` as (high, low) 64-bit halves, from four 32-bit products:
/// wasm32 has no 64×64 → 128-bit multiply and calls a software routine for `u128`. The same
/// halves as `x as u128 * n as u128`.
///
/// Two products when `n` fits in 32 bits (a playout's degree, a shuffle's length), four else.
#[inline]
fn wide_mul(x: u64, n: u64) -> (u64, u64) {
    const LOW: u64 = 0xffff_ffff;
    let (x1, x0, n1, n0) = (x >> 32, x & LOW, n >> 32, n & LOW);
    if n1 == 0 {
        // x·n = x1·n·2^32 + x0·n, each product below 2^64; the low half wraps.
        let upper = x1 * n0 + ((x0 * n0) >> 32);
        return (upper >> 32, x.wrapping_mul(n));
    }
    let p00 = x0 * n0;
    let p01 = x0 * n1;
    let p10 = x1 * n0;
    let middle = (p00 >> 32) + (p01 & LOW) + (p10 & LOW); // < 3 · 2^32
    let low = (middle << 32) | (p00 & LOW);
    let high = x1 * n1 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
    (high, low)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_mul_is_the_128_bit_product() {
        let mut r = SeededRng::new(11);
        for k in 0..100_000u64 {
            let x = if k % 7 == 0 { u64::MAX - k } else { r.next_u64() };
            let n = match k % 4 {
                0 => k % 11 + 1,
                1 => r.next_u64() >> 32,
                2 => u64::from(u32::MAX) - k,
                _ => r.next_u64() | 1,
            }
            .max(1);
            let m = u128::from(x) * u128::from(n);
            assert_eq!(wide_mul(x, n), ((m >> 64) as u64, m as u64), "x = {x}, n = {n}");
        }
    }

    #[test]
    fn below_covers_the_range_evenly() {
        let mut r = SeededRng::new(3);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[r.below(7) as usize] += 1;
        }
        assert!(seen.iter().all(|&c| (800..1200).contains(&c)), "{seen:?}");
    }

    #[test]
    fn range_i64_stays_inside_even_at_the_extremes() {
        let mut r = SeededRng::new(4);
        for _ in 0..1000 {
            let v = r.range_i64(-3, 2);
            assert!((-3..=2).contains(&v));
        }
        assert_eq!(r.range_i64(5, 5), 5);
        let _ = r.range_i64(i64::MIN, i64::MAX);
    }

    #[test]
    fn chance_zero_never_and_one_always() {
        let mut r = SeededRng::new(5);
        assert!((0..1000).all(|_| !r.chance(0.0)));
        assert!((0..1000).all(|_| r.chance(1.0)));
    }

    #[test]
    fn streams_differ() {
        let a: Vec<u64> = (0..4)
            .map({
                let mut r = SeededRng::new(9);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..4)
            .map({
                let mut r = SeededRng::with_stream(9, 1);
                move |_| r.next_u64()
            })
            .collect();
        assert_ne!(a, b);
    }
}
