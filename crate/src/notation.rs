//! The tree text notation: nested lists of integers.
//!
//! `((3 1 4) (1 5 9) (2 6 5))` and `[[3,1,4],[1,5,9],[2,6,5]]` are the same tree; successors
//! are separated by commas and/or whitespace; a bare integer is a one-position tree; `()` is
//! an error (a terminal needs a value). Values are from Max's standpoint.
//!
//! The canonical printed form uses parentheses and commas only, with no spaces:
//! `((3,1,4),(1,5,9),(2,6,5))`. Every character of it is allowed in a URL fragment as is
//! (RFC 3986: digits, `-`, `(`, `)` and `,`), so a link carries it without escaping.
//!
//! Parsing and printing use explicit stacks, never recursion: hostile input (deep nesting,
//! huge numbers, garbage) yields an [`Error::Parse`] naming the byte offset, not a panic or a
//! stack overflow.

use crate::error::{Error, ErrorMessage as Message, Result};
use crate::probability::Probability;
use crate::score::MAX_VALUE;
use crate::tree::{Content, Limits, Tree};

/// Parses tree text with the default [`Limits`] (2,000,000 positions, depth 100,000).
pub fn parse(text: &str) -> Result<Tree> {
    parse_with(text, Limits::default())
}

/// One position of the text in preorder: its value (terminals) and parent; the chance
/// positions and the probabilities written, few or none, apart.
struct Flat {
    parent: Vec<u32>,
    value: Vec<Option<i64>>,
    /// Chance positions: preorder id, the offset of the `[`, whether probabilities are written.
    chance: Vec<(u32, usize, bool)>,
    /// Written probabilities: the outcome's preorder id, the probability, written as a decimal.
    #[cfg_attr(all(target_arch = "wasm32", not(feature = "full")), allow(dead_code))]
    prob: Vec<(u32, Probability, bool)>,
}

/// An open list while parsing.
struct Open {
    closer: u8,
    id: u32,
    /// Successors so far.
    count: u32,
    /// Whether its successors carry probabilities (known after the first).
    probs: Option<bool>,
    at: usize,
}

/// Parses tree text with the given limits.
pub fn parse_with(text: &str, limits: Limits) -> Result<Tree> {
    let flat = parse_flat(text.as_bytes(), limits)?;
    // Successor lists in left-to-right order (CSR over the preorder numbering).
    let n = flat.parent.len();
    let mut start = vec![0u32; n + 1];
    for &p in &flat.parent[1..] {
        start[p as usize + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut kids = vec![0u32; n.saturating_sub(1)];
    for (i, &p) in flat.parent.iter().enumerate().skip(1) {
        kids[fill[p as usize] as usize] = i as u32;
        fill[p as usize] += 1;
    }
    // The breadth-first id of each preorder id (positions are expanded in breadth-first order).
    let mut bfs = if flat.chance.is_empty() { Vec::new() } else { vec![0u32; n] };
    let mut next = 0u32;
    let tree = Tree::build(0u32, limits, |i, _, buf| {
        if let Some(b) = bfs.get_mut(i as usize) {
            *b = next;
            next += 1;
        }
        match flat.value[i as usize] {
            Some(v) => Ok(Content::Terminal(v)),
            None => {
                buf.extend_from_slice(&kids[start[i as usize] as usize..start[i as usize + 1] as usize]);
                Ok(Content::Interior)
            }
        }
    })?;
    if flat.chance.is_empty() {
        return Ok(tree);
    }
    with_chance(tree, &flat, &bfs)
}

/// The page's first module (the lean wasm build, docs/speed.md "First load") leaves the
/// chance family out (Ballard 1983's *-minimax trees): it names the first chance position
/// and sends the tree to the full module, which reads it.
#[cfg(all(target_arch = "wasm32", not(feature = "full")))]
fn with_chance(tree: Tree, flat: &Flat, bfs: &[u32]) -> Result<Tree> {
    let Some(&(i, at, _)) = flat.chance.iter().min_by_key(|c| c.0) else { return Ok(tree) };
    let name = tree.dewey(bfs[i as usize]).to_string();
    let (shown, m) = if name.is_empty() {
        ("the root".to_string(), Message::new("e-p-chance-root"))
    } else {
        (format!("position '{name}'"), Message::new("e-p-chance").text("name", &name))
    };
    let text = format!("{shown} is a chance position: trees with chance positions are read by the full module");
    Err(Error::parse(at, text).said(m.number("offset", at as i64)))
}

/// Marks the chance positions of `tree` and their outcomes' probabilities (`bfs`: the
/// breadth-first id of each preorder id).
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
fn with_chance(tree: Tree, flat: &Flat, bfs: &[u32]) -> Result<Tree> {
    let n = flat.parent.len();
    let mut chance = vec![false; n];
    let mut prob = vec![Probability::ONE; n];
    let mut decimal = vec![false; n];
    for &(i, p, d) in &flat.prob {
        prob[bfs[i as usize] as usize] = p;
        decimal[bfs[i as usize] as usize] = d;
    }
    for &(i, at, written) in &flat.chance {
        let id = bfs[i as usize];
        chance[id as usize] = true;
        let outcomes = tree.children(id);
        if !written {
            let each = Probability::uniform(outcomes.len() as u32);
            outcomes.for_each(|c| prob[c as usize] = each);
            continue;
        }
        check_sum(&tree, id, at, outcomes.map(|c| (prob[c as usize], decimal[c as usize])))?;
    }
    tree.with_chance(chance, prob)
}

/// The probabilities of the chance position `id` (its `[` at byte `at`) sum to 1: exactly
/// when all are fractions, within 1e-9 when one is a decimal.
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
fn check_sum(tree: &Tree, id: u32, at: usize, ps: impl Iterator<Item = (Probability, bool)>) -> Result<()> {
    let (ps, decimals): (Vec<Probability>, Vec<bool>) = ps.unzip();
    let name = tree.dewey(id).to_string();
    let name =
        if name.is_empty() { "the root chance position".to_string() } else { format!("chance position '{name}'") };
    let Some((num, den)) = crate::probability::sum(ps.iter().copied()) else {
        return Err(Error::parse(at, format!("{name}: its probabilities are too fine to add exactly")));
    };
    if num == den {
        return Ok(());
    }
    let off = (num as f64 - den as f64).abs() / den as f64;
    if decimals.contains(&true) && off <= 1e-9 {
        return Ok(());
    }
    // Integer arithmetic only: the page's first module carries no float formatting.
    let shown = match (decimals.contains(&true), 1_000_000_000_000u64.is_multiple_of(den)) {
        (true, true) => {
            let frac = format!("{:012}", num % den * (1_000_000_000_000 / den));
            let frac = frac.trim_end_matches('0');
            if frac.is_empty() {
                format!("{}", num / den)
            } else {
                format!("{}.{frac}", num / den)
            }
        }
        _ => format!("{num}/{den}"),
    };
    Err(Error::parse(at, format!("{name}: its probabilities sum to {shown}, not 1")))
}

/// Whether the digits at `i` are a probability followed by `:` (`1/6:`, `0.25:`, `1:`).
fn probability_ahead(b: &[u8], i: usize) -> bool {
    let digits = |mut j: usize| {
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        j
    };
    let mut j = digits(i);
    if j < b.len() && (b[j] == b'/' || b[j] == b'.') {
        j = digits(j + 1);
    }
    j > i && b.get(j) == Some(&b':')
}

/// What the parser expected where the text went wrong.
#[derive(Clone, Copy)]
enum Expected {
    /// More positions than the limit.
    Few(usize),
    /// Deeper nesting than the limit.
    Shallow(usize),
    /// `()`: a value inside the list.
    Value,
    /// A number or `(`.
    Item,
    /// The end of the text.
    End,
    /// `,` or the closer (between two numbers).
    Separator(u8),
    /// `,`, the closer or a number.
    Next(u8),
    /// |value| <= 2^53 - 1.
    InRange,
    /// A digit after a sign.
    Digit,
}

/// The parse error at byte `i` of `b`: its English text and its message (`e-p-…`, with
/// `offset`; what was found as `found` (`end`, `char` or `byte`) and `c`, worded by the message
/// files' `e-found`). One function words them all: out of the parser's loop, which stays small.
#[cold]
#[inline(never)]
fn fail(b: &[u8], i: usize, what: Expected) -> Error {
    let found = describe(b, i);
    let close = |c: u8| (c as char).to_string();
    let (text, m) = match what {
        Expected::Few(max) => {
            (format!("the tree has more than {max} positions"), Message::new("e-p-many").number("max", max as i64))
        }
        Expected::Shallow(max) => {
            (format!("nesting deeper than {max} levels"), Message::new("e-p-deep").number("max", max as i64))
        }
        Expected::Value => ("empty list: a terminal needs a value".to_string(), Message::new("e-p-empty")),
        Expected::Item => (format!("expected a number or '(', found {found}"), Message::new("e-p-item")),
        Expected::End => (format!("expected the end of the text, found {found}"), Message::new("e-p-end")),
        Expected::Separator(c) => {
            (format!("expected ',' or '{}'", c as char), Message::new("e-p-sep").text("close", &close(c)))
        }
        Expected::Next(c) => (
            format!("expected ',', '{}' or a number, found {found}", c as char),
            Message::new("e-p-next").text("close", &close(c)),
        ),
        Expected::InRange => {
            ("number out of range: |value| must be at most 2^53 - 1".to_string(), Message::new("e-p-range"))
        }
        Expected::Digit => (format!("expected a digit, found {found}"), Message::new("e-p-digit")),
    };
    let m = match b.get(i) {
        None => m.text("found", "end").text("c", ""),
        Some(&c) if c.is_ascii_graphic() => m.text("found", "char").text("c", &(c as char).to_string()),
        Some(&c) => m.text("found", "byte").text("c", &format!("0x{c:02x}")),
    };
    Error::parse(i, text).said(m.number("offset", i as i64))
}

fn err<T>(b: &[u8], i: usize, what: Expected) -> Result<T> {
    Err(fail(b, i, what))
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

fn describe(b: &[u8], i: usize) -> String {
    match b.get(i) {
        None => "the end of the text".into(),
        Some(&c) if c.is_ascii_graphic() => format!("'{}'", c as char),
        Some(&c) => format!("byte 0x{c:02x}"),
    }
}

fn parse_flat(b: &[u8], limits: Limits) -> Result<Flat> {
    let mut flat = Flat { parent: Vec::new(), value: Vec::new(), chance: Vec::new(), prob: Vec::new() };
    let mut open: Vec<Open> = Vec::new();
    let mut i = skip_ws(b, 0);
    // A text whose outermost list is `[` is the JSON form, where `[` lists are decision
    // positions unless their successors carry probabilities; in the parenthesised form a
    // `[` list is a chance position, its outcomes equally likely when no probability is
    // written.
    let json = b.get(i) == Some(&b'[');
    loop {
        // Here an item (number or list) must start at i, after its probability if any.
        let parent = open.last().map_or(u32::MAX, |o| o.id);
        if flat.parent.len() >= limits.max_positions {
            return err(b, i, Expected::Few(limits.max_positions));
        }
        let id = flat.parent.len() as u32;
        let written = b.get(i).is_some_and(|c| c.is_ascii_digit()) && probability_ahead(b, i);
        match open.last_mut() {
            Some(o) if o.closer == b']' => {
                if o.probs.is_some_and(|w| w != written) {
                    return Err(Error::parse(
                        i,
                        "either every outcome of a chance position has a probability (p:subtree) or none has",
                    ));
                }
                o.probs = Some(written);
            }
            _ if written => {
                return Err(Error::parse(
                    i,
                    "a probability (p:subtree) is written only inside a chance position's [ ]",
                ));
            }
            _ => {}
        }
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        if written {
            let (p, decimal, end) = Probability::parse_at(b, i).map_err(|(at, m)| Error::parse(at, m))?;
            flat.prob.push((id, p, decimal));
            i = skip_ws(b, end + 1);
        }
        // The lean module refuses the tree once it is read (`with_chance`): the probability
        // is only passed over (`probability_ahead` saw its ':').
        #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
        if written {
            i = skip_ws(b, i + b[i..].iter().position(|&c| c == b':').map_or(b.len() - i, |k| k + 1));
        }
        match b.get(i) {
            Some(&c @ (b'(' | b'[')) => {
                if open.len() >= limits.max_depth {
                    return err(b, i, Expected::Shallow(limits.max_depth));
                }
                flat.parent.push(parent);
                flat.value.push(None);
                if let Some(o) = open.last_mut() {
                    o.count += 1;
                }
                open.push(Open { closer: if c == b'(' { b')' } else { b']' }, id, count: 0, probs: None, at: i });
                i = skip_ws(b, i + 1);
                if let Some(&c2) = b.get(i) {
                    if c2 == b')' || c2 == b']' {
                        return err(b, i, Expected::Value);
                    }
                }
                continue;
            }
            Some(&c) if c == b'-' || c == b'+' || c.is_ascii_digit() => {
                let (v, next) = parse_number(b, i)?;
                flat.parent.push(parent);
                flat.value.push(Some(v));
                if let Some(o) = open.last_mut() {
                    o.count += 1;
                }
                i = next;
            }
            _ => return err(b, i, Expected::Item),
        }
        // After an item: close lists, then a separator before the next item.
        loop {
            let before_ws = i;
            i = skip_ws(b, i);
            let Some(closer) = open.last().map(|o| o.closer) else {
                if i < b.len() {
                    return err(b, i, Expected::End);
                }
                return Ok(flat);
            };
            match b.get(i) {
                Some(&c) if c == closer => {
                    let o = open.pop().expect("a list is open");
                    let written = o.probs == Some(true);
                    if c == b']' && (written || !json) {
                        flat.chance.push((o.id, o.at, written));
                    }
                    i += 1;
                }
                Some(b',') => {
                    i = skip_ws(b, i + 1);
                    break;
                }
                Some(&c) if c == b'(' || c == b'[' || c == b'-' || c == b'+' || c.is_ascii_digit() => {
                    // Whitespace separates numbers; lists need no separator.
                    if before_ws == i && !matches!(b[i - 1], b')' | b']') && !matches!(c, b'(' | b'[') {
                        return err(b, i, Expected::Separator(closer));
                    }
                    break;
                }
                _ => return err(b, i, Expected::Next(closer)),
            }
        }
    }
}

/// An optionally signed decimal integer with |v| <= 2^53 - 1, starting at `i`.
fn parse_number(b: &[u8], start: usize) -> Result<(i64, usize)> {
    let mut i = start;
    let neg = b[i] == b'-';
    if b[i] == b'-' || b[i] == b'+' {
        i += 1;
    }
    let digits = i;
    let mut v: i64 = 0;
    while let Some(&c) = b.get(i) {
        if !c.is_ascii_digit() {
            break;
        }
        v = v.saturating_mul(10).saturating_add((c - b'0') as i64);
        if v > MAX_VALUE {
            return err(b, start, Expected::InRange);
        }
        i += 1;
    }
    if i == digits {
        return err(b, i, Expected::Digit);
    }
    Ok((if neg { -v } else { v }, i))
}

/// The canonical text of a tree: parentheses and commas, no spaces; a chance position in
/// square brackets with every outcome's probability, `[1/6:3,5/6:(1,2)]` (as decimals where
/// they were written so and do not sum to 1 exactly, so that the text reads back the same).
pub fn print(tree: &Tree) -> String {
    let mut out = String::with_capacity(tree.len() * 3);
    // (position, next successor index to print, its probabilities printed as decimals)
    let mut stack: Vec<(u32, u32, bool)> = vec![(tree.root(), 0, false)];
    while let Some(top) = stack.last_mut() {
        let (p, k, _) = *top;
        if tree.is_terminal(p) {
            out.push_str(&tree.value(p).to_string());
            stack.pop();
            continue;
        }
        let chance = tree.is_chance(p);
        if k == tree.degree(p) {
            out.push(if chance { ']' } else { ')' });
            stack.pop();
            continue;
        }
        if k == 0 && chance {
            let sum = crate::probability::sum(tree.children(p).map(|c| tree.probability(c)));
            top.2 = sum.is_some_and(|(n, d)| n != d);
        }
        out.push(match (k, chance) {
            (0, false) => '(',
            (0, true) => '[',
            _ => ',',
        });
        let c = tree.child(p, k);
        if chance {
            let q = tree.probability(c);
            match q.decimal().filter(|_| top.2) {
                Some(d) => out.push_str(&d),
                None => out.push_str(&q.to_string()),
            }
            out.push(':');
        }
        top.1 += 1;
        stack.push((c, 0, false));
    }
    out
}

/// A tree prints as its text in this notation (here, not in `tree.rs`: the notation reads
/// and writes trees, the tree knows nothing of the notation).
impl std::fmt::Debug for Tree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&print(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_both_bracket_styles_and_prints_one_canonical_form() {
        let a = parse("((3 1 4) (1 5 9) (2 6 5))").unwrap();
        let b = parse("[[3,1,4],[1,5,9],[2,6,5]]").unwrap();
        assert_eq!(a, b);
        assert_eq!(print(&a), "((3,1,4),(1,5,9),(2,6,5))");
        assert_eq!(a.len(), 13);
    }

    #[test]
    fn a_bare_integer_is_a_one_position_tree() {
        let t = parse(" -42 ").unwrap();
        assert_eq!(t.len(), 1);
        assert_eq!(t.value(0), -42);
        assert_eq!(print(&t), "-42");
    }

    #[test]
    fn mixed_depths_and_separators() {
        let t = parse("((12, 8) 6 ,(11 14 20))").unwrap();
        assert_eq!(print(&t), "((12,8),6,(11,14,20))");
        assert_eq!(t.height(), 2);
        assert!(parse("((1)(2))").is_ok());
    }

    #[test]
    fn errors_name_the_offset_and_what_was_expected() {
        assert_eq!(parse("()").unwrap_err().to_string(), "offset 1: empty list: a terminal needs a value");
        assert_eq!(
            parse("((3,1,4),(1,5,9),(2,6,x))").unwrap_err().to_string(),
            "offset 22: expected a number or '(', found 'x'"
        );
        assert!(parse("(1,2").unwrap_err().to_string().starts_with("offset 4:"));
        assert!(parse("(1,2])").unwrap_err().to_string().starts_with("offset 4: expected ',', ')'"));
        assert!(parse("1 2").unwrap_err().to_string().starts_with("offset 2: expected the end"));
        assert!(parse("(1,,2)").is_err());
        assert!(parse("(1,)").is_err());
        assert!(parse("").unwrap_err().to_string().starts_with("offset 0:"));
        assert!(parse("(12-3)").is_err());
    }

    #[test]
    fn rejects_huge_numbers() {
        assert!(parse("9007199254740991").is_ok());
        let e = parse("(1,9007199254740992)").unwrap_err().to_string();
        assert_eq!(e, "offset 3: number out of range: |value| must be at most 2^53 - 1");
        assert!(parse("99999999999999999999999999999999").is_err());
    }

    #[test]
    fn deep_nesting_is_an_error_or_a_tree_never_a_stack_overflow() {
        let deep = "(".repeat(200_000) + "1" + &")".repeat(200_000);
        let e = parse(&deep).unwrap_err().to_string();
        assert!(e.contains("nesting deeper than 100000"), "{e}");
        let ok = "(".repeat(50_000) + "1" + &")".repeat(50_000);
        let t = parse(&ok).unwrap();
        assert_eq!(t.height(), 50_000);
        assert_eq!(print(&t), ok);
    }

    #[test]
    fn position_limit_is_enforced() {
        let l = Limits { max_positions: 5, max_depth: 10 };
        assert!(parse_with("(1,2,3,4)", l).is_ok());
        assert!(parse_with("(1,2,3,4,5)", l).unwrap_err().to_string().contains("more than 5 positions"));
    }
}
