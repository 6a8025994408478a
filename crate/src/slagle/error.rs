//! Why an m&n search cannot run. Messages are short and stable (tests match them) and say
//! what to change.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MnError {
    /// m, n, dmax, the tolerance or a backing-up function's parameters are out of range (a
    /// usage error for the CLI).
    Parameter(String),
    /// The tree does not fit the request (a bad-input error for the CLI).
    Tree(String),
}

impl fmt::Display for MnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MnError::Parameter(m) | MnError::Tree(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for MnError {}
