//! A small hand-written argument parser (no clap: the crate stays lean for wasm), and the
//! one set of number and list parsers every command uses.
//!
//! Options are `--name VALUE` or `--name=VALUE`; flags are `--name`. The value of an
//! option is the next argument as is, even when it starts with '-' (`--alpha -inf`,
//! `--alpha -5`). A lone `-` and anything starting with '-' followed by a digit
//! (`-42`, a one-position tree) are positional; `--` ends the options.
//!
//! Every error here is a usage error (exit status 2) that points to the command's help.

use super::CliError;
use std::str::FromStr;

/// A number an option may hold: whole numbers of any width, and finite decimals.
pub trait Number: FromStr + Copy {
    /// What the messages call it.
    const WHAT: &'static str = "a whole number";
    /// Whether a parsed value is acceptable (decimals must be finite).
    fn acceptable(self) -> bool {
        true
    }
}

impl Number for u32 {}
impl Number for u64 {}
impl Number for usize {}
impl Number for i64 {}
impl Number for f64 {
    const WHAT: &'static str = "a number";
    fn acceptable(self) -> bool {
        self.is_finite()
    }
}

/// Parses one number of option `--name`.
pub fn number<T: Number>(command: &'static str, name: &str, v: &str) -> Result<T, CliError> {
    v.trim().parse::<T>().ok().filter(|x| x.acceptable()).ok_or_else(|| {
        CliError::usage(format!("--{name}: '{}' is not a valid number here (expected {})", v.trim(), T::WHAT))
            .for_command(command)
    })
}

/// Parses a comma-separated list of numbers of option `--name`.
pub fn list<T: Number>(command: &'static str, name: &str, v: &str) -> Result<Vec<T>, CliError> {
    v.split(',')
        .map(|x| {
            x.trim().parse::<T>().ok().filter(|x| x.acceptable()).ok_or_else(|| {
                CliError::usage(format!(
                    "--{name}: '{}' is not a valid number here (expected a comma-separated list of {}s)",
                    x.trim(),
                    T::WHAT.trim_start_matches("a ")
                ))
                .for_command(command)
            })
        })
        .collect()
}

/// The options and flags one subcommand accepts.
pub struct Spec {
    /// The subcommand, for messages ("search").
    pub command: &'static str,
    /// Options taking a value, without the leading "--".
    pub options: &'static [&'static str],
    /// Flags, without the leading "--" ("help" is always accepted, also as -h).
    pub flags: &'static [&'static str],
}

/// Parsed arguments.
#[derive(Debug, Default)]
pub struct Args {
    /// The command, for messages.
    pub command: &'static str,
    pub positional: Vec<String>,
    values: Vec<(&'static str, String)>,
    flags: Vec<&'static str>,
}

impl Args {
    /// The last value given for `name`.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values.iter().rev().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }
    pub fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }
    /// The number given for `--name`, if any.
    pub fn number<T: Number>(&self, name: &str) -> Result<Option<T>, CliError> {
        self.value(name).map(|v| number(self.command, name, v)).transpose()
    }
    /// The number given for `--name`, or `default`.
    pub fn number_or<T: Number>(&self, name: &str, default: T) -> Result<T, CliError> {
        Ok(self.number(name)?.unwrap_or(default))
    }
    /// The number given for `--name`; a usage error when it is missing.
    pub fn required<T: Number>(&self, name: &str) -> Result<T, CliError> {
        self.number(name)?.ok_or_else(|| self.usage(format!("--{name} is required")))
    }
    /// The comma-separated numbers given for `--name`, if any.
    pub fn list<T: Number>(&self, name: &str) -> Result<Option<Vec<T>>, CliError> {
        self.value(name).map(|v| list(self.command, name, v)).transpose()
    }
    /// A usage error when a positional argument was given to a command that takes none.
    pub fn no_positional(&self) -> Result<(), CliError> {
        match self.positional.first() {
            Some(p) => Err(self.usage(format!("unexpected argument '{p}' for '{}'", self.command))),
            None => Ok(()),
        }
    }
    /// A usage error of this command.
    pub fn usage(&self, message: impl Into<String>) -> CliError {
        CliError::usage(message).for_command(self.command)
    }
}

fn looks_positional(a: &str) -> bool {
    a == "-" || !a.starts_with('-') || a[1..].starts_with(|c: char| c.is_ascii_digit())
}

/// Parses `args` (the arguments after the subcommand's name) against `spec`.
pub fn parse(spec: &Spec, args: &[String]) -> Result<Args, CliError> {
    let mut out = Args { command: spec.command, ..Args::default() };
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if a == "--" {
            out.positional.extend(args[i..].iter().cloned());
            break;
        }
        if looks_positional(a) {
            out.positional.push(a.clone());
            continue;
        }
        if a == "-h" {
            out.flags.push("help");
            continue;
        }
        let Some(body) = a.strip_prefix("--") else {
            return Err(unknown(spec, a));
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        let flag = if name == "help" { Some("help") } else { spec.flags.iter().find(|f| **f == name).copied() };
        if let Some(flag) = flag {
            if inline.is_some() {
                return Err(CliError::usage(format!("--{name} takes no value")).for_command(spec.command));
            }
            out.flags.push(flag);
        } else if let Some(&opt) = spec.options.iter().find(|o| **o == name) {
            let v = match inline {
                Some(v) => v.to_string(),
                None => {
                    let Some(v) = args.get(i) else {
                        return Err(CliError::usage(format!("--{opt} needs a value")).for_command(spec.command));
                    };
                    i += 1;
                    v.clone()
                }
            };
            out.values.push((opt, v));
        } else {
            return Err(unknown(spec, a));
        }
    }
    Ok(out)
}

fn unknown(spec: &Spec, a: &str) -> CliError {
    let mut known: Vec<String> = spec.options.iter().chain(spec.flags).map(|n| format!("--{n}")).collect();
    known.push("--help".into());
    CliError::usage(format!("unknown option '{a}' for '{}' (it accepts {})", spec.command, known.join(", ")))
        .for_command(spec.command)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: Spec = Spec { command: "search", options: &["alpha", "beta"], flags: &["json"] };

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn values_may_start_with_a_minus_and_negative_numbers_are_positional() {
        let a = parse(&SPEC, &s(&["-42", "--alpha", "-inf", "--beta=-3", "--json", "-"])).unwrap();
        assert_eq!(a.positional, s(&["-42", "-"]));
        assert_eq!(a.value("alpha"), Some("-inf"));
        assert_eq!(a.value("beta"), Some("-3"));
        assert!(a.flag("json") && !a.flag("help"));
    }

    #[test]
    fn unknown_options_and_missing_values_are_usage_errors() {
        assert_eq!(parse(&SPEC, &s(&["--gamma"])).unwrap_err().status, 2);
        assert_eq!(parse(&SPEC, &s(&["--alpha"])).unwrap_err().status, 2);
        assert_eq!(parse(&SPEC, &s(&["-x"])).unwrap_err().status, 2);
        assert_eq!(parse(&SPEC, &s(&["--json=1"])).unwrap_err().status, 2);
        assert!(parse(&SPEC, &s(&["-h"])).unwrap().flag("help"));
        assert_eq!(parse(&SPEC, &s(&["--", "--json"])).unwrap().positional, s(&["--json"]));
    }
}
