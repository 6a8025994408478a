//! The core's modules depend on each other without a cycle, and no family of procedures
//! depends on the catalogue: the catalogue (`procedures`) names the families' procedures,
//! the families know nothing of it, so that adding a procedure or a mistake never means
//! editing a module that the catalogue itself depends on.
//!
//! The graph is read from the sources: an edge from each top-level module of `src/` (a file
//! or a folder) to every other one its code names as `crate::name` (also inside `use
//! crate::{…}` groups). Comments and test-only code (`#[cfg(test)]` items) do not count.
//!
//! Inside each folder the files make a graph of their own, read the same way: an edge from a
//! file (or a sub-folder) to a sibling it names as `super::name` or `crate::folder::name`; a
//! name that `mod.rs` re-exports (`pub use name::Item`) leads to the file it comes from.
//! `mod.rs` itself, the folder's front (its declarations, re-exports and tables of the
//! files), is not a node. Only the folders listed in [`FOLDERS_WITH_CYCLES`] may have a
//! cycle among their files.
//!
//! To list every folder's cycles: `cargo test -p gametree --test module_graph -- --nocapture
//! folders`; with `MODULE_GRAPH_SRC=path/to/crate/src` it reads another checkout's sources.

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

/// The sources read: this crate's `src/`, or `MODULE_GRAPH_SRC`.
fn src_dir() -> PathBuf {
    std::env::var_os("MODULE_GRAPH_SRC")
        .map_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), PathBuf::from)
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = src_dir();
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

/// The folders whose files still name each other in a cycle (thesis' engine and its
/// procedures, Slagle's result and trace, the theory's two recurrences, the wasm
/// conversions); every other folder, `search/` and `practice/` among them and any folder
/// added later, must have none.
const FOLDERS_WITH_CYCLES: &[&str] = &["slagle", "theory", "thesis", "wasm"];

/// The names in `code` that follow `prefix` as a path (`prefix` then an identifier) or as a
/// `use prefix{a, b::c}` group: the first segment of each.
fn named_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let ident = |s: &str| s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>();
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices(prefix) {
        // `prefix` must start a path: not the tail of a longer one (`super::super::x` is
        // read once, from its first `super::`, and leaves the folder).
        let before = code[..i].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let rest = &code[i + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
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
            if !name.is_empty() && name != "super" {
                out.insert(name);
            }
        }
    }
    out
}

/// What `mod.rs` re-exports: item name → the file it comes from (`pub use a::{B, c::D}` and
/// `pub use a::B`).
fn reexports(mod_code: &str, siblings: &BTreeSet<String>) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for stmt in mod_code.split(';') {
        let stmt = stmt.trim();
        let Some(at) = stmt.find("use ") else { continue };
        if !stmt[..at].trim_start().starts_with("pub") {
            continue;
        }
        let path = stmt[at + 4..].trim().trim_start_matches("self::");
        let Some((first, rest)) = path.split_once("::") else { continue };
        if !siblings.contains(first) {
            continue;
        }
        let rest = rest.trim();
        let items: Vec<&str> = match rest.strip_prefix('{') {
            Some(g) => g.trim_end_matches('}').split(',').collect(),
            None => vec![rest],
        };
        for item in items {
            let name = item.rsplit("::").next().unwrap().split(" as ").last().unwrap().trim();
            if !name.is_empty() {
                out.insert(name.to_string(), first.to_string());
            }
        }
    }
    out
}

/// The graph of the files inside one folder of `src/` (`folder` relative to it): file
/// stems and sub-folders by name; `mod.rs` is left out.
fn folder_graph(folder: &str) -> BTreeMap<String, BTreeSet<String>> {
    let dir = src_dir().join(folder);
    let mut siblings = BTreeSet::new();
    let mut files = Vec::new();
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().trim_end_matches(".rs").to_string();
        if path.is_dir() {
            let mut inner = Vec::new();
            sources(&path, &mut inner);
            files.extend(inner.into_iter().map(|f| (name.clone(), f, true)));
            siblings.insert(name);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push((name.clone(), path, false));
            siblings.insert(name);
        }
    }
    let mod_code = code_only(&fs::read_to_string(dir.join("mod.rs")).unwrap_or_default());
    let from_mod = reexports(&mod_code, &siblings);
    let crate_path = format!("crate::{}::", folder.replace('/', "::"));
    siblings.remove("mod");
    let mut g: BTreeMap<String, BTreeSet<String>> = siblings.iter().map(|s| (s.clone(), BTreeSet::new())).collect();
    for (node, file, nested) in files {
        // A file inside a sub-folder reaches this folder through `super::super::`; one level
        // deeper is left to that sub-folder's own graph.
        let code = code_only(&fs::read_to_string(&file).unwrap());
        let is_mod_rs = file.file_name().unwrap() == "mod.rs";
        let up = match (nested, is_mod_rs) {
            (false, _) => "super::",
            (true, true) => "super::",
            (true, false) => "super::super::",
        };
        if node == "mod" && !nested {
            continue;
        }
        let mut names = named_after(&code, &crate_path);
        if up == "super::super::" {
            // `super::super::x`: named_after skips the inner `super::`, so read it whole.
            names.extend(named_after(&code.replace("super::super::", "SUPER2::"), "SUPER2::"));
        } else {
            names.extend(named_after(&code, up));
        }
        for name in names {
            let to = if siblings.contains(&name) {
                name
            } else if let Some(file) = from_mod.get(&name) {
                file.clone()
            } else {
                continue; // an item of mod.rs, or a name from elsewhere
            };
            if to != node && g.contains_key(&to) {
                g.get_mut(&node).unwrap().insert(to);
            }
        }
    }
    g
}

/// Every folder of `src/` (relative paths).
fn folders() -> Vec<String> {
    fn walk(dir: &Path, rel: &str, out: &mut Vec<String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                let name = path.file_name().unwrap().to_str().unwrap();
                let r = if rel.is_empty() { name.to_string() } else { format!("{rel}/{name}") };
                out.push(r.clone());
                walk(&path, &r, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(&src_dir(), "", &mut out);
    out.sort();
    out
}

/// The cycles of `g`, one per strongly connected part of more than one node: the part's
/// nodes and a cycle through its first.
fn cycles(g: &BTreeMap<String, BTreeSet<String>>) -> Vec<(Vec<String>, Vec<String>)> {
    let reach = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(n) = todo.pop() {
            for m in g.get(&n).into_iter().flatten() {
                if seen.insert(m.clone()) {
                    todo.push(m.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> = g.keys().map(|k| (k, reach(k))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for k in g.keys() {
        if done.contains(k) || !reaches[k].contains(k) {
            continue;
        }
        let part: Vec<String> =
            g.keys().filter(|m| reaches[k].contains(*m) && reaches[*m].contains(k)).cloned().collect();
        done.extend(part.iter().cloned());
        out.push((part, cycle_through(g, k).unwrap()));
    }
    out
}

/// The pairs of files that name each other.
fn two_cycles(g: &BTreeMap<String, BTreeSet<String>>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (a, deps) in g {
        for b in deps {
            if a < b && g.get(b).is_some_and(|d| d.contains(a)) {
                out.push((a.clone(), b.clone()));
            }
        }
    }
    out
}

#[test]
fn the_files_inside_each_folder_but_the_listed_ones_depend_on_each_other_without_a_cycle() {
    let all = folders();
    assert!(all.iter().any(|f| f == "search") && all.iter().any(|f| f == "practice"), "{all:?}");
    let (mut parts, mut pairs) = (0, 0);
    let mut failures = Vec::new();
    for folder in &all {
        let g = folder_graph(folder);
        let found = cycles(&g);
        let two = two_cycles(&g);
        parts += found.len();
        pairs += two.len();
        for (part, cycle) in &found {
            println!("{folder}/: {} ({} files: {})", cycle.join(" -> "), part.len(), part.join(", "));
        }
        for (a, b) in &two {
            println!("{folder}/: two-cycle {a} <-> {b}");
        }
        if !FOLDERS_WITH_CYCLES.contains(&folder.as_str()) {
            for (_, cycle) in &found {
                failures.push(format!("{folder}/: {}", cycle.join(" -> ")));
            }
        }
    }
    println!("{parts} strongly connected groups of files in a cycle, {pairs} two-cycles, over {} folders", all.len());
    assert!(failures.is_empty(), "cycles among the files of a folder that must have none:\n{}", failures.join("\n"));
    for f in FOLDERS_WITH_CYCLES {
        assert!(all.iter().any(|a| a == f), "no folder {f}");
    }
}

/// The folder reader finds a sibling named through `super::`, a re-export of `mod.rs`, an
/// item `mod.rs` defines and `mod.rs`'s own paths, and leaves `super::super::` out.
#[test]
fn the_folder_reader_resolves_super_paths_and_re_exports() {
    let sib: BTreeSet<String> = ["mod", "rule", "engine", "window"].iter().map(|s| s.to_string()).collect();
    let re = reexports("pub use engine::{Engine, Procedure};\npub use window::Window;\nuse rule::Hidden;\n", &sib);
    assert_eq!(re.get("Procedure").map(String::as_str), Some("engine"));
    assert_eq!(re.get("Window").map(String::as_str), Some("window"));
    assert_eq!(re.get("Hidden"), None);
    let names = named_after(
        "use super::{rule::Rule, Window};\nfn f() { super::engine::x(); super::super::far::y(); }",
        "super::",
    );
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["Window", "engine", "rule"]);
    let g: BTreeMap<String, BTreeSet<String>> = [("a", vec!["b"]), ("b", vec!["a", "c"]), ("c", vec![])]
        .iter()
        .map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect()))
        .collect();
    assert_eq!(
        cycles(&g),
        [(vec!["a".to_string(), "b".to_string()], vec!["a".to_string(), "b".to_string(), "a".to_string()])]
    );
    assert_eq!(two_cycles(&g), [("a".to_string(), "b".to_string())]);
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
