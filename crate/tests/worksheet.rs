//! Worksheets (`gametree worksheet`, LaTeX with `forest`): the LaTeX parses back, structurally, into the tree it was
//! made from — one `[content, options ...]` node per position, brackets balanced, Max
//! squares and Min circles — and the solution marks exactly the positions not examined.

mod common;
mod forest;

use common::{ctx, tree_for};
use forest::{assembled, forest_of, Node};
use gametree::practice::ExerciseSpec;
use gametree::record::Status;
use gametree::tree::Tree;
use gametree::worksheet::{
    escape, exercise_sheet, exercise_worksheet, solution_message, worksheet, ExerciseSheet, WorksheetOptions,
};

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
            let root = assembled(&tex);
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
    // The heading says what to do and with which procedure; the exercise's text is small print.
    assert!(tex.contains("\\section*{Exercise: mark the cutoffs --- F2 (Knuth \\& Moore 1975)}"), "{tex}");
    assert!(tex.contains("{\\small\\texttt{prune.F2.s123.d3h3.good.v-9..9}}"), "{tex}");
    assert!(tex.contains("left:2.1") && tex.contains("below:2.1.3"));
    let n = forest_of(&tex);
    same_shape(&spec.tree().unwrap(), 0, &n, &mut |_, _| {});
}

#[test]
fn a_sheet_takes_its_words_in_the_readers_language() {
    // A tree of degree 3 and height 4 is split into parts (a top and one figure per subtree).
    let t = gametree::generate::iid(3, 4, -9, 9, 7, Default::default()).unwrap();
    let english =
        worksheet(&t, &WorksheetOptions { solution: true, standalone: true, ..WorksheetOptions::default() }).unwrap();
    assert!(
        english.contains("{\\small Subtree 1:}") && english.contains("\\noindent Solution (F2): the value is $"),
        "{english}"
    );
    let msg = solution_message(&t, &WorksheetOptions::default()).unwrap();
    assert_eq!(msg.id, "practice-sheet-solution");
    let o = WorksheetOptions {
        solution: true,
        standalone: true,
        subtree_label: Some("Poddrzewo".into()),
        solution_text: Some("Rozwiązanie (F2): wartość −3, okno (−∞, +∞); 10% & {x}".into()),
        ..WorksheetOptions::default()
    };
    let tex = worksheet(&t, &o).unwrap();
    assert!(tex.contains("{\\small Poddrzewo 1:}"), "{tex}");
    // Escaped, with the typeset minus and infinity in math mode (pdflatex's text fonts have neither).
    assert!(
        tex.contains("\\noindent Rozwiązanie (F2): wartość $-$3, okno ($-$$\\infty$, +$\\infty$); 10\\% \\& \\{x\\}"),
        "{tex}"
    );
    assert!(!tex.contains("Subtree") && !tex.contains("Solution ("), "{tex}");
    assert!(tex.contains("\\usepackage[T1]{fontenc}"));
    // The same sheet otherwise: the drawings do not change with the words.
    assert_eq!(assembled(&tex), assembled(&english));
    // An exercise's sheet takes its title and statement too.
    let spec = ExerciseSpec::parse("prune.F2.s123.d3h3.good.v-9..9").unwrap();
    let sheet = ExerciseSheet {
        standalone: true,
        title: Some("Aufgabe: die Schnitte markieren — F2".into()),
        statement: Some("Markieren Sie jeden Teilbaum, den F2 überspringt.".into()),
        ..ExerciseSheet::default()
    };
    let tex = exercise_sheet(&spec, &sheet).unwrap();
    assert!(tex.contains("\\section*{Aufgabe: die Schnitte markieren — F2}"), "{tex}");
    assert!(tex.contains("Markieren Sie jeden Teilbaum, den F2 überspringt."), "{tex}");
    assert!(!tex.contains("Exercise"), "{tex}");
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
