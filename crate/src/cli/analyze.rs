//! `gametree analyze`: the shape of a tree and its critical positions (K&M section 6).

use super::args::{self, Spec};
use super::CliError;
use crate::analysis::{critical_types, minimal_terminals, CriticalType};
use crate::tree::Tree;
use serde::Serialize;
use std::fmt::Write as _;
use std::io::Read;

pub const HELP: &str = "\
gametree analyze - the shape of a tree and its critical positions

USAGE
  gametree analyze [TREE | --file PATH | -] [--json]

  TREE            tree text, quoted (see 'gametree --help' for the notation)
  --file PATH     read the tree text from a file (--file - reads stdin)
  -               read the tree text from stdin: gametree gen pi | gametree analyze -
  --json          print one JSON object
  -h, --help      this text

OUTPUT
  positions, terminals, height, positions per level (level 0 is the root);
  uniform: degree d and height h when every interior position has d successors and
    every terminal is on level h;
  Corollary 3 minimum (uniform trees): d^ceil(h/2) + d^floor(h/2) - 1, the fewest
    terminal positions any algorithm must examine; F2 examines exactly that many when
    every position's first successor is best (Theorem 1);
  critical positions (Theorem 1): a1 a2 ... al with ai = 1 for all even i or for all odd
    i. Type 1: the principal variation 1.1.1...; type 2: alternatives to it (searched
    with (-inf, beta)); type 3: the best reply from a type 2 position (searched with
    (alpha, +inf)). Also how many critical positions are terminal.

JSON keys: tree, positions, terminals, height, level_sizes, uniform ({degree, height} or
null), corollary3_minimum_terminals (or null), critical ({type1, type2, type3, total,
terminals}).
";

const SPEC: Spec = Spec { command: "analyze", options: &["file"], flags: &["json"] };

#[derive(Serialize)]
struct Uniform {
    degree: u32,
    height: u32,
}

#[derive(Serialize, Default)]
struct Critical {
    type1: u64,
    type2: u64,
    type3: u64,
    total: u64,
    terminals: u64,
}

#[derive(Serialize)]
struct Analysis {
    tree: String,
    positions: usize,
    terminals: usize,
    height: u32,
    level_sizes: Vec<u64>,
    uniform: Option<Uniform>,
    corollary3_minimum_terminals: Option<u64>,
    critical: Critical,
}

fn analyze(tree: &Tree) -> Analysis {
    let uniform = tree.uniform_shape().map(|(degree, height)| Uniform { degree, height });
    let mut critical = Critical::default();
    for (p, t) in critical_types(tree).into_iter().enumerate() {
        let Some(t) = t else { continue };
        match t {
            CriticalType::Type1 => critical.type1 += 1,
            CriticalType::Type2 => critical.type2 += 1,
            CriticalType::Type3 => critical.type3 += 1,
        }
        critical.total += 1;
        if tree.is_terminal(p as u32) {
            critical.terminals += 1;
        }
    }
    Analysis {
        tree: crate::notation::print(tree),
        positions: tree.len(),
        terminals: tree.terminal_count(),
        height: tree.height(),
        level_sizes: tree.level_sizes(),
        corollary3_minimum_terminals: uniform.as_ref().and_then(|u| minimal_terminals(u.degree as u64, u.height)),
        uniform,
        critical,
    }
}

pub fn run(argv: &[String], stdin: &mut dyn Read) -> Result<String, CliError> {
    let a = args::parse(&SPEC, argv)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    let tree = super::read_tree("analyze", &a.positional, a.value("file"), stdin)?;
    let an = analyze(&tree);
    if a.flag("json") {
        let mut s = serde_json::to_string(&an).map_err(|e| CliError::input(format!("JSON: {e}")))?;
        s.push('\n');
        return Ok(s);
    }
    let mut out = String::new();
    let text = if an.tree.len() > 100 {
        format!("{}... ({} characters)", &an.tree[..100], an.tree.len())
    } else {
        an.tree.clone()
    };
    let levels = an.level_sizes.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    let _ = writeln!(out, "tree                 {text}");
    let _ = writeln!(out, "positions            {} ({} terminal)", an.positions, an.terminals);
    let _ = writeln!(out, "height               {}", an.height);
    let _ = writeln!(out, "per level            {levels}");
    match &an.uniform {
        Some(u) => {
            let _ = writeln!(out, "uniform              degree {}, height {}", u.degree, u.height);
            let min = an.corollary3_minimum_terminals.map_or_else(|| "too large".into(), |m| m.to_string());
            let _ = writeln!(out, "Corollary 3 minimum  {min} terminal positions (d^ceil(h/2) + d^floor(h/2) - 1)");
        }
        None => {
            let _ = writeln!(out, "uniform              no");
        }
    }
    let c = &an.critical;
    let _ = writeln!(
        out,
        "critical positions   {} (type 1: {}, type 2: {}, type 3: {}); {} terminal",
        c.total, c.type1, c.type2, c.type3, c.terminals
    );
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pi_tree_is_uniform_with_17_critical_terminals() {
        let an = analyze(&crate::examples::pi_tree());
        assert_eq!(an.positions, 121);
        assert_eq!(an.corollary3_minimum_terminals, Some(17));
        assert_eq!(an.critical.terminals, 17);
        assert_eq!(an.critical.type1, 5);
    }
}
