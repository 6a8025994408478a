//! The one error type of every command, and the exit statuses.

use std::borrow::Cow;

/// `s` with every control character — C0 (line breaks and tabs too), DEL and C1 — written
/// as Rust writes it in a string literal (`\u{1b}`, `\n`, `\u{7f}`), everything else as is.
/// An error message quotes what the user gave (an option's value, a file name); written
/// raw to a terminal, an escape sequence in it would set the window's title, move the
/// cursor or hide the rest of the line.
pub fn visible(s: &str) -> Cow<'_, str> {
    if !s.chars().any(char::is_control) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Exit status of a usage error.
pub const USAGE: i32 = 2;
/// Exit status of bad input (and of failures while running).
pub const BAD_INPUT: i32 = 1;

/// An error and the exit status it ends the program with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    pub status: i32,
    pub message: String,
    /// The command whose `--help` the message should point to (usage errors).
    pub command: Option<&'static str>,
    /// Writing the output failed because its reader went away (a closed pipe): the program
    /// ends quietly with status 0.
    reader_gone: bool,
}

impl CliError {
    /// A usage error (exit status 2).
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError { status: USAGE, message: message.into(), command: None, reader_gone: false }
    }
    /// Bad input (exit status 1).
    pub fn input(message: impl Into<String>) -> CliError {
        CliError { status: BAD_INPUT, message: message.into(), command: None, reader_gone: false }
    }
    /// The output could not be written (exit status 1, or 0 when the reader went away).
    pub fn output(e: std::io::Error) -> CliError {
        CliError {
            reader_gone: e.kind() == std::io::ErrorKind::BrokenPipe,
            ..CliError::input(format!("writing the output: {e}"))
        }
    }
    /// A usage error from the library's answer to the options (a generator, an experiment).
    pub fn from_options(e: crate::Error) -> CliError {
        CliError::usage(e.message())
    }
    pub(crate) fn for_command(mut self, command: &'static str) -> CliError {
        self.command = Some(command);
        self
    }
    /// Points the message to `command`'s help unless it already names a command.
    pub(crate) fn default_command(mut self, command: &'static str) -> CliError {
        self.command.get_or_insert(command);
        self
    }
    /// Whether the output's reader went away (not an error of ours).
    pub fn reader_gone(&self) -> bool {
        self.reader_gone
    }
    /// What goes to stderr: the message with its control characters made visible
    /// (`visible`), since it may quote any argument.
    pub fn render(&self) -> String {
        let mut s = format!("error: {}\n", visible(&self.message));
        if self.status == USAGE {
            match self.command {
                Some(c) => s.push_str(&format!("(see 'gametree {c} --help')\n")),
                None => s.push_str("(see 'gametree --help')\n"),
            }
        }
        s
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> CliError {
        CliError::output(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_made_visible_and_the_rest_kept() {
        assert_eq!(visible("plain 'x' → ∞"), "plain 'x' → ∞");
        assert_eq!(visible("\u{1b}]0;PWNED\u{7}"), "\\u{1b}]0;PWNED\\u{7}");
        assert_eq!(visible("a\nb\tc\rd\u{7f}e\u{9b}f\u{0}"), "a\\nb\\tc\\rd\\u{7f}e\\u{9b}f\\0");
        let e = CliError::usage("--proc: unknown procedure '\u{1b}[2J'");
        assert_eq!(e.render(), "error: --proc: unknown procedure '\\u{1b}[2J'\n(see 'gametree --help')\n");
    }
}
