//! The one error type of the crate. Every message says what went wrong and where, in words
//! a user of the playground or the CLI can act on; none of them is a panic.
//!
//! Each error's text is English (the CLI prints it, the tests read it). The errors a page user
//! meets (the tree text, the edits, positions, limits, windows, the generators' parameters,
//! pathology and experiment settings, exercises, worksheets, SCORM packages, QR codes) also carry their
//! message: an id of the page's message files (www/i18n/messages/, `e-…`) and the arguments
//! the English text is made of, so the page words them in its language
//! (www/core/errors.js); the English message gives the text character for character
//! (tests/unit/core-errors.test.mjs). An error without a message is shown in English.

use std::fmt;

/// An error's message for the page: the id of its message and the arguments, as the English
/// text prints them or, for what a language words by its grammar (a count, an offset), as a
/// number. Leaner than the practice sentences' `Message` (a list, no map): the page's first
/// load carries it.
#[derive(Clone, PartialEq, Eq)]
pub struct ErrorMessage {
    pub id: &'static str,
    pub args: Vec<(&'static str, ErrorArg)>,
}

/// One argument of an [`ErrorMessage`].
#[derive(Clone, PartialEq, Eq)]
pub enum ErrorArg {
    Number(i64),
    Text(String),
    /// Another message, worded in the page's language with the outer one (an error that
    /// says where, around the error that says what).
    Message(Box<ErrorMessage>),
}

impl ErrorMessage {
    #[inline(never)]
    pub fn new(id: &'static str) -> ErrorMessage {
        ErrorMessage { id, args: Vec::new() }
    }

    /// `self` with `name` = `value` (text).
    #[inline(never)]
    pub fn text(mut self, name: &'static str, value: &str) -> ErrorMessage {
        self.args.push((name, ErrorArg::Text(value.to_string())));
        self
    }

    /// `self` with `name` = `n` (a number: plural forms select on it).
    #[inline(never)]
    pub fn number(mut self, name: &'static str, n: i64) -> ErrorMessage {
        self.args.push((name, ErrorArg::Number(n)));
        self
    }

    /// `self` with `name` = the message `m`.
    #[inline(never)]
    pub fn error_message(mut self, name: &'static str, m: ErrorMessage) -> ErrorMessage {
        self.args.push((name, ErrorArg::Message(Box::new(m))));
        self
    }

    /// `self` with `name` = the inner error `e`: its message when the page has one, else its
    /// English text (which the page then shows as it is).
    #[inline(never)]
    pub fn error(mut self, name: &'static str, e: &Error) -> ErrorMessage {
        let v = match e.page_message() {
            Some(m) => ErrorArg::Message(Box::new(m.clone())),
            None => ErrorArg::Text(e.to_string()),
        };
        self.args.push((name, v));
        self
    }
}

/// An error's English text and, when the page has it, its message.
#[derive(Clone, Eq)]
pub struct Text {
    pub text: String,
    pub message: Option<Box<ErrorMessage>>,
}

/// Two texts are the same error when they say the same (the message is how the page says it).
impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.text == other.text
    }
}

/// Printed as its English text (a derived `Debug` of the message would weigh on the page's
/// first load for nothing).
impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.text, f)
    }
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl<S: Into<String>> From<S> for Text {
    fn from(s: S) -> Text {
        Text { text: s.into(), message: None }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Tree text that does not parse: the byte offset and what was expected there.
    Parse { offset: usize, message: Text },
    /// A tree, a depth or a generator request beyond the configured limits.
    Limit(Text),
    /// A Dewey coordinate that is malformed or names no position of the tree.
    Position(Text),
    /// An edit that cannot be applied (the tree is left unchanged).
    Edit(Text),
    /// A window with alpha >= beta, or a bound that is not a score.
    Window(Text),
    /// Generator parameters out of range.
    Generator(Text),
    /// A procedure name the catalogue does not know, or an option it does not take
    /// ([`crate::procedures`]).
    Procedure(Text),
}

impl Error {
    /// A parse error at byte `offset`.
    pub fn parse(offset: usize, message: impl Into<String>) -> Error {
        Error::Parse { offset, message: message.into().into() }
    }
    pub fn limit(m: String) -> Error {
        Error::Limit(m.into())
    }
    pub fn position(m: String) -> Error {
        Error::Position(m.into())
    }
    pub fn edit(m: String) -> Error {
        Error::Edit(m.into())
    }
    pub fn window(m: String) -> Error {
        Error::Window(m.into())
    }
    pub fn generator(m: String) -> Error {
        Error::Generator(m.into())
    }
    pub fn procedure(m: String) -> Error {
        Error::Procedure(m.into())
    }

    fn text(&self) -> &Text {
        match self {
            Error::Parse { message, .. } => message,
            Error::Limit(m)
            | Error::Position(m)
            | Error::Edit(m)
            | Error::Window(m)
            | Error::Generator(m)
            | Error::Procedure(m) => m,
        }
    }

    /// `self` said by `m` on the page: `m` words the whole of the error's English text (a
    /// parse error's offset included, as its argument `offset`).
    #[inline(never)]
    pub fn said(mut self, m: ErrorMessage) -> Error {
        let t = match &mut self {
            Error::Parse { message, .. } => message,
            Error::Limit(m)
            | Error::Position(m)
            | Error::Edit(m)
            | Error::Window(m)
            | Error::Generator(m)
            | Error::Procedure(m) => m,
        };
        t.message = Some(Box::new(m));
        self
    }

    /// The message the page words this error with, if it has one.
    pub fn page_message(&self) -> Option<&ErrorMessage> {
        self.text().message.as_deref()
    }

    /// The message without the variant name (what the UI shows next to the input).
    pub fn message(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse { offset, message } => write!(f, "offset {offset}: {message}"),
            _ => f.write_str(self.text()),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T, E = Error> = std::result::Result<T, E>;
