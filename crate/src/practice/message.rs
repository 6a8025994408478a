//! A practice sentence as the page's message files have it (www/i18n/messages/later/): the
//! message's id and its arguments, beside the English text the CLI prints. The arguments are
//! what the English sentence is made of, each as it is printed there (a value typeset, "−3",
//! "+∞"; a position as its Dewey name, `root` for the root; a procedure's name) or, for what a
//! language words by its grammar (an ordinal, a count of levels), as a number. The page formats
//! the message in its language; its English message gives the core's `text` character for
//! character (tests/unit/practice/core-messages.test.mjs formats every one the core gives).

use super::typeset::typeset;
use crate::tree::{NodeId, Tree};
use serde::Serialize;
use std::collections::BTreeMap;

/// One argument: printed text, a number (ordinals and counts, which select plural forms), or
/// another message (a clause the sentence is built around, such as why a position is cut off:
/// the page formats it first, in the same language, and puts its text in).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    Number(i64),
    Text(String),
    Message(Box<Message>),
}

impl Arg {
    /// The printed text ("" for a number or a message).
    pub fn as_str(&self) -> &str {
        match self {
            Arg::Text(s) => s,
            _ => "",
        }
    }
}

impl PartialEq<&str> for Arg {
    fn eq(&self, other: &&str) -> bool {
        matches!(self, Arg::Text(s) if s == other)
    }
}

impl std::fmt::Display for Arg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Arg::Number(n) => write!(f, "{n}"),
            Arg::Text(s) => f.write_str(s),
            Arg::Message(m) => f.write_str(m.id),
        }
    }
}

/// A message id and its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Message {
    pub id: &'static str,
    pub args: BTreeMap<&'static str, Arg>,
}

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Message {
        Message { id, args: BTreeMap::new() }
    }

    /// `self` with `name` = `value` (text).
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Message {
        self.args.insert(name, Arg::Text(value.into()));
        self
    }

    /// `self` with `name` = `n` (a number).
    pub fn number(mut self, name: &'static str, n: impl Into<i64>) -> Message {
        self.args.insert(name, Arg::Number(n.into()));
        self
    }

    /// `self` with `name` = the clause `m` (formatted by the page before `self`).
    pub fn nested(mut self, name: &'static str, m: Message) -> Message {
        self.args.insert(name, Arg::Message(Box::new(m)));
        self
    }

    /// `self` with `name` = position `p`: its Dewey name, `root` for the root (a message
    /// selects on it: "the root" / "position 2.1", worded as each language's grammar needs).
    pub fn position(self, name: &'static str, tree: &Tree, p: NodeId) -> Message {
        let d = if p == tree.root() { "root".to_string() } else { tree.dewey(p).to_string() };
        self.text(name, d)
    }

    /// `self` with `name` = a value or bound as the English sentence prints it (typeset:
    /// "−3", "−∞").
    pub fn value(self, name: &'static str, v: impl std::fmt::Display) -> Message {
        self.text(name, typeset(&v.to_string()))
    }
}
