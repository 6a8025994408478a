//! The interval `L..U` of terminal values that two families take as an option: Ballard's
//! leaf range of Star1 and Star2 ([`crate::chance::LeafRange`]) and the values UCT scales its
//! rewards by ([`crate::mcts::ValueRange`]). One parser and one check for both; each family
//! words what a value outside means for it.

use crate::tree::Tree;
use crate::{Error, Result};

/// Parses `L..U` (`-10..10`): two integers, each at most 2^53 - 1 in magnitude, L <= U. An
/// error names the option (`option: 'text' ...`).
pub fn parse(text: &str, option: &str) -> Result<(i64, i64)> {
    let bad = |why: &str| Error::procedure(format!("{option}: '{}' {why}", text.trim()));
    let (l, u) = text.trim().split_once("..").ok_or_else(|| bad("is not of the form L..U (such as -10..10)"))?;
    let num = |s: &str| s.trim().parse::<i64>().ok().filter(|v| v.abs() <= crate::MAX_VALUE);
    let (Some(lower), Some(upper)) = (num(l), num(u)) else {
        return Err(bad("needs two integers L..U, each at most 2^53 - 1 in magnitude"));
    };
    if lower > upper {
        return Err(bad("has L > U"));
    }
    Ok((lower, upper))
}

/// The tree's least and greatest terminal value.
pub fn of_terminals(tree: &Tree) -> (i64, i64) {
    tree.terminals_in_order().fold((i64::MAX, i64::MIN), |(l, u), p| (l.min(tree.value(p)), u.max(tree.value(p))))
}

/// Ok when every terminal lies in [lower, upper]; else an error naming the first that does
/// not (in preorder), its value, the interval and `why` it matters.
pub fn check(tree: &Tree, lower: i64, upper: i64, what: &str, why: &str) -> Result<()> {
    match tree.terminals_in_order().find(|&p| !(lower..=upper).contains(&tree.value(p))) {
        None => Ok(()),
        Some(p) => {
            let at = tree.dewey(p);
            let at = if at.0.is_empty() { "the root".to_string() } else { format!("terminal '{at}'") };
            Err(Error::procedure(format!(
                "{at} has the value {}, outside the {what} {lower}..{upper}: {why}",
                tree.value(p)
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_l_dot_dot_u_and_names_the_option_on_error() {
        assert_eq!(parse(" -10..10 ", "range").unwrap(), (-10, 10));
        assert_eq!(parse("3..3", "range").unwrap(), (3, 3));
        let m = |t: &str| parse(t, "mcts range").unwrap_err().to_string();
        assert_eq!(m("5..1"), "mcts range: '5..1' has L > U");
        assert!(m("1,5").contains("is not of the form L..U"), "{}", m("1,5"));
        assert!(m("a..5").contains("needs two integers"));
        assert!(m("0..9007199254740992").contains("needs two integers"));
    }
}
