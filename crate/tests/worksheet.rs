//! Worksheets (`gametree worksheet`, LaTeX with `forest`): the LaTeX parses back, structurally, into the tree it was
//! made from — one `[content, options ...]` node per position, brackets balanced, Max
//! squares and Min circles — and the solution marks exactly the positions not examined.

mod common;

use common::{ctx, tree_for};
use gametree::practice::ExerciseSpec;
use gametree::record::Status;
use gametree::tree::Tree;
use gametree::worksheet::{escape, exercise_worksheet, worksheet, WorksheetOptions};

/// A forest node read back: its content, its options, its children.
#[derive(Debug)]
struct Node {
    content: String,
    options: String,
    children: Vec<Node>,
}

/// Reads a forest bracket tree: `[{content}, options [child]...]`. Braces inside options
/// are kept balanced; an error says where.
fn parse_node(s: &[u8], i: &mut usize) -> Result<Node, String> {
    skip_ws(s, i);
    if s.get(*i) != Some(&b'[') {
        return Err(format!("offset {}: expected '['", *i));
    }
    *i += 1;
    if s.get(*i) != Some(&b'{') {
        return Err(format!("offset {}: a node's content is braced", *i));
    }
    let content = braced(s, i)?;
    let mut options = String::new();
    let mut children = Vec::new();
    loop {
        match s.get(*i) {
            None => return Err("unbalanced: the input ends inside a node".into()),
            Some(b']') => {
                *i += 1;
                return Ok(Node { content, options, children });
            }
            Some(b'[') => children.push(parse_node(s, i)?),
            Some(b'{') => options.push_str(&format!("{{{}}}", braced(s, i)?)),
            Some(&c) => {
                options.push(c as char);
                *i += 1;
            }
        }
    }
}

fn braced(s: &[u8], i: &mut usize) -> Result<String, String> {
    let start = *i + 1;
    let mut depth = 0;
    while let Some(&c) = s.get(*i) {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    *i += 1;
                    return Ok(String::from_utf8_lossy(&s[start..*i - 1]).into_owned());
                }
            }
            b'\\' => *i += 1,
            _ => {}
        }
        *i += 1;
    }
    Err("unbalanced braces".into())
}

fn skip_ws(s: &[u8], i: &mut usize) {
    while s.get(*i).is_some_and(|c| c.is_ascii_whitespace()) {
        *i += 1;
    }
}

/// The forest environment's bracket tree.
fn forest_of(tex: &str) -> Node {
    let start = tex.find("\\begin{forest}").expect("a forest environment") + "\\begin{forest}".len();
    let end = tex.find("\\end{forest}").expect("closed");
    let body = &tex[start..end];
    let at = body.find('[').expect("a root node");
    assert_eq!(body[..at].trim(), "gt tree", "only the style before the root");
    let mut i = 0;
    let s = &body.as_bytes()[at..];
    let n = parse_node(s, &mut i).unwrap_or_else(|e| panic!("{e}\n{body}"));
    assert!(body[at + i..].trim().is_empty(), "nothing after the root node: {}", &body[at + i..]);
    n
}

/// Walks the read-back tree beside `t`, breadth-first ids by preorder matching.
fn same_shape(t: &Tree, p: u32, n: &Node, visit: &mut dyn FnMut(u32, &Node)) {
    assert_eq!(n.children.len() as u32, t.degree(p), "position {}", t.dewey(p));
    assert!(n.options.contains(if t.is_max(p) { "gt max" } else { "gt min" }), "{}: {}", t.dewey(p), n.options);
    if t.is_terminal(p) {
        assert_eq!(n.content, format!("${}$", t.value(p)));
    }
    visit(p, n);
    for (c, m) in t.children(p).zip(&n.children) {
        same_shape(t, c, m, visit);
    }
}

#[test]
fn a_worksheet_parses_back_into_its_tree_with_and_without_the_solution() {
    for seed in 0..120u64 {
        let t = tree_for(seed);
        if t.len() > 2000 {
            continue;
        }
        for solution in [false, true] {
            let o = WorksheetOptions { solution, dewey: seed % 2 == 0, ..WorksheetOptions::default() };
            let tex = worksheet(&t, &o).unwrap();
            let root = forest_of(&tex);
            let r = gametree::procedures::find("F2").unwrap().run(&t, &Default::default()).unwrap();
            let mut nodes = 0;
            same_shape(&t, t.root(), &root, &mut |p, n| {
                nodes += 1;
                let pruned = r.status[p as usize] != Status::Examined;
                assert_eq!(n.options.contains("gt pruned"), solution && pruned, "{} {}", t.dewey(p), ctx(seed, &t));
                let cut_root = pruned && t.parent(p).is_some_and(|q| r.status[q as usize] == Status::Examined);
                assert_eq!(n.options.contains("gt cut"), solution && cut_root);
                if !t.is_terminal(p) {
                    assert_eq!(n.content.is_empty(), !solution || pruned, "{}: '{}'", t.dewey(p), n.content);
                }
            });
            assert_eq!(nodes, t.len());
        }
    }
}

#[test]
fn bounds_show_as_at_least_and_at_most() {
    let t = gametree::examples::pi_tree();
    let tex = worksheet(&t, &WorksheetOptions { solution: true, ..WorksheetOptions::default() }).unwrap();
    assert!(tex.contains("$\\geq ") && tex.contains("$\\leq "));
    assert!(!tex.contains("\\documentclass"));
    let doc = worksheet(&t, &WorksheetOptions { standalone: true, ..WorksheetOptions::default() }).unwrap();
    assert!(doc.starts_with("\\documentclass{article}") && doc.contains("\\usepackage{forest}"));
    assert!(doc.trim_end().ends_with("\\end{document}"));
}

#[test]
fn user_text_is_escaped() {
    assert_eq!(
        escape(r"a_b & 50% {x} $y$ #1 ^ ~ \"),
        r"a\_b \& 50\% \{x\} \$y\$ \#1 \textasciicircum{} \textasciitilde{} \textbackslash{}"
    );
    let t = gametree::notation::parse("(1 2)").unwrap();
    let o = WorksheetOptions { title: Some("\\input{/etc/passwd} }".into()), ..WorksheetOptions::default() };
    let tex = worksheet(&t, &o).unwrap();
    assert!(tex.contains("\\textbackslash{}input\\{/etc/passwd\\} \\}"), "{tex}");
    assert!(!tex.contains("\\input{/etc"));
}

#[test]
fn an_exercise_worksheet_names_its_exercise_and_labels_positions() {
    let spec = ExerciseSpec::parse("prune.F2.s123.d3h3.good.v-9..9").unwrap();
    let tex = exercise_worksheet(&spec, false, true).unwrap();
    assert!(tex.contains("\\section*{Exercise: mark the cutoffs}"), "{tex}");
    assert!(tex.contains("{\\small\\texttt{prune.F2.s123.d3h3.good.v-9..9}}"), "{tex}");
    assert!(tex.contains("left:2.1") && tex.contains("below:2.1.3"));
    let n = forest_of(&tex);
    same_shape(&spec.tree().unwrap(), 0, &n, &mut |_, _| {});
}

#[test]
fn too_large_trees_are_refused() {
    let t = gametree::generate::iid(4, 6, 0, 9, 1, Default::default()).unwrap();
    let e = worksheet(&t, &WorksheetOptions::default()).unwrap_err().to_string();
    assert!(e.contains("at most 2000 positions"), "{e}");
}

/// With a LaTeX installed (`pdflatex` on the PATH), a worksheet with its solution compiles;
/// without one the test says so and checks nothing more.
#[test]
fn a_worksheet_compiles_with_pdflatex_when_one_is_installed() {
    let Ok(v) = std::process::Command::new("pdflatex").arg("--version").output() else {
        eprintln!("pdflatex not found: compile check skipped");
        return;
    };
    assert!(v.status.success());
    let dir = std::env::temp_dir().join(format!("gametree-worksheet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let spec = ExerciseSpec::parse("values.F2.s42.d2h4.random.v-9..9").unwrap();
    for (name, solution) in [("plain", false), ("solution", true)] {
        let tex = exercise_worksheet(&spec, solution, true).unwrap();
        std::fs::write(dir.join(format!("{name}.tex")), tex).unwrap();
        let o = std::process::Command::new("pdflatex")
            .args(["-interaction=nonstopmode", "-halt-on-error", &format!("{name}.tex")])
            .current_dir(&dir)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
        assert!(dir.join(format!("{name}.pdf")).exists());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
