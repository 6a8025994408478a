//! The one error type of the crate. Every message says what went wrong and where, in words
//! a user of the playground or the CLI can act on; none of them is a panic.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Tree text that does not parse: the byte offset and what was expected there.
    Parse { offset: usize, message: String },
    /// A tree, a depth or a generator request beyond the configured limits.
    Limit(String),
    /// A Dewey coordinate that is malformed or names no position of the tree.
    Position(String),
    /// An edit that cannot be applied (the tree is left unchanged).
    Edit(String),
    /// A window with alpha >= beta, or a bound that is not a score.
    Window(String),
    /// Generator parameters out of range.
    Generator(String),
    /// A procedure name the catalogue does not know, or an option it does not take
    /// ([`crate::procedures`]).
    Procedure(String),
}

impl Error {
    /// The message without the variant name (what the UI shows next to the input).
    pub fn message(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse { offset, message } => write!(f, "offset {offset}: {message}"),
            Error::Limit(m)
            | Error::Position(m)
            | Error::Edit(m)
            | Error::Window(m)
            | Error::Generator(m)
            | Error::Procedure(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T, E = Error> = std::result::Result<T, E>;
