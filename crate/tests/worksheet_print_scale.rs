//! A worksheet prints its values at 7 pt or more (`gametree worksheet`, as a user runs it):
//! a height-4 degree-3 exercise (81 terminals), drawn in one figure scaled to the line, had
//! its values at about 3 pt. Read from the LaTeX alone (no TeX is needed): every figure is
//! scaled by a factor written out, the values' type (`font=\small`, 9 pt in a 10 pt article)
//! times that factor is 7 pt or more wherever terminals are drawn, each figure's terminals
//! side by side at the node size and spacing the document sets fit the line of the page it
//! sets, and the figures together hold the whole tree. The heading names the task and the
//! procedure, not the exercise's text.

mod forest;
mod program;

use forest::{assembled, forests_of, Node};
use gametree::practice::ExerciseSpec;
use program::{gametree, stderr, stdout};

const SPEC: &str = "values.F2.s123.d3h4.random.v-9..9";

/// A `key=NUMBERunit` setting in the LaTeX (`minimum size=1.7em`), as a number.
fn setting(tex: &str, key: &str, unit: &str) -> f64 {
    let at = tex.find(&format!("{key}=")).unwrap_or_else(|| panic!("{key} is set"));
    let rest = &tex[at + key.len() + 1..];
    let end = rest.find(unit).unwrap_or_else(|| panic!("{key} in {unit}"));
    rest[..end].parse().unwrap_or_else(|_| panic!("{key}: '{}'", &rest[..end]))
}

fn leaves(n: &Node) -> usize {
    if n.children.is_empty() {
        usize::from(!n.options.contains("gt stub="))
    } else {
        n.children.iter().map(leaves).sum()
    }
}

fn count(n: &Node) -> usize {
    1 + n.children.iter().map(count).sum::<usize>()
}

/// The line of the page the document sets up (`margin=2cm` on A4, the narrower of A4 and
/// US letter), in points.
fn line_pt(tex: &str) -> f64 {
    assert!(tex.contains("\\usepackage[margin=2cm]{geometry}"), "the page's margins are set");
    (210.0 - 40.0) / 25.4 * 72.27
}

/// The checks above on worksheet `tex` of exercise `spec`; `split`: whether it takes more than one figure.
fn check(tex: &str, spec: &str, terminals: usize, split: bool) {
    assert!(tex.starts_with("\\documentclass{article}"), "a 10 pt article: \\small is 9 pt");
    assert!(tex.contains("font=\\small"), "the values' type is \\small");
    let type_pt = 9.0;
    let em = 10.0; // the sizes in em are read in the article's 10 pt type (the larger reading)
    let node =
        setting(tex, "minimum size", "em").max(setting(&tex[tex.find("gt min").unwrap()..], "minimum size", "em")) * em;
    let sep = setting(tex, "s sep", "em") * em;
    let line = line_pt(tex);
    let scales: Vec<f64> = tex
        .match_indices("\\scalebox{")
        .map(|(i, _)| {
            let rest = &tex[i + "\\scalebox{".len()..];
            rest[..rest.find('}').unwrap()].parse::<f64>().unwrap()
        })
        .collect();
    let figures = forests_of(tex);
    assert_eq!(scales.len(), figures.len(), "every figure is scaled by a stated factor");
    assert_eq!(figures.len() > 1, split, "{terminals} terminals: split into figures");
    for (f, s) in figures.iter().zip(&scales) {
        let n = leaves(f);
        if n > 0 {
            assert!(type_pt * s >= 7.0, "values at {:.1} pt (scale {s})", type_pt * s);
        }
        let width = n as f64 * node + n.saturating_sub(1) as f64 * sep;
        assert!(
            width * s <= line + 0.5,
            "a figure of {n} terminals is {:.0} pt wide at scale {s}, the line {line:.0} pt",
            width * s
        );
    }
    let whole = assembled(tex);
    let tree = ExerciseSpec::parse(spec).unwrap().tree().unwrap();
    assert_eq!(count(&whole), tree.len(), "every position is drawn");
    assert_eq!(leaves(&whole), terminals);
}

#[test]
fn a_height_4_degree_3_exercise_prints_its_values_at_7_pt_or_more() {
    for solution in [false, true] {
        let mut args = vec!["worksheet", SPEC, "--standalone"];
        if solution {
            args.push("--solution");
        }
        let o = gametree(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        let tex = stdout(&o);
        check(&tex, SPEC, 81, true);
        let heading = tex.lines().find(|l| l.starts_with("\\section*{")).expect("a heading");
        assert_eq!(heading, "\\section*{Exercise: the values returned --- F2 (Knuth \\& Moore 1975)}");
        assert!(!heading.contains(SPEC), "the exercise's text is not the heading");
    }
}

#[test]
fn a_tree_that_fits_at_7_pt_stays_one_figure() {
    let spec = "values.F2.s123.d3h3.random.v-9..9";
    let o = gametree(&["worksheet", spec, "--standalone", "--solution"]);
    assert!(o.status.success(), "{}", stderr(&o));
    check(&stdout(&o), spec, 27, false);
}
