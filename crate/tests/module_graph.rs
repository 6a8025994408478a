//! The core's modules depend on each other without a cycle, and no family of procedures
//! depends on the catalogue: the catalogue (`procedures`) names the families' procedures,
//! the families know nothing of it, so that adding a procedure or a mistake never means
//! editing a module that the catalogue itself depends on.
//!
//! The graph is read from the sources: an edge from each top-level module of `src/` (a file
//! or a folder) to every other one its code names as `crate::name` (also inside `use
//! crate::{…}` groups). Comments and test-only code (`#[cfg(test)]` items) do not count.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The modules that hold procedures (each family's own code) and the catalogue.
const FAMILIES: [&str; 4] = ["search", "thesis", "slagle", "mutants"];
const CATALOGUE: &str = "procedures";

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src` without comments and without the items marked `#[cfg(test)]`.
fn code_only(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    for line in src.lines() {
        let code = match line.find("//") {
            // A `//` inside a string literal ("http://…") is rare in this crate; cutting the
            // line there only loses a string, never a path.
            Some(i) => &line[..i],
            None => line,
        };
        out.push_str(code);
        out.push('\n');
    }
    let mut s = out;
    while let Some(at) = s.find("#[cfg(test)]") {
        let rest = &s[at..];
        // The item ends at its first `;` before any `{` (a `use`, a `mod x;`), else at the
        // brace that closes its first `{`.
        let semi = rest.find(';');
        let open = rest.find('{');
        let end = match (semi, open) {
            (Some(sc), Some(o)) if sc < o => at + sc + 1,
            (_, Some(o)) => {
                let mut depth = 0usize;
                let mut end = s.len();
                for (i, c) in rest[o..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = at + o + i + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (Some(sc), None) => at + sc + 1,
            (None, None) => s.len(),
        };
        s.replace_range(at..end, "");
    }
    s
}

/// The top-level modules named in `code` as `crate::name` or in `use crate::{name, …}`.
fn named(code: &str) -> BTreeSet<String> {
    let ident = |s: &str| s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>();
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // use crate::{a, b::c, d::{e, f}}: the first segment of each top-level item.
            let mut depth = 0;
            let mut item_start = true;
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && (c.is_ascii_alphanumeric() || c == '_') => {
                        out.insert(ident(&group[j..]));
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            let name = ident(rest);
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        let first = rel.components().next().unwrap().as_os_str().to_str().unwrap();
        let module = first.trim_end_matches(".rs").to_string();
        if module == "lib" || module == "bin" || module == "main" {
            continue; // the crate's root and the binaries use everything; nothing uses them
        }
        let code = code_only(&fs::read_to_string(&file).unwrap());
        let deps = g.entry(module.clone()).or_default();
        for m in named(&code) {
            if m != module {
                deps.insert(m);
            }
        }
    }
    g
}

/// A cycle through `start`, if there is one: the modules in order, `start` first and last.
fn cycle_through(g: &BTreeMap<String, BTreeSet<String>>, start: &str) -> Option<Vec<String>> {
    fn walk(
        g: &BTreeMap<String, BTreeSet<String>>,
        at: &str,
        start: &str,
        path: &mut Vec<String>,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        for next in g.get(at).into_iter().flatten() {
            if next == start {
                path.push(next.clone());
                return true;
            }
            if seen.insert(next.clone()) {
                path.push(next.clone());
                if walk(g, next, start, path, seen) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    let mut path = vec![start.to_string()];
    walk(g, start, start, &mut path, &mut BTreeSet::new()).then_some(path)
}

#[test]
fn the_core_modules_depend_on_each_other_without_a_cycle() {
    let g = graph();
    assert!(g.len() > 20, "too few modules read: {:?}", g.keys());
    for module in g.keys() {
        if let Some(cycle) = cycle_through(&g, module) {
            panic!("a cycle among the core's modules: {}\nthe graph: {g:#?}", cycle.join(" -> "));
        }
    }
}

#[test]
fn no_family_of_procedures_depends_on_the_catalogue() {
    let g = graph();
    assert!(g.contains_key(CATALOGUE));
    for family in FAMILIES {
        let deps = g.get(family).unwrap_or_else(|| panic!("no module {family}"));
        assert!(!deps.contains(CATALOGUE), "{family} names the catalogue ({CATALOGUE}); its dependencies: {deps:?}");
    }
}

/// The reader above finds what it must: a cycle made on purpose, and names inside a `use`
/// group, and it leaves out comments and test-only code.
#[test]
fn the_reader_finds_names_in_paths_and_groups_and_skips_comments_and_tests() {
    let code = code_only(
        "use crate::{a, b::c, d::{e, f}};\nfn x() { crate::g::h(); } // crate::comment\n#[cfg(test)]\nmod tests {\n    use crate::hidden;\n    fn y() { let _ = \"{}\"; }\n}\n#[cfg(test)]\nuse crate::alsohidden;\nfn z() { crate::i::j() }\n",
    );
    let names: Vec<String> = named(&code).into_iter().collect();
    assert_eq!(names, ["a", "b", "d", "g", "i"]);
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("x".into()).or_default().insert("y".into());
    g.entry("y".into()).or_default().insert("z".into());
    g.entry("z".into()).or_default().insert("x".into());
    assert_eq!(cycle_through(&g, "x").unwrap(), ["x", "y", "z", "x"]);
    g.get_mut("z").unwrap().clear();
    assert_eq!(cycle_through(&g, "x"), None);
}
