//! Dewey coordinates (K&M section 6): a position on level l is `a1.a2.....al`, the 1-based
//! successor numbers on the path from the root; the root is the empty string.

use crate::error::{Error, ErrorMessage as Message, Result};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Dewey(pub Vec<u32>);

impl Dewey {
    pub fn root() -> Dewey {
        Dewey(Vec::new())
    }
    /// The level of the position (the root is on level 0).
    pub fn level(&self) -> usize {
        self.0.len()
    }
    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }
    /// The coordinates of the i-th (1-based) successor.
    pub fn child(&self, i: u32) -> Dewey {
        let mut v = self.0.clone();
        v.push(i);
        Dewey(v)
    }
    pub fn parent(&self) -> Option<Dewey> {
        let (_, rest) = self.0.split_last()?;
        Some(Dewey(rest.to_vec()))
    }
}

impl fmt::Display for Dewey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, a) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            write!(f, "{a}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Dewey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Dewey(\"{self}\")")
    }
}

impl FromStr for Dewey {
    type Err = Error;
    /// `""` (or `"root"`) is the root; otherwise positive integers joined by dots.
    fn from_str(s: &str) -> Result<Dewey> {
        let t = s.trim();
        if t.is_empty() || t == "root" {
            return Ok(Dewey::root());
        }
        t.split('.')
            .map(|part| match part.parse::<u32>() {
                Ok(a) if a >= 1 => Ok(a),
                _ => Err(Error::position(format!("position '{s}': '{part}' is not a successor number (1, 2, ...)"))
                    .said(Message::new("e-dewey").text("at", s).text("part", part))),
            })
            .collect::<Result<Vec<u32>>>()
            .map(Dewey)
    }
}

impl Serialize for Dewey {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Dewey {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Dewey, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_dotted_one_based_coordinates_and_the_root_as_empty() {
        assert_eq!(Dewey(vec![3, 1, 3, 1]).to_string(), "3.1.3.1");
        assert_eq!(Dewey::root().to_string(), "");
        assert_eq!("3.1.3.1".parse::<Dewey>().unwrap(), Dewey(vec![3, 1, 3, 1]));
        assert_eq!("".parse::<Dewey>().unwrap(), Dewey::root());
    }

    #[test]
    fn rejects_zero_and_garbage_with_the_offending_part() {
        let e = "2.0.1".parse::<Dewey>().unwrap_err().to_string();
        assert!(e.contains("'0'"), "{e}");
        assert!("1..2".parse::<Dewey>().is_err());
        assert!("a".parse::<Dewey>().is_err());
    }
}
