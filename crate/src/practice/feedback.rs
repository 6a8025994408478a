//! The result of checking an answer: per position right / missed / wrong with the sentence
//! that explains it, and a score. The JS shape is `{task, correct, score, total, missed,
//! wrong, feedback: [{position, verdict, sentence}], order?, diagnosis: [{id, title, text,
//! explanation}], closest?: {id, title, text, explanation, differences}}` (positions as Dewey
//! strings).

use super::message::Message;
use super::order::OrderDetail;
use super::Task;
use crate::dewey::Dewey;
use crate::record::{CutKind, Cutoff};
use crate::tree::{NodeId, Tree};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Right,
    /// Expected and not given.
    Missed,
    /// Given and not expected, or given with the wrong value.
    Wrong,
}

/// One position's verdict and why: the sentence in English (`sentence`, the CLI's) and as
/// the page's message (`practice-fb-…`, see [`Message`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Feedback {
    pub position: Dewey,
    pub verdict: Verdict,
    pub sentence: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
}

/// A sentence in English with its message (see [`Feedback`]).
pub struct Said {
    pub text: String,
    pub message: Option<Message>,
}

impl From<String> for Said {
    fn from(text: String) -> Said {
        Said { text, message: None }
    }
}

impl From<(String, Message)> for Said {
    fn from((text, message): (String, Message)) -> Said {
        Said { text, message: Some(message) }
    }
}

/// The check of one answer. `score` of `total`: the items right less the marks given where
/// none is expected (a wrong extra mark takes a point back), never below 0, so "n of n"
/// means all right; `correct` when nothing is missed or wrong. `missed` and `wrong` list
/// positions (Dewey strings), in tree order.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Check {
    pub task: Task,
    pub correct: bool,
    pub score: u32,
    pub total: u32,
    /// The items right and the wrong extra marks, of which `score` is the difference.
    #[serde(skip)]
    right: u32,
    #[serde(skip)]
    extra: u32,
    pub missed: Vec<Dewey>,
    pub wrong: Vec<Dewey>,
    pub feedback: Vec<Feedback>,
    /// The ordering puzzle's counts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<OrderDetail>,
    /// The catalogue's mistakes under which this answer is right (empty for a correct
    /// answer); see [`super::diagnosis`].
    pub diagnosis: Vec<super::diagnosis::Diagnosis>,
    /// When no mistake matches: the nearest one, if it explains most of what is wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closest: Option<super::diagnosis::Closest>,
}

impl Check {
    pub(crate) fn new(task: Task) -> Check {
        Check {
            task,
            correct: true,
            score: 0,
            total: 0,
            right: 0,
            extra: 0,
            missed: Vec::new(),
            wrong: Vec::new(),
            feedback: Vec::new(),
            order: None,
            diagnosis: Vec::new(),
            closest: None,
        }
    }

    /// Records one item: `expected` counts toward the total; `verdict` says how it went.
    pub(crate) fn item(&mut self, tree: &Tree, at: NodeId, expected: bool, verdict: Verdict, said: impl Into<Said>) {
        let Said { text: sentence, message } = said.into();
        let position = tree.dewey(at);
        if expected {
            self.total += 1;
        }
        match verdict {
            Verdict::Right => self.right += 1,
            Verdict::Wrong if !expected => self.extra += 1,
            _ => {}
        }
        self.score = self.right.saturating_sub(self.extra);
        match verdict {
            Verdict::Right => {}
            Verdict::Missed => {
                self.correct = false;
                if !self.missed.contains(&position) {
                    self.missed.push(position.clone());
                }
            }
            Verdict::Wrong => {
                self.correct = false;
                if !self.wrong.contains(&position) {
                    self.wrong.push(position.clone());
                }
            }
        }
        self.feedback.push(Feedback { position, verdict, sentence: typeset(&capitalized(sentence)), message });
    }
}

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

/// "the root" or "position 2.1.3", for sentences.
pub fn name(tree: &Tree, p: NodeId) -> String {
    if p == tree.root() {
        "the root".into()
    } else {
        format!("position {}", tree.dewey(p))
    }
}

/// "Max" or "Min": the player to move at `p`.
pub fn player(tree: &Tree, p: NodeId) -> &'static str {
    if tree.is_max(p) {
        "Max"
    } else {
        "Min"
    }
}

/// The ordinal "1st", "2nd", ...
pub fn ordinal(i: u32) -> String {
    let suffix = match (i % 10, i % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{i}{suffix}")
}

fn kind_name(k: CutKind) -> &'static str {
    match k {
        CutKind::Shallow => "a shallow cutoff",
        CutKind::Deep => "a deep cutoff",
        CutKind::Window => "a window cutoff",
        CutKind::Cutoff => "a cut-off",
        CutKind::HighestLevelAlpha => "a highest-level alpha cutoff (Slagle §7.1)",
        CutKind::MnAlpha => "an m&n alpha cutoff (Slagle §7.3)",
        CutKind::MnBeta => "an m&n beta cutoff (Slagle §7.2)",
    }
}

/// The kind of a cutoff as the messages select on it (`$kind`).
fn kind_key(k: CutKind) -> &'static str {
    match k {
        CutKind::Shallow => "shallow",
        CutKind::Deep => "deep",
        CutKind::Window => "window",
        CutKind::Cutoff => "cutoff",
        CutKind::HighestLevelAlpha => "highest-level-alpha",
        CutKind::MnAlpha => "mn-alpha",
        CutKind::MnBeta => "mn-beta",
    }
}

/// Why cutoff `c` skipped its successors, in words: where, after which successor, which
/// value reached which bound, the kind, and whose bound it was (`from`). `minimax`: the
/// record's values are from Max's standpoint; otherwise K&M's negamax m and beta. `view`:
/// the exercise's standpoint; in the minimax view K&M's cutoffs are told from Max's
/// standpoint (its value so far against the bound its ancestor holds), as the exercise asks.
/// The clause in English and as a message (`practice-fb-cut-…`: `$kind`, `$at`, `$after`, the
/// values, and whose bound: `$from` with its `$player` and `$levels` up, 0 and `none` for the
/// root window).
pub fn cutoff_sentence(tree: &Tree, c: &Cutoff, minimax: bool, view: super::View) -> (String, Message) {
    let at = name(tree, c.at);
    let after = ordinal(c.after);
    let kind = kind_name(c.kind);
    let base = |id| {
        let m = Message::new(id).text("kind", kind_key(c.kind)).position("at", tree, c.at).number("after", c.after);
        match c.from {
            Some(a) => m
                .position("from", tree, a)
                .text("player", player(tree, a))
                .number("levels", (tree.depth(c.at) - tree.depth(a)) as i64),
            None => m.text("from", "none").number("levels", 0),
        }
    };
    let neg = |v: crate::record::Value| crate::record::Value(-v.0);
    match c.kind {
        CutKind::Shallow | CutKind::Deep | CutKind::Window if view == super::View::Minimax => {
            // K&M's m and beta are from the standpoint of the player at `at`: at a Max position
            // they are Max's; at a Min position Max's value is at most -m and Max is sure of -beta.
            let whose = match c.from {
                Some(a) => match tree.depth(c.at) - tree.depth(a) {
                    1 => format!("its parent, {} ({})", name(tree, a), player(tree, a)),
                    n => format!("{} ({}), {n} levels up", name(tree, a), player(tree, a)),
                },
                None => "the root window".to_string(),
            };
            let (worth, bound, message) = if tree.is_max(c.at) {
                (
                    format!("{at} (Max) is worth at least {} to Max", c.value),
                    format!("{whose} holds Max to at most beta = {}", c.bound),
                    base("practice-fb-cut-minimax-max").value("value", c.value).value("bound", c.bound),
                )
            } else {
                (
                    format!("{at} (Min) holds Max to at most {}", neg(c.value)),
                    format!("Max is already sure of alpha = {} at {whose}", neg(c.bound)),
                    base("practice-fb-cut-minimax-min").value("value", neg(c.value)).value("bound", neg(c.bound)),
                )
            };
            (
                format!(
                    "{kind} at {at}: after its {after} successor {worth}, and {bound}, so its remaining successors \
                     cannot change the result (K&M §2, from Max's standpoint)"
                ),
                message,
            )
        }
        CutKind::Shallow | CutKind::Deep | CutKind::Window => {
            // K&M's values are negamax: m and beta from the standpoint of the player at `at`.
            let whose = match c.from {
                Some(a) => match tree.depth(c.at) - tree.depth(a) {
                    1 => format!("beta = {} is -m of its parent, {} ({})", c.bound, name(tree, a), player(tree, a)),
                    n => format!("beta = {} is -m of {} ({}), {n} levels up", c.bound, name(tree, a), player(tree, a)),
                },
                None => format!("beta = {} is the root window's", c.bound),
            };
            let (max_terms, message) = if tree.is_max(c.at) {
                (
                    format!("{at} (Max) is already worth at least {}", c.value),
                    base("practice-fb-cut-negamax-max").value("worth", c.value),
                )
            } else {
                (
                    format!("{at} (Min) already holds Max to at most {}", neg(c.value)),
                    base("practice-fb-cut-negamax-min").value("worth", neg(c.value)),
                )
            };
            (
                format!(
                    "{kind} at {at}: after its {after} successor m = {} >= beta, where {whose}; {max_terms}, so its \
                     remaining successors cannot change the result (K&M §2)",
                    c.value
                ),
                message.value("value", c.value).value("bound", c.bound),
            )
        }
        _ => {
            let standpoint = if minimax { " (from Max's standpoint)" } else { "" };
            (
                format!(
                    "{kind} at {at}: after its {after} successor the value {}{standpoint} reached the bound {}, so \
                     its remaining successors are not examined",
                    c.value, c.bound
                ),
                Message::new(if minimax { "practice-fb-cut-other-minimax" } else { "practice-fb-cut-other" })
                    .text("kind", kind_key(c.kind))
                    .position("at", tree, c.at)
                    .number("after", c.after)
                    .value("value", c.value)
                    .value("bound", c.bound),
            )
        }
    }
}

#[cfg(test)]
mod typeset_tests {
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
