//! The core's layers: the families of procedures (`search`, `thesis`, `slagle`) know nothing
//! of the catalogue (`procedures`) that lists them, nor of what is built on it (records,
//! the CLI, the wasm exports, experiments, practice); the catalogue knows the families and
//! nothing built on it. Names are parsed only through the catalogue. Read from the sources,
//! comments left out.

use std::fs;
use std::path::{Path, PathBuf};

fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if dir.is_file() {
        out.push(dir.to_path_buf());
        return out;
    }
    for e in fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(sources(&p));
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
    out
}

/// `crate::NAME` paths used in code (not in comments) under `part`.
fn uses(part: &str) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for file in sources(&root.join(part)) {
        for (i, line) in fs::read_to_string(&file).unwrap().lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for m in code.match_indices("crate::") {
                let rest = &code[m.0 + 7..];
                let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                found.push((name, format!("{}:{}", file.strip_prefix(&root).unwrap().display(), i + 1)));
            }
            if code.contains("super::super::") && file.starts_with(root.join(part)) {
                // Nothing reaches out of a family by relative paths either.
                found.push(("super::super".into(), format!("{}:{}", file.display(), i + 1)));
            }
        }
    }
    found
}

const BUILT_ON_THE_CATALOGUE: &[&str] = &["procedures", "record", "cli", "wasm", "experiment", "practice"];

#[test]
fn the_families_do_not_know_the_catalogue_or_what_is_built_on_it() {
    for family in ["search", "thesis", "slagle"] {
        let bad: Vec<_> =
            uses(family).into_iter().filter(|(n, _)| BUILT_ON_THE_CATALOGUE.contains(&n.as_str())).collect();
        assert!(bad.is_empty(), "{family} reaches up: {bad:?}");
    }
}

#[test]
fn the_catalogue_knows_the_families_and_nothing_built_on_it() {
    let bad: Vec<_> = uses("procedures.rs")
        .into_iter()
        .filter(|(n, _)| n != "procedures" && BUILT_ON_THE_CATALOGUE.contains(&n.as_str()))
        .collect();
    assert!(bad.is_empty(), "the catalogue reaches up: {bad:?}");
}
