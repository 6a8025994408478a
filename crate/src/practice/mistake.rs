//! What a check says of a mistake the answer follows ([`super::diagnosis`] finds it): the
//! data a [`super::feedback::Check`] carries, apart from the search that fills it.

use super::message::Arg;
use serde::Serialize;
use std::collections::BTreeMap;

/// A sentence as the page's message files have it: the message's id and its arguments (each
/// already printed: numbers, Dewey names and the mistake's id as text; the example's own
/// message as `exampleMessage`), beside the English `text` the CLI prints. The page formats it
/// in its language (www/i18n/messages/later/); the arguments are those the English sentence
/// is made of, so the two say the same.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Message {
    pub id: &'static str,
    pub args: BTreeMap<&'static str, Arg>,
}

/// A mistake the answer follows: its id (`mutant:ID` names it in the catalogue), title, what
/// the student did in words, and the paragraph that explains the right rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Diagnosis {
    pub id: &'static str,
    pub title: &'static str,
    pub text: String,
    /// `text` as a message: see [`Message`] and `super::diagnosis`'s `words`.
    pub message: Message,
    pub explanation: &'static str,
}

/// The mistake nearest to the answer when none matches it: `differences` positions apart.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Closest {
    pub id: &'static str,
    pub title: &'static str,
    pub text: String,
    /// `text` as a message: see [`Message`] and `super::diagnosis`'s `words`.
    pub message: Message,
    pub explanation: &'static str,
    pub differences: u32,
}
