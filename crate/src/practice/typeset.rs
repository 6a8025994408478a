//! A sentence in the symbols the page and the papers use (≥, ≤, α, β, −∞, a minus sign),
//! and its first letter in upper case: the typography of every sentence practice writes.

/// A feedback sentence in the symbols the page and the papers use: `>=` and `<=` as ≥ and ≤,
/// the words alpha and beta as α and β, `-inf`/`+inf` as −∞/+∞, and a minus sign (U+2212)
/// for a unary minus (before a number, a name or a bracket; a hyphen inside a word stays).
pub(crate) fn typeset(s: &str) -> String {
    let s = s.replace(">=", "≥").replace("<=", "≤").replace("-inf", "−∞").replace("+inf", "+∞");
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_alphabetic() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_alphabetic() {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            out.push_str(match word.as_str() {
                "alpha" => "α",
                "beta" => "β",
                _ => &word,
            });
            continue;
        }
        if c == '-' {
            let before = if i == 0 { ' ' } else { chars[i - 1] };
            let after = chars.get(i + 1).copied().unwrap_or(' ');
            let unary = matches!(before, ' ' | '(' | '=' | ',' | '[')
                && (after.is_alphanumeric() || after == '∞' || after == '(');
            out.push(if unary { '−' } else { '-' });
        } else {
            out.push(c);
        }
        i += 1;
    }
    out
}

/// `s` with its first letter in upper case (sentences may start with "position ...").
pub(crate) fn capitalized(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) if f.is_lowercase() => f.to_uppercase().chain(c).collect(),
        _ => s,
    }
}

#[cfg(test)]
mod tests {
    use super::typeset;

    #[test]
    fn symbols_as_printed() {
        assert_eq!(
            typeset("after its 1st successor m = -1 >= beta, where beta = -1 is -m of its parent"),
            "after its 1st successor m = −1 ≥ β, where β = −1 is −m of its parent"
        );
        assert_eq!(
            typeset("re-searches with (-inf, 3) <= alpha; m := -value"),
            "re-searches with (−∞, 3) ≤ α; m := −value"
        );
        assert_eq!(typeset("a cut-off at position 2.1 (alpha-beta)"), "a cut-off at position 2.1 (α-β)");
    }
}
