//! Practice on UCT (`gametree::mcts::practice`) on seeded random trees with ties, negative
//! values and terminals at mixed depths: the selection computed from the statistics shown is
//! the path the run then takes, and N and W after the backpropagation are the run's; the
//! answers of the three wrong rules, computed here from their definitions, are diagnosed as
//! such and score less than full marks; an empty answer is diagnosed as nothing. A failure
//! prints the seed and the tree.

mod common;
mod program;

use common::{ctx, tree_for};
use gametree::chance::Exact;
use gametree::mcts::practice::{self, check_backup, check_selection, Given, MctsMistake, Moment};
use gametree::mcts::{Options, Uct};
use gametree::tree::{NodeId, Tree};
use program::{gametree, stderr, stdout};
use serde_json::Value;

/// The test's own UCB1 choice from the statistics: mean W/N (W from the standpoint of the
/// player choosing, or Max's everywhere under the perspective error), plus C·sqrt(ln N_p / N);
/// ties to the lowest index.
fn choose(t: &Tree, m: &Moment, p: NodeId, c: f64, maxs_standpoint: bool) -> NodeId {
    let (_, den) = m.range.units(m.range.lower);
    let np = m.stats.get(p).unwrap().n as f64;
    let mut best = None;
    let mut best_v = f64::NEG_INFINITY;
    for q in t.children(p) {
        let s = m.stats.get(q).unwrap();
        let units = if maxs_standpoint && !t.is_max(p) { u128::from(den) * u128::from(s.n) - s.units } else { s.units };
        let v = units as f64 / (u128::from(den) * u128::from(s.n)) as f64 + c * (np.ln() / s.n as f64).sqrt();
        if v > best_v {
            best_v = v;
            best = Some(q);
        }
    }
    best.unwrap()
}

fn path_by(t: &Tree, m: &Moment, c: f64, maxs: bool) -> Vec<NodeId> {
    let mut p = t.root();
    let mut out = Vec::new();
    while !t.is_terminal(p) && t.children(p).all(|q| m.stats.contains(q)) {
        p = choose(t, m, p, c, maxs);
        out.push(p);
    }
    out
}

/// Moments of seeded runs: each tree with a few numbers of iterations shown.
fn moments(seeds: std::ops::Range<u64>) -> impl Iterator<Item = (u64, Tree, Moment)> {
    seeds.flat_map(|seed| {
        let t = tree_for(seed);
        let size = t.len() as u64;
        [1, 3, size / 2 + 1, size + 5, 4 * size]
            .into_iter()
            .map(move |shown| {
                let o = Options {
                    seed: seed * 31 + shown,
                    c: [1.414, 0.5, 2.0][(seed % 3) as usize],
                    ..Options::default()
                };
                let m = practice::moment(&t, &o, shown).unwrap_or_else(|e| panic!("{}: {e}", ctx(seed, &t)));
                (seed, t.clone(), m)
            })
            .collect::<Vec<_>>()
    })
}

#[test]
fn the_selection_from_the_statistics_is_the_path_the_run_takes() {
    let mut nonempty = 0;
    for (seed, t, m) in moments(0..300) {
        let expected = practice::selection(&t, &m, None);
        assert_eq!(expected, m.next.selected, "{} after {}", ctx(seed, &t), m.shown);
        assert_eq!(path_by(&t, &m, m.c, false), expected, "{} after {}", ctx(seed, &t), m.shown);
        let f = check_selection(&t, &m, &expected);
        assert!(f.correct() && f.explained_by.is_empty(), "{}: the right answer", ctx(seed, &t));
        nonempty += usize::from(!expected.is_empty());
    }
    assert!(nonempty > 500, "too few moments with a selection ({nonempty})");
}

#[test]
fn n_and_w_after_backpropagation_are_the_runs() {
    for (seed, t, m) in moments(0..200) {
        // The run's statistics after the next iteration, from a fresh run of one more.
        let after = {
            let mut uct = Uct::new(
                &t,
                &Options { iterations: m.shown + 1, seed: m_seed(seed, m.shown), c: m.c, ..Options::default() },
            )
            .unwrap();
            for _ in 0..=m.shown {
                uct.iterate();
            }
            uct.stats().clone()
        };
        let (_, den) = m.range.units(m.range.lower);
        let expected = practice::backup(&t, &m, None).unwrap();
        assert_eq!(expected.len(), m.path(&t).len());
        let mut answer = Vec::new();
        for (p, nw) in &expected {
            let s = after.get(*p).unwrap();
            assert_eq!(nw.n, Exact::integer(s.n as i64), "{}: N at {}", ctx(seed, &t), t.dewey(*p));
            assert_eq!(
                nw.w,
                Exact::ratio(s.units as i64, den as i64).unwrap(),
                "{}: W at {}",
                ctx(seed, &t),
                t.dewey(*p)
            );
            // Given as a decimal rounded to three places: still right.
            let w3 = (nw.w.to_f64() * 1000.0).round() / 1000.0;
            answer.push((*p, Some(Given::Exact(nw.n)), Some(Given::Decimal(w3))));
        }
        let f = check_backup(&t, &m, &answer).unwrap();
        assert!(f.correct() && f.explained_by.is_empty(), "{}: the right answer", ctx(seed, &t));
    }
}

fn m_seed(seed: u64, shown: u64) -> u64 {
    seed * 31 + shown
}

#[test]
fn the_selection_mistakes_are_named_and_cost_marks() {
    let mut found = [0usize; 2];
    for (seed, t, m) in moments(0..300) {
        let right = practice::selection(&t, &m, None);
        for (i, (k, c, maxs)) in
            [(MctsMistake::Perspective, m.c, true), (MctsMistake::ExploitOnly, 0.0, false)].into_iter().enumerate()
        {
            let theirs = path_by(&t, &m, c, maxs);
            assert_eq!(practice::selection(&t, &m, Some(k)), theirs, "{}: {k:?}", ctx(seed, &t));
            if theirs != right && !theirs.is_empty() {
                found[i] += 1;
                let f = check_selection(&t, &m, &theirs);
                assert!(!f.correct(), "{}: {k:?} scored full marks", ctx(seed, &t));
                assert!(f.explained_by.contains(&k), "{}: {k:?} not named ({:?})", ctx(seed, &t), f.explained_by);
            }
        }
        let empty = check_selection(&t, &m, &[]);
        assert!(empty.explained_by.is_empty() && empty.score == 0, "{}: an empty answer", ctx(seed, &t));
    }
    assert!(found.iter().all(|&n| n > 10), "each mistake must differ from UCB1 on some moments: {found:?}");
}

#[test]
fn the_backpropagation_mistakes_are_named_and_cost_marks() {
    let mut found = [0usize; 2];
    for (seed, t, m) in moments(0..300) {
        let (units, den) = m.reward(&t);
        let r = Exact::ratio(units as i64, den as i64).unwrap();
        let path = m.path(&t);
        let answer = |k: MctsMistake| -> Vec<(NodeId, Option<Given>, Option<Given>)> {
            path.iter()
                .map(|&p| {
                    // The expanded position is not in the statistics shown: N = W = 0.
                    let s = m.stats.get(p).unwrap_or_default();
                    let (n, w) = (Exact::integer(s.n as i64), Exact::ratio(s.units as i64, den as i64).unwrap());
                    // Min chooses p: the reward in p's W is 1 - r, unless Max's is taken everywhere.
                    let own = match t.parent(p) {
                        Some(q) if !t.is_max(q) && k != MctsMistake::Perspective => Exact::integer(1).sub(r).unwrap(),
                        _ => r,
                    };
                    let (n, w) = match k {
                        MctsMistake::Swapped => (n.add(own).unwrap(), w.add(Exact::integer(1)).unwrap()),
                        _ => (n.add(Exact::integer(1)).unwrap(), w.add(own).unwrap()),
                    };
                    (p, Some(Given::Exact(n)), Some(Given::Exact(w)))
                })
                .collect()
        };
        let right = practice::backup(&t, &m, None).unwrap();
        for (i, k) in [MctsMistake::Perspective, MctsMistake::Swapped].into_iter().enumerate() {
            let a = answer(k);
            let differs =
                a.iter().zip(&right).any(|((_, n, w), (_, e))| !n.unwrap().matches(e.n) || !w.unwrap().matches(e.w));
            if differs {
                found[i] += 1;
                let f = check_backup(&t, &m, &a).unwrap();
                assert!(!f.correct(), "{}: {k:?} scored full marks", ctx(seed, &t));
                assert!(f.explained_by.contains(&k), "{}: {k:?} not named ({:?})", ctx(seed, &t), f.explained_by);
            }
        }
        let empty = check_backup(&t, &m, &[]).unwrap();
        assert!(empty.explained_by.is_empty() && empty.score == 0, "{}: an empty answer", ctx(seed, &t));
    }
    assert!(found.iter().all(|&n| n > 10), "each mistake must differ from the rule on some moments: {found:?}");
}

#[test]
fn numbers_are_read_exactly_or_to_three_places_and_bad_ones_are_named() {
    let w = Exact::ratio(7, 18).unwrap();
    assert!(Given::parse("7/18").unwrap().matches(w));
    assert!(Given::parse(" 14/36 ").unwrap().matches(w));
    assert!(Given::parse("0.389").unwrap().matches(w));
    assert!(!Given::parse("0.39").unwrap().matches(w));
    assert!(!Given::parse("7/19").unwrap().matches(w));
    for bad in ["", "x", "1/0", "NaN", "inf", "1e999", "1/-2", "3/"] {
        let e = Given::parse(bad).unwrap_err().to_string();
        assert!(e.contains(bad.trim()), "'{bad}': {e}");
    }
}

#[test]
fn a_position_off_the_path_is_refused_by_name() {
    let t = gametree::notation::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
    let m = practice::moment(&t, &Options::default(), 6).unwrap();
    let off = t.terminals_in_order().find(|p| !m.path(&t).contains(p)).unwrap();
    let e = check_backup(&t, &m, &[(off, None, None)]).unwrap_err().to_string();
    assert!(e.contains(&t.dewey(off).to_string()), "{e}");
}

/// The CLI's door: `gametree mcts TREE --practice select|backup`. The solution checks as
/// full marks; the perspective error's and the exploitation-only answers, computed by the
/// library, are named; an empty answer is named nothing; a bad answer is a usage error
/// that says where.
#[test]
fn the_cli_asks_solves_and_diagnoses() {
    let mut named = std::collections::HashSet::new();
    for seed in 0..40u64 {
        let t = tree_for(seed);
        if t.is_terminal(t.root()) {
            continue;
        }
        let text = gametree::notation::print(&t);
        let shown = t.len() as u64 + 3;
        let args = |task: &str, extra: &[&str]| -> Value {
            let s = seed.to_string();
            let k = shown.to_string();
            let mut a = vec!["mcts", text.as_str(), "--practice", task, "--shown", &k, "--seed", &s];
            a.extend_from_slice(extra);
            let o = gametree(&a);
            assert!(o.status.success(), "{}: {}", ctx(seed, &t), stderr(&o));
            serde_json::from_str(&stdout(&o)).unwrap()
        };
        let m = practice::moment(&t, &Options { seed, ..Options::default() }, shown).unwrap();
        for task in ["select", "backup"] {
            let sol = args(task, &["--solution"])["solution"].to_string();
            let c = &args(task, &["--answer", &sol])["check"];
            assert_eq!(c["correct"], true, "{} {task}: {c}", ctx(seed, &t));
            assert_eq!(c["score"], c["total"], "{} {task}: {c}", ctx(seed, &t));
        }
        let right = practice::selection(&t, &m, None);
        for k in [MctsMistake::Perspective, MctsMistake::ExploitOnly] {
            let theirs = practice::selection(&t, &m, Some(k));
            if theirs == right || theirs.is_empty() {
                continue;
            }
            let a = serde_json::json!({"selected": theirs.iter().map(|&p| t.dewey(p).to_string()).collect::<Vec<_>>()})
                .to_string();
            let c = &args("select", &["--answer", &a])["check"];
            assert_eq!(c["correct"], false, "{}: {c}", ctx(seed, &t));
            assert!(
                c["diagnosis"].as_array().unwrap().iter().any(|d| d["id"] == k.id()),
                "{}: {k:?} {c}",
                ctx(seed, &t)
            );
            named.insert(k.id());
        }
        let c = &args("select", &["--answer", r#"{"selected": []}"#])["check"];
        assert_eq!(c["diagnosis"], serde_json::json!([]), "{}: {c}", ctx(seed, &t));
    }
    assert_eq!(named.len(), 2, "both selection mistakes named on some tree: {named:?}");
    let t = "((3 12 8) (2 4 6) (14 5 2))";
    for (answer, says) in [
        ("{", "not an answer"),
        (r#"{"selected": ["9"]}"#, "9"),
        (r#"{"nodes": {"": {"n": "x"}}}"#, "'x'"),
        (r#"{"nodes": {"2.1": {"n": 1}}}"#, "not on the path"),
        (r#"{"selected": [], "extra": 1}"#, "extra"),
        (r#"{"nodes": {"": {"n": 1}}, "selected": []}"#, "backup task's answer"),
    ] {
        let task = if answer.contains("nodes") { "backup" } else { "select" };
        let o = gametree(&["mcts", t, "--practice", task, "--answer", answer]);
        assert_eq!(o.status.code(), Some(2), "{answer}: {}", stdout(&o));
        assert!(stderr(&o).contains(says), "{answer}: {}", stderr(&o));
    }
}

/// The work of one question is bounded (`exercise::MAX_WORK`: the iterations shown and the
/// next, each at most height + 1 steps): on trees of random heights through the program, the
/// most the bound allows is answered and one more is refused, naming the bound, what was
/// asked and the most this tree allows.
#[test]
fn a_question_over_the_work_bound_is_refused_saying_what_and_how_much() {
    use gametree::mcts::exercise::MAX_WORK;
    use rand::{Rng, SeedableRng};
    for seed in 0..6u64 {
        let mut r = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let height: u64 = r.random_range(11..=300);
        let mut text = "0".to_string();
        for k in 0..height {
            text = if r.random_bool(0.5) { format!("({} {text})", k % 7) } else { format!("({text} {})", k % 7) };
        }
        let most = MAX_WORK / (height + 1) - 1;
        let shown = most.to_string();
        let o = gametree(&["mcts", &text, "--practice", "select", "--shown", &shown]);
        assert!(o.status.success(), "seed {seed}, height {height}: {}", stderr(&o));
        let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
        assert_eq!(v["question"]["shown"], most, "seed {seed}");
        let over = (most + 1).to_string();
        let o = gametree(&["mcts", &text, "--practice", "backup", "--shown", &over]);
        assert!(!o.status.success(), "seed {seed}, height {height}: {} iterations answered", most + 1);
        let e = stderr(&o);
        let work = (most + 2) * (height + 1);
        for part in [
            format!("shown: {over} iterations and the next on a tree of height {height} are {work} steps"),
            format!("more than the {MAX_WORK}"),
            format!("show at most {most} iterations"),
        ] {
            assert!(e.contains(&part), "seed {seed}: {e} lacks {part}");
        }
    }
}
