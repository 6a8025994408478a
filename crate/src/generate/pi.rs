//! The decimal digits of pi, 3 1 4 1 5 9 2 6 5 ..., exactly, by Machin's formula
//! pi = 16 arctan(1/5) - 4 arctan(1/239) in fixed-point arithmetic on base-10^9 limbs.
//! K&M Fig. 1 uses the first 81 as terminal values.
//!
//! The cost is quadratic in the number of digits, with a small constant: several terms of a
//! series share each pass over the limbs. In release builds (x86_64, and wasm32 in Node)
//! 10,000 digits take about 40 ms and [`MAX_PI_DIGITS`] = 65,536 about 1.5 s; the
//! Rabinowitz–Wagon spigot used before took 1.2 s for 10,000. Only integer operations are
//! used, so every platform gets the same digits.

/// The most digits the `pi` model uses (see [`crate::generate::generate`]): a uniform tree
/// with more terminals is refused.
pub const MAX_PI_DIGITS: usize = 65_536;

const BASE: u64 = 1_000_000_000;
const BASE_DIGITS: usize = 9;

/// The first `n` decimal digits of pi, the leading 3 included.
pub fn pi_digits(n: usize) -> Vec<u8> {
    if n == 0 {
        return Vec::new();
    }
    // Limb 0 is the integer part, limbs 1.. the fractional part, most significant first.
    // Three guard limbs (27 digits) absorb the truncation errors: each term is off by less
    // than 3 units of the last limb, times 16, for about 0.93 n terms, so for n <= 10^8
    // the error stays inside the last limb.
    let limbs = 1 + (n - 1).div_ceil(BASE_DIGITS) + 3;
    // The sum is kept unnormalized in i64 limbs: each term adds at most 16 (BASE - 1) to a
    // limb in magnitude, and there are fewer than 10^6 terms, so no limb can overflow.
    let mut sum = vec![0i64; limbs];
    add_arctan_inv(&mut sum, 5, 16);
    add_arctan_inv(&mut sum, 239, -4);
    let pi = normalize(sum);

    let mut out = Vec::with_capacity(n + BASE_DIGITS);
    out.push(pi[0] as u8);
    for &limb in &pi[1..] {
        if out.len() >= n {
            break;
        }
        let mut digits = [0u8; BASE_DIGITS];
        let mut x = limb;
        for d in digits.iter_mut().rev() {
            *d = (x % 10) as u8;
            x /= 10;
        }
        out.extend_from_slice(&digits);
    }
    out.truncate(n);
    out
}

/// sum += weight * arctan(1/x), where arctan(1/x) = sum_{k >= 0} (-1)^k / ((2k+1) x^(2k+1)).
fn add_arctan_inv(sum: &mut [i64], x: u64, weight: i64) {
    let limbs = sum.len();
    let mut power = vec![0u64; limbs]; // P = 1 / x^(2k+1), truncated
    power[0] = 1;
    let mut r = 0;
    for limb in power.iter_mut() {
        (*limb, r) = div_rem(r * BASE + *limb, x);
    }
    let mut start = 0; // power[..start] are zero
    let mut k = 0u64;
    loop {
        while start < limbs && power[start] == 0 {
            start += 1;
        }
        if start == limbs {
            return;
        }
        let (p, s) = (&mut power[start..], &mut sum[start..]);
        // Several terms per pass over the limbs: their division chains are independent, so
        // the processor overlaps them. The results are exactly those of one term per pass,
        // since floor(floor(P / a) / b) = floor(P / (a b)) for integers.
        let j = (1..=4u64).rev().find(|&j| terms_fit(x, k, j)).expect("x^2 (2k+1) < 2^32");
        match j {
            4 => pass::<4>(p, s, x, k, weight),
            3 => pass::<3>(p, s, x, k, weight),
            2 => pass::<2>(p, s, x, k, weight),
            _ => pass::<1>(p, s, x, k, weight),
        }
        k += j;
    }
}

/// Whether terms k..k+j fit one pass: every divisor x^(2i) (2(k+i)+1) and x^(2j) below 2^32.
fn terms_fit(x: u64, k: u64, j: u64) -> bool {
    let below = |v: Option<u64>| v.is_some_and(|v| v < 1 << 32);
    let x2 = x * x;
    below(x2.checked_pow(j as u32))
        && below(x2.checked_pow(j as u32 - 1).and_then(|a| a.checked_mul(2 * (k + j - 1) + 1)))
}

/// Adds terms k..k+J to `sum` (term k + i = weight (-1)^(k+i) P / (x^(2i) (2(k+i)+1))) and
/// sets P := P / x^(2J), all in one pass from the most significant limb down.
fn pass<const J: usize>(power: &mut [u64], sum: &mut [i64], x: u64, k: u64, weight: i64) {
    let x2 = x * x;
    let by_term: [u64; J] = std::array::from_fn(|i| x2.pow(i as u32) * (2 * (k + i as u64) + 1));
    // (-1)^(k+i) weight.
    let sign: [i64; J] = std::array::from_fn(|i| if (k + i as u64) & 1 == 0 { weight } else { -weight });
    let by_power = x2.pow(J as u32);
    let mut r_term = [0u64; J];
    let mut r_power = 0u64;
    for (p, s) in power.iter_mut().zip(sum.iter_mut()) {
        let mut add = 0i64;
        for i in 0..J {
            let q;
            (q, r_term[i]) = div_rem(r_term[i] * BASE + *p, by_term[i]);
            add += sign[i] * q as i64;
        }
        *s += add;
        (*p, r_power) = div_rem(r_power * BASE + *p, by_power);
    }
}

/// Carries the i64 limbs into base-10^9 digits in 0..BASE (the value is positive).
fn normalize(sum: Vec<i64>) -> Vec<u64> {
    let mut out = vec![0u64; sum.len()];
    let mut carry = 0i64;
    for i in (0..sum.len()).rev() {
        let v = sum[i] + carry;
        out[i] = v.rem_euclid(BASE as i64) as u64;
        carry = v.div_euclid(BASE as i64);
    }
    out[0] += (carry * BASE as i64) as u64;
    out
}

/// (n / d, n % d) with one division (wasm32 has separate quotient and remainder
/// instructions, and would divide twice).
#[inline]
fn div_rem(n: u64, d: u64) -> (u64, u64) {
    let q = n / d;
    (q, n - q * d)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Rabinowitz–Wagon spigot, an independent (and slow, O(n^2) with a large constant)
    /// method: the oracle for [`pi_digits`].
    fn spigot_digits(n: usize) -> Vec<u8> {
        let want = n + 8;
        let len = want * 10 / 3 + 1;
        let mut a = vec![2u64; len];
        let mut out: Vec<u8> = Vec::with_capacity(want + 1);
        let mut nines = 0usize;
        let mut predigit: u8 = 0;
        for _ in 0..want {
            let mut q: u64 = 0;
            for i in (1..=len as u64).rev() {
                let x = 10 * a[i as usize - 1] + q * i;
                a[i as usize - 1] = x % (2 * i - 1);
                q = x / (2 * i - 1);
            }
            a[0] = q % 10;
            q /= 10;
            match q {
                9 => nines += 1,
                10 => {
                    out.push(predigit + 1);
                    out.extend(std::iter::repeat_n(0, nines));
                    predigit = 0;
                    nines = 0;
                }
                _ => {
                    out.push(predigit);
                    predigit = q as u8;
                    out.extend(std::iter::repeat_n(9, nines));
                    nines = 0;
                }
            }
        }
        out.push(predigit);
        out.drain(..1);
        out.truncate(n);
        out
    }

    fn text(d: &[u8]) -> String {
        d.iter().map(|d| char::from(b'0' + d)).collect()
    }

    #[test]
    fn starts_with_the_known_digits() {
        assert_eq!(text(&pi_digits(50)), "31415926535897932384626433832795028841971693993751");
        assert_eq!(pi_digits(1), vec![3]);
        assert!(pi_digits(0).is_empty());
    }

    #[test]
    fn survives_the_run_of_six_nines_at_digit_762() {
        // The Feynman point: digits 763..=768 (1-based, counting the 3) are 999999.
        let d = pi_digits(775);
        assert_eq!(&d[762..768], &[9, 9, 9, 9, 9, 9]);
        assert_eq!(&d[..], &pi_digits(1200)[..775], "more digits do not change earlier ones");
    }

    #[test]
    fn agrees_with_the_spigot_for_every_length_up_to_40_and_at_1500() {
        let long = spigot_digits(1500);
        assert_eq!(pi_digits(1500), long);
        for n in 0..40 {
            assert_eq!(pi_digits(n), &long[..n], "n = {n}");
        }
    }

    #[test]
    fn the_10000th_digit_and_its_neighbours() {
        // Digits 9,991..=10,000 (counting the leading 3 as digit 1), as mpmath prints them
        // (mp.dps = 10100) and as Python's big integers give them by Machin's formula.
        let d = pi_digits(10_000);
        assert_eq!(text(&d[9_990..]), "5525637567");
    }

    #[test]
    #[ignore = "several seconds in a debug build; run with --ignored, or --release"]
    fn the_last_of_max_pi_digits_and_its_neighbours() {
        // Digits 65,527..=65,536, from mpmath and from Python's big integers.
        let d = pi_digits(MAX_PI_DIGITS);
        assert_eq!(text(&d[65_526..]), "0947272107");
    }
}
