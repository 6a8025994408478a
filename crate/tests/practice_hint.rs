//! Practice hints (`practice::hint`): one per exercise, about a position of the tree that
//! matters for the answer, never the answer itself. Seeded random trees; each failure prints
//! its seed and tree.

mod common;

use common::{ctx, tree_for};
use gametree::practice::{self, hint::hint, Answer, PracticeOptions, Task};
use gametree::tree::Tree;

fn entry(name: &str) -> &'static gametree::procedures::Entry {
    practice::procedure(name).unwrap()
}

fn at(t: &Tree, d: &str) -> gametree::tree::NodeId {
    t.position(d).unwrap()
}

#[test]
fn the_prune_hint_is_about_a_position_whose_successor_is_cut_off() {
    let o = PracticeOptions::default();
    let mut with_cutoffs = 0;
    for seed in 0..120u64 {
        let t = tree_for(seed);
        let h = hint(&t, Task::Prune, entry("F2"), &o).unwrap();
        let Answer::Prune(want) = practice::expected(&t, Task::Prune, "F2", &o).unwrap() else { unreachable!() };
        if want.pruned.is_empty() {
            assert!(h.position.is_empty(), "no cutoff, yet a position: {h:?}; {}", ctx(seed, &t));
            continue;
        }
        with_cutoffs += 1;
        // The hint's position is the parent of a cut-off root: where the cutoff happens.
        let p = at(&t, &h.position);
        assert!(
            want.pruned.iter().any(|d| t.parent(at(&t, d)) == Some(p)),
            "hint {h:?} is not at a cutoff of {:?}; {}",
            want.pruned,
            ctx(seed, &t)
        );
        assert!(h.text.contains("bound") || h.text.contains("window"), "{h:?}");
        // It names no position as "not examined": the hint points, it does not answer.
        assert!(!h.text.contains("not examined"), "{h:?}");
    }
    assert!(with_cutoffs > 20, "the random trees had cutoffs: {with_cutoffs}");
}

#[test]
fn the_values_hint_is_about_a_position_that_returns_a_bound() {
    let o = PracticeOptions::default();
    for seed in 0..120u64 {
        let t = tree_for(seed);
        let h = hint(&t, Task::Values, entry("F2"), &o).unwrap();
        let Answer::Values(want) = practice::expected(&t, Task::Values, "F2", &o).unwrap() else { unreachable!() };
        let bounded: Vec<&String> = want.bounds.iter().filter(|(_, b)| b.as_str() != "exact").map(|(d, _)| d).collect();
        if bounded.is_empty() {
            assert!(h.position.is_empty(), "{h:?}; {}", ctx(seed, &t));
        } else {
            assert!(bounded.contains(&&h.position), "hint {h:?} not at a bound {bounded:?}; {}", ctx(seed, &t));
            assert!(h.text.contains("(α, β)"), "{h:?}");
        }
    }
}

#[test]
fn the_next_hint_is_about_the_parent_of_the_next_position() {
    let mut o = PracticeOptions::default();
    for seed in 0..40u64 {
        let t = tree_for(seed);
        for step in [3usize, 9, 20] {
            o.step = step;
            let Ok(Answer::Next(want)) = practice::expected(&t, Task::Next, "F2", &o) else { continue };
            let h = hint(&t, Task::Next, entry("F2"), &o).unwrap();
            assert_eq!(Some(at(&t, &h.position)), t.parent(at(&t, &want.examined)), "{h:?}; {}", ctx(seed, &t));
        }
    }
}

#[test]
fn every_task_has_a_hint_and_the_window_task_names_a_cutoff_of_its_window() {
    let t = tree_for(7);
    let o = PracticeOptions {
        alpha: Some(gametree::Score::new(-2)),
        beta: Some(gametree::Score::new(2)),
        ..Default::default()
    };
    for task in Task::ALL {
        let h = hint(&t, task, entry("F2"), &o).unwrap_or_else(|e| panic!("{task}: {e}"));
        assert!(!h.text.is_empty());
        assert!(!h.text.contains("beta") && !h.text.contains("alpha"), "typeset: {h:?}");
    }
}

#[test]
fn the_window_hint_is_refused_without_a_window_as_the_window_answer_is() {
    for seed in 0..20u64 {
        let t = tree_for(seed);
        let o = PracticeOptions::default();
        let want = practice::expected(&t, Task::Window, "F2", &o).unwrap_err().to_string();
        let got = hint(&t, Task::Window, entry("F2"), &o).unwrap_err().to_string();
        assert_eq!(got, want, "{}", ctx(seed, &t));
        // F1 takes beta only: a beta is its window.
        let o = PracticeOptions { beta: Some(gametree::score::Score::new(3)), ..PracticeOptions::default() };
        assert!(hint(&t, Task::Window, entry("F1"), &o).is_ok(), "{}", ctx(seed, &t));
        assert!(hint(&t, Task::Window, entry("F0"), &o).is_err(), "F0 takes no window; {}", ctx(seed, &t));
    }
}
