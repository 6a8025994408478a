//! The result of checking an answer: per position right / missed / wrong with the sentence
//! that explains it, and a score. The JS shape is `{task, correct, score, total, missed,
//! wrong, feedback: [{position, verdict, sentence}], order?, diagnosis: [{id, title, text,
//! explanation}], closest?: {id, title, text, explanation, differences}}` (positions as Dewey
//! strings).

use super::message::Message;
use super::typeset::{capitalized, typeset};
use super::Task;
use crate::dewey::Dewey;
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
    pub diagnosis: Vec<super::mistake::Diagnosis>,
    /// When no mistake matches: the nearest one, if it explains most of what is wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closest: Option<super::mistake::Closest>,
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

/// The counts of the ordering puzzle (terminal positions F2 examines).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderDetail {
    /// With the student's order.
    pub terminals: u64,
    /// With the tree's order as given.
    pub original: u64,
    /// With perfect ordering (best first, K&M (12)).
    pub best_first: u64,
    /// The fewest any ordering achieves.
    pub best: u64,
    /// Corollary 3's d^ceil(h/2) + d^floor(h/2) - 1, for a uniform tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corollary3: Option<u64>,
}
