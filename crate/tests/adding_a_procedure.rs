//! Every place a negamax procedure must reach, as docs/development.md ("Adding a procedure")
//! lists them, checked for every procedure of `search/`: a rule file holding its
//! `PROCEDURE`, its module, its constant and its line in `Procedure::ALL` in `search/mod.rs`,
//! its catalogue entry, and its label in each of the page's five languages. A new rule file
//! that misses one fails here with the place named; the last test removes each place in
//! turn from a real procedure's sources and sees it reported.

use gametree::procedures::{self, Kind};
use gametree::search::Procedure;
use std::fs;
use std::path::{Path, PathBuf};

/// The page's languages, each with its first-load messages.
const LANGUAGES: [&str; 5] = ["en", "fr", "es", "de", "pl"];

/// The texts the places are read from.
#[derive(Clone)]
struct Sources {
    /// `search/mod.rs`.
    search_mod: String,
    /// `procedures.rs`, the catalogue.
    catalogue: String,
    /// `www/i18n/messages/<lang>.ftl`, in [`LANGUAGES`] order.
    ftl: Vec<String>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn read(p: PathBuf) -> String {
    fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn sources() -> Sources {
    let src = root().join("src");
    let www = root().join("../www/i18n/messages");
    Sources {
        search_mod: read(src.join("search/mod.rs")),
        catalogue: read(src.join("procedures.rs")),
        ftl: LANGUAGES.iter().map(|l| read(www.join(format!("{l}.ftl")))).collect(),
    }
}

/// The rule files of `search/`: (file stem, the rule's name), for each file that makes a
/// `PROCEDURE`.
fn rule_files() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for entry in fs::read_dir(root().join("src/search")).unwrap() {
        let path = entry.unwrap().path();
        let text = read(path.clone());
        if !text.contains("pub const PROCEDURE: Procedure") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        let at = text.find("const NAME: &'static str = \"").unwrap_or_else(|| panic!("{stem}.rs names no rule"));
        let rest = &text[at + "const NAME: &'static str = \"".len()..];
        out.push((stem, rest[..rest.find('"').unwrap()].to_string()));
    }
    out.sort();
    out
}

/// The places the procedure of rule file `stem` named `name` does not reach, each said as
/// docs/development.md says it.
fn missing(stem: &str, name: &str, s: &Sources) -> Vec<String> {
    let mut out = Vec::new();
    if !s.search_mod.contains(&format!("pub mod {stem};")) {
        out.push(format!("search/mod.rs: `pub mod {stem};`"));
    }
    // The constant `Procedure::X` naming `stem::PROCEDURE`, and the same in `ALL`.
    let constant = s.search_mod.lines().find_map(|l| {
        let l = l.trim();
        let rest = l.strip_prefix("pub const ")?;
        let (c, value) = rest.split_once(": Procedure = ")?;
        (value.trim_end_matches(';') == format!("{stem}::PROCEDURE")).then(|| c.to_string())
    });
    if constant.is_none() {
        out.push(format!("search/mod.rs: a constant `pub const X: Procedure = {stem}::PROCEDURE;`"));
    }
    let all =
        s.search_mod.find("pub const ALL").map(|i| &s.search_mod[i..]).and_then(|t| t.find("];").map(|j| &t[..j]));
    if !all.is_some_and(|a| a.contains(&format!("{stem}::PROCEDURE"))) {
        out.push(format!("search/mod.rs: `{stem}::PROCEDURE` in `Procedure::ALL`"));
    }
    // The catalogue names the constant (without one, that is the place reported above).
    if let Some(c) = &constant {
        let entry = s.catalogue.contains(&format!("km(Procedure::{c},"))
            || s.catalogue.contains(&format!("km(\n        Procedure::{c},"));
        if !entry {
            out.push(format!("procedures.rs: its entry `km(Procedure::{c}, …)` in `CATALOGUE`"));
        }
    }
    for (lang, text) in LANGUAGES.iter().zip(&s.ftl) {
        if !text.lines().any(|l| l.starts_with(&format!("proc-label-{name} ="))) {
            out.push(format!("www/i18n/messages/{lang}.ftl: `proc-label-{name}`"));
        }
    }
    out
}

#[test]
fn every_negamax_procedure_reaches_every_place_a_new_one_must() {
    let s = sources();
    let files = rule_files();
    assert!(files.len() >= 6, "{files:?}");
    let mut failures = Vec::new();
    for (stem, name) in &files {
        for place in missing(stem, name, &s) {
            failures.push(format!("{name} ({stem}.rs) is missing from {place}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What the texts say, the running code says too: each rule file's procedure is in
/// `Procedure::ALL`, found by its name in the catalogue as itself, with a listing whose
/// lines of each step exist; and `ALL` holds nothing else.
#[test]
fn the_catalogue_finds_every_rule_files_procedure_by_its_name() {
    let files = rule_files();
    for (stem, name) in &files {
        let p =
            Procedure::ALL.iter().find(|p| p.name() == name).unwrap_or_else(|| panic!("{name} ({stem}.rs) not in ALL"));
        match procedures::find(name).map(|e| e.kind) {
            Ok(Kind::Km(q)) => assert_eq!(q, *p, "{name}"),
            other => panic!("{name}: the catalogue gives {other:?}"),
        }
        let l = p.listing();
        let n = l.lines.len() as u32;
        for at in [l.at.enter, l.at.terminal, l.at.interior, l.at.call, l.at.update, l.at.leave] {
            assert!(at < n, "{name}: line {at} of a {n}-line listing");
        }
        for at in [l.at.cutoff, l.at.research, l.at.recall].into_iter().flatten() {
            assert!(at < n, "{name}: line {at} of a {n}-line listing");
        }
    }
    assert_eq!(Procedure::ALL.len(), files.len(), "ALL: {:?}, rule files: {files:?}", Procedure::ALL);
}

/// The checklist fails when a place is missing: NegaScout's sources with one place taken
/// out at a time (as if it were being added and that step forgotten) report that place and
/// no other.
#[test]
fn the_checklist_names_each_place_a_procedure_misses() {
    let s = sources();
    assert!(missing("negascout", "negascout", &s).is_empty());
    let drop_line = |text: &str, needle: &str| -> String {
        let out: Vec<&str> = text.lines().filter(|l| !l.contains(needle)).collect();
        assert_ne!(out.len(), text.lines().count(), "no line with {needle}");
        out.join("\n")
    };
    let mut cases: Vec<(Sources, &str)> = Vec::new();
    let mut t = s.clone();
    t.search_mod = drop_line(&s.search_mod, "pub mod negascout;");
    cases.push((t, "`pub mod negascout;`"));
    let mut t = s.clone();
    t.search_mod = drop_line(&s.search_mod, "pub const NEGASCOUT");
    cases.push((t, "a constant"));
    let mut t = s.clone();
    t.search_mod = s.search_mod.replace("negascout::PROCEDURE, mtdf", "mtdf");
    assert_ne!(t.search_mod, s.search_mod);
    cases.push((t, "in `Procedure::ALL`"));
    let mut t = s.clone();
    t.catalogue = drop_line(&s.catalogue, "km(Procedure::NEGASCOUT");
    cases.push((t, "procedures.rs"));
    for (i, lang) in LANGUAGES.iter().enumerate() {
        let mut t = s.clone();
        t.ftl[i] = drop_line(&s.ftl[i], "proc-label-negascout =");
        cases.push((t, lang));
    }
    for (t, place) in cases {
        let got = missing("negascout", "negascout", &t);
        assert_eq!(got.len(), 1, "{place}: {got:?}");
        assert!(got[0].contains(place), "{place}: {got:?}");
    }
}
