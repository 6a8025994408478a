//! The decimal digits of pi, 3 1 4 1 5 9 2 6 5 ..., by the Rabinowitz–Wagon spigot.
//! K&M Fig. 1 uses the first 81 as terminal values.

/// The first `n` decimal digits of pi, the leading 3 included.
pub fn pi_digits(n: usize) -> Vec<u8> {
    if n == 0 {
        return Vec::new();
    }
    // A few guard digits: the spigot's last digits may still be held back as 9s.
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
    // out[0] is the spigot's leading 0.
    out.drain(..1);
    out.truncate(n);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_with_the_known_digits() {
        let d: String = pi_digits(50).iter().map(|d| char::from(b'0' + d)).collect();
        assert_eq!(d, "31415926535897932384626433832795028841971693993751");
    }

    #[test]
    fn survives_the_run_of_six_nines_at_digit_762() {
        // The Feynman point: digits 763..=768 (1-based, counting the 3) are 999999.
        let d = pi_digits(775);
        assert_eq!(&d[762..768], &[9, 9, 9, 9, 9, 9]);
        assert_eq!(&d[..], &pi_digits(1200)[..775], "more digits do not change earlier ones");
    }
}
