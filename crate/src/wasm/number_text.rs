//! A JavaScript number as Rust's `{}` prints an `f64`, without Rust's float formatting.
//!
//! The messages of the boundary quote the number a caller passed ("0.5 is not an integer
//! ..."). Rust's `Display` for `f64` (Grisu and Dragon4 with their tables, about 18 KB of the
//! first-load module before gzip) was linked for those messages alone: the core computes with
//! integers. The browser already has a shortest round-trip formatter, `Number.prototype
//! .toString`, which picks the same digits as Rust's (the shortest that read back as the same
//! number, the nearest when several are as short); only the layout differs, and it is put
//! right here: Rust writes no exponent (`1e21` is `1000000000000000000000`, `1e-7` is
//! `0.0000001`), keeps the sign of `-0`, and names the infinities `inf` and `-inf`.

/// `x` as `format!("{x}")` would write it.
pub(crate) fn f64_text(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.into();
    }
    let js: String = js_sys::Number::from(x).to_string_with_radix(10).map(String::from).unwrap_or_default();
    without_exponent(&js)
}

/// `x` as serde quotes a float it did not expect: with a decimal point when it is finite
/// (`5.0`, `0.25`, `inf`).
pub(crate) fn f64_with_point(x: f64) -> String {
    let mut s = f64_text(x);
    if x.is_finite() && !s.contains('.') {
        s.push_str(".0");
    }
    s
}

/// JavaScript's `d.ddde+NN` / `de-NN` written out in plain decimals; text without an
/// exponent is returned as it is.
fn without_exponent(js: &str) -> String {
    let Some((mantissa, exp)) = js.split_once('e') else {
        return js.to_string();
    };
    let exp: i32 = exp.trim_start_matches('+').parse().unwrap_or(0);
    let (sign, mantissa) = match mantissa.strip_prefix('-') {
        Some(m) => ("-", m),
        None => ("", mantissa),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{int}{frac}");
    // Where the decimal point falls, counted in digits from the left.
    let point = int.len() as i32 + exp;
    let mut out = String::from(sign);
    if point <= 0 {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-point) as usize));
        out.push_str(&digits);
    } else if point as usize >= digits.len() {
        out.push_str(&digits);
        out.extend(std::iter::repeat_n('0', point as usize - digits.len()));
    } else {
        out.push_str(&digits[..point as usize]);
        out.push('.');
        out.push_str(&digits[point as usize..]);
    }
    out
}
