//! Procedures by name, for experiments: each returns the counts of one search of a tree.

use crate::error::{Error, Result};
use crate::score::Score;
use crate::search::{self, Counts, Stack};
use crate::tree::Tree;

/// The names experiments accept: K&M's F0, F1, F2, Muszycka's procedures and Slagle's
/// m&n procedures (m = n = 2, the report's sample backing-up functions).
pub fn names() -> Vec<&'static str> {
    let mut v = vec!["F0", "F1", "F2"];
    v.extend(crate::thesis::ThesisProc::ALL.iter().map(|p| p.name()));
    v.extend(["mn-minimax", "mn-alphabeta"]);
    v
}

/// Checks a procedure name; returns its canonical spelling.
pub fn canonical(name: &str) -> Result<&'static str> {
    let n = name.trim();
    names()
        .into_iter()
        .find(|c| c.eq_ignore_ascii_case(n))
        .ok_or_else(|| Error::Generator(format!("unknown procedure '{name}': expected one of {}", names().join(", "))))
}

/// Runs the named procedure with the full window and returns its value and counts.
pub fn count(name: &str, tree: &Tree, stack: &mut Stack) -> Result<(Score, Counts)> {
    let mut c = Counts::for_height(tree.height());
    let v = match canonical(name)? {
        "F0" => search::f0_with(tree, &mut c, stack),
        "F1" => search::f1_with(tree, Score::INF, &mut c, stack),
        "F2" => search::f2_with(tree, Score::NEG_INF, Score::INF, &mut c, stack),
        "mn-minimax" | "mn-alphabeta" => {
            let opts = crate::slagle::MnOptions::default();
            let r = crate::slagle::by_name(name, tree, &opts, &crate::slagle::Backup::default())
                .map_err(|e| Error::Generator(e.to_string()))?;
            c.positions = r.counts.positions;
            c.terminals = r.counts.terminals;
            c.per_level = r.examined_per_level(tree);
            let v = r.value.as_integer().map_or(Score::NEG_INF, Score::new);
            return Ok((v, c));
        }
        other => {
            // Muszycka's procedures: terminals = leaf nodes created, positions = nodes
            // created (with the root), per level from the created positions.
            let p: crate::thesis::ThesisProc = other.parse()?;
            let o = crate::thesis::search(tree, p, &crate::thesis::Options::default(), &mut ());
            for (id, &made) in o.created.iter().enumerate() {
                if made || id == 0 {
                    c.positions += 1;
                    c.per_level[tree.depth(id as u32) as usize] += 1;
                    if tree.is_terminal(id as u32) {
                        c.terminals += 1;
                    }
                }
            }
            o.value
        }
    };
    Ok((v, c))
}
