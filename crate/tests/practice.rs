//! Practice tasks (prune, values, window, next, order): the expected answer, submitted, scores total/total; a
//! perturbed answer is caught exactly where it was changed; the prune answer on K&M's
//! Fig. 1 tree against an independent alpha-beta; the window task against the aspiration
//! search; exercises deterministic from their spec and round-tripping through the text.

mod common;

use common::{ctx, tree_for, window_for};
use gametree::aspiration::aspiration;
use gametree::practice::{
    self, Answer, ExerciseSet, ExerciseSpec, NextAnswer, Num, OrderAnswer, PracticeOptions, PruneAnswer, Task,
    ValuesAnswer, View, WindowAnswer,
};
use gametree::record::Value;
use gametree::tree::{NodeId, Tree};
use gametree::{Score, Window};

fn opts() -> PracticeOptions {
    PracticeOptions::default()
}

fn full_marks(t: &Tree, task: Task, proc: &str, o: &PracticeOptions, seed: u64) {
    let want = practice::expected(t, task, proc, o).unwrap_or_else(|e| panic!("{task} {proc}: {e}; {}", ctx(seed, t)));
    let c = practice::check(t, task, proc, o, &want).unwrap();
    assert!(
        c.correct && c.score == c.total && c.missed.is_empty() && c.wrong.is_empty(),
        "{task} {proc}: the expected answer {want:?} scores {c:?}; {}",
        ctx(seed, t)
    );
    assert!(c.feedback.iter().all(|f| !f.sentence.is_empty()));
}

#[test]
fn the_expected_answer_scores_full_marks_on_random_trees() {
    for seed in 0..150u64 {
        let t = tree_for(seed);
        for proc in ["F2", "F1", "F0", "alphabeta", "pvs", "sss", "mn-alphabeta"] {
            full_marks(&t, Task::Prune, proc, &opts(), seed);
        }
        for proc in ["F2", "F1", "F0", "alphabeta", "scout"] {
            for view in [View::Minimax, View::Negamax] {
                full_marks(&t, Task::Values, proc, &PracticeOptions { view, ..opts() }, seed);
            }
        }
        let (a, b) = window_for(seed, &t);
        if (a, b) != (Score::NEG_INF, Score::INF) {
            let o = PracticeOptions { alpha: Some(a), beta: Some(b), ..opts() };
            for proc in ["F2", "F1", "alphabeta", "falphabeta", "branch-and-bound"] {
                match practice::expected(&t, Task::Window, proc, &o) {
                    Ok(_) => full_marks(&t, Task::Window, proc, &o, seed),
                    // Only beta bounds F1 and branch-and-bound.
                    Err(e) => assert!(b == Score::INF && e.to_string().contains("finite beta"), "{proc}: {e}"),
                }
            }
        }
        if t.len() > 1 {
            for step in [0, 3, 7] {
                let o = PracticeOptions { step, ..opts() };
                if practice::expected(&t, Task::Next, "F2", &o).is_ok() {
                    full_marks(&t, Task::Next, "F2", &o, seed);
                }
            }
        }
        if t.len() <= 200 {
            full_marks(&t, Task::Order, "F2", &opts(), seed);
        }
    }
}

/// The cut-off roots by an alpha-beta written here from K&M (9), independently of the
/// crate: F2(p, alpha, beta) with m := alpha, cut when m >= beta.
fn independent_f2(t: &Tree, p: NodeId, alpha: i64, beta: i64, seen: &mut Vec<bool>) -> i64 {
    seen[p as usize] = true;
    if t.is_terminal(p) {
        return if t.is_max(p) { t.value(p) } else { -t.value(p) };
    }
    let mut m = alpha;
    for c in t.children(p) {
        let v = -independent_f2(t, c, -beta, -m, seen);
        if v > m {
            m = v;
        }
        if m >= beta {
            break;
        }
    }
    m
}

fn independent_cut_roots(t: &Tree) -> Vec<String> {
    let mut seen = vec![false; t.len()];
    independent_f2(t, t.root(), -1_000_000, 1_000_000, &mut seen);
    t.preorder()
        .filter(|&p| !seen[p as usize] && t.parent(p).is_some_and(|q| seen[q as usize]))
        .map(|p| t.dewey(p).to_string())
        .collect()
}

#[test]
fn the_pi_tree_prune_answer_matches_an_independent_alpha_beta() {
    let t = gametree::examples::pi_tree();
    let Answer::Prune(a) = practice::expected(&t, Task::Prune, "F2", &opts()).unwrap() else { panic!() };
    assert_eq!(a.pruned, independent_cut_roots(&t));
    assert!(!a.pruned.is_empty());
    // And on random trees too.
    for seed in 0..200u64 {
        let t = tree_for(seed);
        let Answer::Prune(a) = practice::expected(&t, Task::Prune, "F2", &opts()).unwrap() else { panic!() };
        assert_eq!(a.pruned, independent_cut_roots(&t), "{}", ctx(seed, &t));
    }
}

#[test]
fn a_missing_or_extra_mark_is_caught_exactly_there() {
    let mut tested = 0;
    for seed in 0..150u64 {
        let t = tree_for(seed);
        let Answer::Prune(a) = practice::expected(&t, Task::Prune, "F2", &opts()).unwrap() else { panic!() };
        if let Some(first) = a.pruned.first() {
            let mut less = a.clone();
            less.pruned.remove(0);
            let c = practice::check(&t, Task::Prune, "F2", &opts(), &Answer::Prune(less)).unwrap();
            assert!(!c.correct, "{}", ctx(seed, &t));
            assert_eq!(c.missed.iter().map(|d| d.to_string()).collect::<Vec<_>>(), vec![first.clone()]);
            assert!(c.wrong.is_empty());
            assert_eq!((c.score + 1, c.total), (a.pruned.len() as u32, a.pruned.len() as u32));
            tested += 1;
        }
        // An examined terminal marked: wrong there and nowhere else.
        let r = gametree::procedures::find("F2").unwrap().run(&t, &Default::default()).unwrap();
        if let Some(p) = t.preorder().find(|&p| t.is_terminal(p) && p != t.root() && r.examined()[p as usize]) {
            let mut more = a.clone();
            more.pruned.push(t.dewey(p).to_string());
            let c = practice::check(&t, Task::Prune, "F2", &opts(), &Answer::Prune(more)).unwrap();
            assert_eq!(c.wrong, vec![t.dewey(p)], "{}", ctx(seed, &t));
            assert!(c.missed.is_empty() && !c.correct);
            // A wrong mark takes a point back (right less wrong, never below 0): "n of n"
            // means all right.
            assert_eq!(c.score, c.total.saturating_sub(1), "{}", ctx(seed, &t));
        }
    }
    assert!(tested > 50);
}

#[test]
fn marking_a_whole_pruned_subtree_is_as_right_as_marking_its_root() {
    let t = gametree::examples::pi_tree();
    let Answer::Prune(a) = practice::expected(&t, Task::Prune, "F2", &opts()).unwrap() else { panic!() };
    let r = gametree::procedures::find("F2").unwrap().run(&t, &Default::default()).unwrap();
    let all: Vec<String> =
        t.preorder().filter(|&p| !r.examined()[p as usize]).map(|p| t.dewey(p).to_string()).collect();
    assert!(all.len() > a.pruned.len());
    let c = practice::check(&t, Task::Prune, "F2", &opts(), &Answer::Prune(PruneAnswer { pruned: all })).unwrap();
    assert!(c.correct && c.score == c.total, "{c:?}");
    // A position below a cut-off root, without the root: the root is missed, the mark is
    // wrong and says where the cut is.
    let root = &a.pruned[0];
    let q = t.position(root).unwrap();
    if !t.is_terminal(q) {
        let below = format!("{root}.1");
        let c = practice::check(
            &t,
            Task::Prune,
            "F2",
            &opts(),
            &Answer::Prune(PruneAnswer { pruned: vec![below.clone()] }),
        )
        .unwrap();
        assert!(c.missed.iter().any(|d| d.to_string() == *root));
        let f = c.feedback.iter().find(|f| f.position.to_string() == below).unwrap();
        assert!(f.sentence.contains(&format!("mark position {root}")), "{}", f.sentence);
    }
}

#[test]
fn prune_feedback_names_the_cutoff_its_kind_and_whose_bound_it_was() {
    let t = gametree::examples::pi_tree();
    let want = practice::expected(&t, Task::Prune, "F2", &opts()).unwrap();
    let c = practice::check(&t, Task::Prune, "F2", &opts(), &want).unwrap();
    let r = gametree::procedures::find("F2").unwrap().run(&t, &Default::default()).unwrap();
    for f in &c.feedback {
        let p = t.find(&f.position).unwrap();
        let cut = r.cutoffs.iter().find(|x| x.skipped.contains(&p)).expect("a cut-off root was skipped by a cutoff");
        let kind = match cut.kind {
            gametree::record::CutKind::Shallow => "shallow",
            gametree::record::CutKind::Deep => "deep",
            _ => "window",
        };
        assert!(f.sentence.contains(kind), "{}", f.sentence);
        match cut.from {
            Some(0) => assert!(f.sentence.contains("the root (Max)"), "{}", f.sentence),
            Some(from) => assert!(f.sentence.contains(&format!("position {} (", t.dewey(from))), "{}", f.sentence),
            None => assert!(f.sentence.contains("root window"), "{}", f.sentence),
        }
    }
    assert!(c.feedback.iter().any(|f| f.sentence.contains("deep cutoff")), "Fig. 1 has deep cutoffs");
}

#[test]
fn a_changed_value_or_a_wrong_bound_kind_is_caught_exactly_there() {
    let mut bounds_tested = 0;
    for seed in 0..150u64 {
        let t = tree_for(seed);
        for view in [View::Minimax, View::Negamax] {
            let o = PracticeOptions { view, ..opts() };
            let Answer::Values(a) = practice::expected(&t, Task::Values, "F2", &o).unwrap() else { panic!() };
            let Some((k, v)) = a.values.iter().next().map(|(k, v)| (k.clone(), *v)) else { continue };
            let mut changed = a.clone();
            changed.values.insert(k.clone(), Num(Value(v.0 .0 + 1.0)));
            let c = practice::check(&t, Task::Values, "F2", &o, &Answer::Values(changed)).unwrap();
            assert_eq!(c.wrong.iter().map(|d| d.to_string()).collect::<Vec<_>>(), vec![k.clone()], "{}", ctx(seed, &t));
            assert!(c.missed.is_empty());
            // A wrong bound kind where the answer is a bound.
            if let Some((k, b)) = a.bounds.iter().find(|(_, b)| *b != "exact") {
                let mut flipped = a.clone();
                flipped.bounds.insert(k.clone(), if b == "lower" { "upper".into() } else { "lower".into() });
                let c = practice::check(&t, Task::Values, "F2", &o, &Answer::Values(flipped)).unwrap();
                assert_eq!(c.wrong.iter().map(|d| d.to_string()).collect::<Vec<_>>(), vec![k.clone()]);
                let f = c.feedback.iter().find(|f| f.position.to_string() == *k).unwrap();
                assert!(f.sentence.contains("K&M (9)"), "{}", f.sentence);
                bounds_tested += 1;
            }
            // One value left out: missed there.
            let mut less = a.clone();
            less.values.remove(&k);
            let c = practice::check(&t, Task::Values, "F2", &o, &Answer::Values(less)).unwrap();
            assert_eq!(c.missed.iter().map(|d| d.to_string()).collect::<Vec<_>>(), vec![k.clone()]);
        }
    }
    assert!(bounds_tested > 20, "{bounds_tested}");
}

#[test]
fn minimax_and_negamax_views_differ_by_sign_and_bound_at_min_positions() {
    let t = gametree::examples::pi_tree();
    let get = |view| match practice::expected(&t, Task::Values, "F2", &PracticeOptions { view, ..opts() }).unwrap() {
        Answer::Values(a) => a,
        _ => panic!(),
    };
    let (mx, ng) = (get(View::Minimax), get(View::Negamax));
    let mut min_positions = 0;
    for (k, v) in &mx.values {
        let p = t.position(k).unwrap();
        let w = ng.values[k];
        if t.is_max(p) {
            assert_eq!(v, &w);
            assert_eq!(mx.bounds[k], ng.bounds[k]);
        } else {
            min_positions += 1;
            assert_eq!(v.0 .0, -w.0 .0);
            let flip = |b: &str| {
                match b {
                    "lower" => "upper",
                    "upper" => "lower",
                    x => x,
                }
                .to_string()
            };
            assert_eq!(mx.bounds[k], flip(&ng.bounds[k]));
        }
    }
    assert!(min_positions > 0);
}

#[test]
fn the_window_task_agrees_with_the_aspiration_search() {
    for seed in 0..200u64 {
        let t = tree_for(seed);
        let (a, b) = window_for(seed, &t);
        if (a, b) == (Score::NEG_INF, Score::INF) {
            continue;
        }
        let o = PracticeOptions { alpha: Some(a), beta: Some(b), ..opts() };
        let Answer::Window(w) = practice::expected(&t, Task::Window, "F2", &o).unwrap() else { panic!() };
        let asp = aspiration(&t, Window::new(a, b).unwrap()).unwrap();
        let outcome = serde_json::to_value(asp.outcome).unwrap();
        assert_eq!(w.outcome, outcome.as_str().unwrap(), "{}", ctx(seed, &t));
        assert_eq!(w.value.0, Value(asp.first.value.to_f64()), "{}", ctx(seed, &t));
        // A wrong outcome is wrong at the root only.
        let other = if w.outcome == "exact" { "fail_low" } else { "exact" };
        let c = practice::check(
            &t,
            Task::Window,
            "F2",
            &o,
            &Answer::Window(WindowAnswer { outcome: other.into(), ..w.clone() }),
        )
        .unwrap();
        assert_eq!(c.wrong, vec![t.dewey(t.root())]);
        assert_eq!(c.score + 1, c.total);
    }
}

#[test]
fn the_window_task_refuses_the_full_window() {
    let t = gametree::examples::pi_tree();
    let e = practice::expected(&t, Task::Window, "F2", &opts()).unwrap_err().to_string();
    assert!(e.contains("other than (-inf, +inf)"), "{e}");
}

#[test]
fn the_next_step_follows_the_trace() {
    let t = gametree::examples::pi_tree();
    // Before anything: the root examines its first successor; m was -inf and becomes its t.
    let Answer::Next(n) = practice::expected(&t, Task::Next, "F2", &opts()).unwrap() else { panic!() };
    assert_eq!(n.examined, "1");
    assert!(!n.cutoff);
    let f = gametree::generate::negamax_values(&t);
    assert_eq!(n.m.0, Value(-f[t.position("1").unwrap() as usize] as f64));
    // Perturbed: a wrong position, m and cutoff.
    let wrong = NextAnswer { examined: "2".into(), cutoff: true, m: Num(Value(99.0)) };
    let c = practice::check(&t, Task::Next, "F2", &opts(), &Answer::Next(wrong)).unwrap();
    assert_eq!((c.score, c.total), (0, 3));
    // Every step of the trace has an answer or says the search is over.
    let r =
        gametree::procedures::find("F2").unwrap().run(&t, &gametree::procedures::Options::default().traced()).unwrap();
    let Some(gametree::record::Trace::Km(ev)) = r.trace else { panic!() };
    let mut cutoffs = 0;
    for step in 0..=ev.len() {
        let o = PracticeOptions { step, ..opts() };
        match practice::expected(&t, Task::Next, "F2", &o) {
            Ok(Answer::Next(n)) => cutoffs += usize::from(n.cutoff),
            Ok(_) => panic!(),
            Err(e) => assert!(e.to_string().contains("search is over"), "{e}"),
        }
    }
    assert!(cutoffs > 0);
    assert!(practice::expected(&t, Task::Next, "F2", &PracticeOptions { step: ev.len() + 1, ..opts() })
        .unwrap_err()
        .to_string()
        .contains("past the end"));
    // The thesis' alphabeta steps through too (tests/practice_next.rs); SSS* has no running m.
    assert!(practice::expected(&t, Task::Next, "sss", &opts()).unwrap_err().to_string().contains("best-first"));
}

/// Every ordering of a small tree, by brute force: the fewest terminals F2 examines.
fn brute_best(t: &Tree) -> u64 {
    let interior: Vec<NodeId> = (0..t.len() as NodeId).filter(|&p| !t.is_terminal(p)).collect();
    let degs: Vec<u32> = interior.iter().map(|&p| t.degree(p)).collect();
    let perms = |d: u32| -> Vec<Vec<u32>> {
        let mut out = vec![vec![]];
        for k in 1..=d {
            out = out
                .into_iter()
                .flat_map(|p: Vec<u32>| {
                    (0..=p.len()).map(move |i| {
                        let mut q = p.clone();
                        q.insert(i, k);
                        q
                    })
                })
                .collect();
        }
        out
    };
    let all: Vec<Vec<Vec<u32>>> = degs.iter().map(|&d| perms(d)).collect();
    let mut idx = vec![0usize; interior.len()];
    let mut best = u64::MAX;
    loop {
        let mut a = OrderAnswer::default();
        for (k, &p) in interior.iter().enumerate() {
            a.order.insert(t.dewey(p).to_string(), all[k][idx[k]].clone());
        }
        let r = practice::order::apply(t, &a).unwrap();
        best = best.min(common::record(&r, "F2").counts.terminals);
        let mut k = 0;
        loop {
            if k == idx.len() {
                return best;
            }
            idx[k] += 1;
            if idx[k] < all[k].len() {
                break;
            }
            idx[k] = 0;
            k += 1;
        }
    }
}

#[test]
fn the_best_ordering_is_the_brute_force_optimum_and_the_expected_order_reaches_it() {
    let mut n = 0;
    for seed in 0..400u64 {
        let t = tree_for(seed);
        let combos: f64 = (0..t.len() as NodeId).map(|p| (1..=t.degree(p)).product::<u32>() as f64).product();
        if combos > 5000.0 {
            continue;
        }
        n += 1;
        let Answer::Order(a) = practice::expected(&t, Task::Order, "F2", &opts()).unwrap() else { panic!() };
        let c = practice::check(&t, Task::Order, "F2", &opts(), &Answer::Order(a)).unwrap();
        let d = c.order.clone().unwrap();
        assert_eq!(d.best, brute_best(&t), "{}", ctx(seed, &t));
        assert_eq!(d.terminals, d.best);
        assert!(d.best <= d.best_first && d.best <= d.original);
    }
    assert!(n > 100, "{n}");
}

#[test]
fn a_poor_order_is_wrong_where_it_costs() {
    // Worst first on a good-ordered exercise: F2 examines more than the best.
    let spec = ExerciseSpec::parse("order.F2.s5.d3h3.bad.v-9..9").unwrap();
    let t = spec.tree().unwrap();
    let c = practice::check(&t, Task::Order, "F2", &opts(), &Answer::Order(OrderAnswer::default())).unwrap();
    let d = c.order.clone().unwrap();
    assert!(d.terminals > d.best, "{d:?}");
    assert!(!c.correct && !c.wrong.is_empty());
    assert_eq!(d.corollary3, Some(3 * 3 + 3 - 1));
    let e = practice::check(
        &t,
        Task::Order,
        "F2",
        &opts(),
        &Answer::Order(OrderAnswer { order: [("1".to_string(), vec![1, 1, 2])].into_iter().collect() }),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("order[\"1\"]") && e.contains("1..3"), "{e}");
    // Large trees are refused up front, not searched for minutes.
    let big = gametree::generate::iid(4, 6, 0, 9, 1, Default::default()).unwrap();
    let e = practice::expected(&big, Task::Order, "F2", &opts()).unwrap_err().to_string();
    assert!(e.contains("at most 4096 positions"), "{e}");
}

#[test]
fn malformed_answers_are_clear_errors() {
    let t = gametree::examples::pi_tree();
    let e = practice::check(&t, Task::Prune, "F2", &opts(), &Answer::Prune(PruneAnswer { pruned: vec!["4.1".into()] }))
        .unwrap_err()
        .to_string();
    assert!(e.contains("pruned[0]") && e.contains("4.1"), "{e}");
    let v = ValuesAnswer { values: [("1.x".to_string(), Num(Value(1.0)))].into_iter().collect(), ..Default::default() };
    let e = practice::check(&t, Task::Values, "F2", &opts(), &Answer::Values(v)).unwrap_err().to_string();
    assert!(e.contains("values[\"1.x\"]"), "{e}");
    let v = ValuesAnswer {
        values: [("1".to_string(), Num(Value(1.0)))].into_iter().collect(),
        bounds: [("1".to_string(), "big".to_string())].into_iter().collect(),
    };
    let e = practice::check(&t, Task::Values, "F2", &opts(), &Answer::Values(v)).unwrap_err().to_string();
    assert!(e.contains("'big' is not exact, lower or upper"), "{e}");
    // Wrong types, through serde as the CLI and the page give them.
    for (task, json) in [
        (Task::Prune, r#"{"pruned": "1.2"}"#),
        (Task::Prune, r#"{"prunned": []}"#),
        (Task::Values, r#"{"values": {"1": true}}"#),
        (Task::Window, r#"{"outcome": "exact"}"#),
        (Task::Next, r#"[1, 2]"#),
        (Task::Order, r#"{"order": {"": [1, -2]}}"#),
    ] {
        let mut de = serde_json::Deserializer::from_str(json);
        assert!(Answer::deserialize_for(task, &mut de).is_err(), "{task}: {json}");
    }
    // An answer of another task.
    let e = practice::check(&t, Task::Values, "F2", &opts(), &Answer::Prune(PruneAnswer::default())).unwrap_err();
    assert!(e.to_string().contains("prune answer"), "{e}");
}

#[test]
fn exercises_round_trip_through_their_text_and_are_deterministic() {
    let s = ExerciseSpec::parse("prune.F2.s123.d3h4.good.v-9..9").unwrap();
    assert_eq!((s.seed, s.degree, s.height, s.lo, s.hi), (123, 3, 4, -9, 9));
    assert_eq!(s.text(), "prune.F2.s123.d3h4.good.v-9..9");
    assert_eq!(s.tree().unwrap(), ExerciseSpec::parse(&s.text()).unwrap().tree().unwrap());
    // Any order of the settings, defaults for the rest, canonical text back.
    let s = ExerciseSpec::parse("values.f1.bad.s7.negamax").unwrap();
    assert_eq!(s.text(), "values.F1.s7.d3h4.bad.v-9..9.negamax");
    for task in Task::ALL {
        for order in ["random", "good", "bad"] {
            for seed in 0..5 {
                let text = format!("{task}.F2.s{seed}.d2h3.{order}.v-20..20.w-3..4");
                let s = ExerciseSpec::parse(&text).unwrap();
                assert_eq!(s.text(), text);
                assert_eq!(ExerciseSpec::parse(&s.text()).unwrap(), s);
            }
        }
    }
    // Good ordering: F2 examines exactly Corollary 3's minimum on distinct... at most the
    // critical positions (Theorem 1).
    let good = ExerciseSpec::parse("prune.F2.s3.d3h4.good.v-99..99").unwrap().tree().unwrap();
    let f2 = common::record(&good, "F2");
    assert_eq!(f2.counts.terminals, gametree::analysis::minimal_terminals(3, 4).unwrap());
}

#[test]
fn a_window_exercise_gets_its_window_from_the_seed() {
    let a = ExerciseSpec::parse("window.F2.s9.d2h3").unwrap().generate().unwrap();
    let b = ExerciseSpec::parse("window.F2.s9.d2h3").unwrap().generate().unwrap();
    assert_eq!(a, b);
    let (lo, hi) = (a.spec.alpha.unwrap(), a.spec.beta.unwrap());
    assert!(lo < hi && lo >= Score::new(-9) && hi <= Score::new(9));
    assert!(a.text.contains(".w"), "{}", a.text);
    let t = gametree::notation::parse(&a.tree).unwrap();
    assert!(practice::expected(&t, Task::Window, "F2", &a.spec.options()).is_ok());
}

#[test]
fn bad_exercise_texts_say_what_and_where() {
    for (text, offset, what) in [
        ("prune.F9.s1", 6, "F9"),
        ("prun.F2", 0, "unknown task"),
        ("prune.F2.s1x", 9, "seed"),
        ("prune.F2.s1.d9h4", 0, "degree must be 2, 3 or 4"),
        ("prune.F2.d3h", 9, "'' is not a height"),
        ("prune.F2.v5..1", 0, "lo < hi"),
        ("prune.F2.s1.s2", 12, "repeats"),
        ("prune.F2.s1.zzz", 12, "not a setting"),
        ("prune.F2.w3..1", 0, "alpha"),
        ("prune", 5, "procedure is missing"),
    ] {
        let e = ExerciseSpec::parse(text).unwrap_err();
        let gametree::Error::Parse { offset: o, message } = &e else { panic!("{text}: {e:?}") };
        assert_eq!(*o, offset, "{text}: {message}");
        assert!(message.contains(what), "{text}: {message}");
    }
}

#[test]
fn an_exercise_set_is_a_list_of_specs() {
    let set = ExerciseSet::parse("prune.F2.s1.d3h4.random.v-9..9, values.F1.s2.d2h3.good.v-5..5").unwrap();
    assert_eq!(set.0.len(), 2);
    assert_eq!(ExerciseSet::parse(&set.text()).unwrap(), set);
    let e = ExerciseSet::parse("prune.F2,values.F7").unwrap_err().to_string();
    assert!(e.contains("exercise 2 of 2"), "{e}");
    assert!(ExerciseSet::parse("").is_err());
}

/// Random answers (random marks, values at any position, random bounds, orders, steps)
/// never panic, and the score never exceeds the total.
#[test]
fn random_answers_are_checked_without_panicking() {
    use rand::{Rng, SeedableRng};
    let bounds = ["exact", "lower", "upper"];
    for seed in 0..120u64 {
        let t = tree_for(seed);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let pick = |rng: &mut rand_chacha::ChaCha8Rng| t.dewey(rng.random_range(0..t.len() as u32)).to_string();
        let marks: Vec<String> = (0..rng.random_range(0..6)).map(|_| pick(&mut rng)).collect();
        let mut values = ValuesAnswer::default();
        for _ in 0..rng.random_range(0..8) {
            let k = pick(&mut rng);
            values.values.insert(k.clone(), Num(Value(rng.random_range(-10..=10) as f64)));
            if rng.random_bool(0.5) {
                values.bounds.insert(k, bounds[rng.random_range(0..3)].into());
            }
        }
        let mut order = OrderAnswer::default();
        for p in 0..t.len() as u32 {
            if !t.is_terminal(p) && rng.random_bool(0.5) {
                let mut perm: Vec<u32> = (1..=t.degree(p)).collect();
                for i in (1..perm.len()).rev() {
                    perm.swap(i, rng.random_range(0..=i));
                }
                order.order.insert(t.dewey(p).to_string(), perm);
            }
        }
        let (a, b) = window_for(seed, &t);
        let windowed = PracticeOptions { alpha: Some(a), beta: Some(b), step: rng.random_range(0..20), ..opts() };
        let answers = [
            (Task::Prune, Answer::Prune(PruneAnswer { pruned: marks.clone() })),
            (Task::Values, Answer::Values(values)),
            (
                Task::Window,
                Answer::Window(WindowAnswer {
                    outcome: ["fail_low", "exact", "fail_high"][rng.random_range(0..3)].into(),
                    value: Num(Value(rng.random_range(-10..=10) as f64)),
                    saved: rng.random_bool(0.5).then_some(marks.clone()),
                }),
            ),
            (
                Task::Next,
                Answer::Next(NextAnswer { examined: pick(&mut rng), cutoff: rng.random_bool(0.5), m: Num(Value(1.0)) }),
            ),
            (Task::Order, Answer::Order(order)),
        ];
        for (task, answer) in answers {
            if task == Task::Order && t.len() > 300 {
                continue;
            }
            for proc in ["F2", "F1", "alphabeta", "sss", "mn-alphabeta"] {
                if let Ok(c) = practice::check(&t, task, proc, &windowed, &answer) {
                    assert!(c.score <= c.total, "{task} {proc}: {c:?}; {}", ctx(seed, &t));
                    // For the order puzzle too: F2 examines the fewest terminals exactly when
                    // no visited position's order is worse than the best there.
                    assert_eq!(
                        c.correct,
                        c.missed.is_empty() && c.wrong.is_empty(),
                        "{task} {proc}: {c:?}; {}",
                        ctx(seed, &t)
                    );
                }
            }
        }
    }
}
