//! K&M's worked example, Figs. 1-3 and section 4, on the pi tree.

use gametree::examples::pi_tree;
use gametree::procedures::Options;
use gametree::record::{CutKind, Record, Status, Value};
use gametree::search::{ExaminedOrder, Observer};
use gametree::{Procedure, Score, Tree, Window};
use std::collections::BTreeSet;

/// The catalogue's run record of `p` with the window `w`: the library's one run shape.
fn run(tree: &Tree, p: Procedure, w: Window) -> Record {
    gametree::procedures::find(p.name()).unwrap().run(tree, &Options::default().with_window(w)).unwrap()
}

fn terminals_examined(tree: &Tree, r: &Record) -> BTreeSet<String> {
    r.visits.iter().filter(|v| tree.is_terminal(v.at)).map(|v| tree.dewey(v.at).to_string()).collect()
}

/// The positions a run examined.
fn examined(r: &Record) -> BTreeSet<u32> {
    r.visits.iter().map(|v| v.at).collect()
}

#[test]
fn fig_1_the_pi_tree_has_value_2() {
    let t = pi_tree();
    assert_eq!(t.terminal_count(), 81);
    let r = run(&t, Procedure::F0, Window::FULL);
    assert_eq!(r.score(), Some(Score::new(2)));
    assert_eq!(r.counts.terminals, 81);
    assert_eq!(r.counts.positions, 121);
}

#[test]
fn fig_2_f1_examines_36_terminals_and_returns_3_where_the_true_value_is_7() {
    let t = pi_tree();
    let f1 = run(&t, Procedure::F1, Window::FULL);
    let f0 = run(&t, Procedure::F0, Window::FULL);
    assert_eq!(f1.score(), Some(Score::new(2)));
    assert_eq!(f1.counts.terminals, 36);
    assert_eq!(f1.counts.by_kind.get(&CutKind::Deep), None, "F1 makes no deep cutoffs");
    // Level-2 positions where F1 returned a bound instead of the true value.
    let approx: Vec<(String, Value, Value)> = (0..t.len() as u32)
        .filter(|&p| t.depth(p) == 2)
        .filter_map(|p| {
            let v = f1.values[p as usize]?;
            let truth = f0.values[p as usize].unwrap();
            (v != truth).then(|| (t.dewey(p).to_string(), v, truth))
        })
        .collect();
    // In the negamax view the level-2 values are the minimax values (even level).
    assert!(approx.iter().any(|(_, got, truth)| *got == Value::from(3) && *truth == Value::from(7)), "{approx:?}");
}

#[test]
fn fig_3_f2_examines_31_and_its_five_deep_cutoffs_are_the_five_terminals_f1_examines_in_addition() {
    let t = pi_tree();
    let f1 = run(&t, Procedure::F1, Window::FULL);
    let f2 = run(&t, Procedure::F2, Window::FULL);
    assert_eq!(f2.score(), Some(Score::new(2)));
    assert_eq!(f2.counts.terminals, 31);
    let a = terminals_examined(&t, &f1);
    let b = terminals_examined(&t, &f2);
    assert!(b.is_subset(&a));
    let extra: Vec<_> = a.difference(&b).collect();
    assert_eq!(extra.len(), 5, "{extra:?}");
    // Every one of them lies below a successor skipped by a deep cutoff of F2.
    for d in &extra {
        let p = t.position(d).unwrap();
        assert_eq!(f2.status[p as usize], Status::Cut(CutKind::Deep), "{d}");
    }
    // How the paper's "five deep cutoffs" relate to cutoff events: F2 makes 4 deep cutoff
    // events, which skip 7 terminal positions; F1 examines 5 of those 7 (the other 2 it
    // skips as well, by cutoffs of its own).
    let deep: Vec<_> = f2.cutoffs.iter().filter(|c| c.kind == CutKind::Deep).collect();
    let deep_skipped: usize = deep.iter().map(|c| c.skipped.len()).sum();
    assert_eq!((deep.len(), deep_skipped), (4, 7), "{:?}", f2.cutoffs);
    assert!(deep.iter().all(|c| t.depth(c.at) == 3), "deep cutoffs happen at level 3 (cutting level 4)");
}

#[test]
fn section_4_window_0_4_skips_the_rightmost_minus_4_on_level_3_and_the_4_below_it() {
    let t = pi_tree();
    let wide = run(&t, Procedure::F2, Window::new(Score::new(-10), Score::new(10)).unwrap());
    let narrow = run(&t, Procedure::F2, Window::new(Score::new(0), Score::new(4)).unwrap());
    assert_eq!(wide.score(), Some(Score::new(2)));
    assert_eq!(narrow.score(), Some(Score::new(2)));
    let w = examined(&wide);
    let n = examined(&narrow);
    assert!(n.is_subset(&w));
    let saved: Vec<u32> = w.difference(&n).copied().collect();
    assert_eq!(saved.len(), 2, "{:?}", saved.iter().map(|&p| t.dewey(p).to_string()).collect::<Vec<_>>());
    let level3 = saved.iter().copied().find(|&p| t.depth(p) == 3).unwrap();
    let level4 = saved.iter().copied().find(|&p| t.depth(p) == 4).unwrap();
    assert_eq!(t.parent(level4), Some(level3));
    // It is the rightmost level-3 position at which the wide search returned -4.
    let rightmost_minus_4 = w
        .iter()
        .copied()
        .filter(|&p| t.depth(p) == 3 && wide.values[p as usize] == Some(Value::from(-4)))
        .max_by_key(|&p| t.dewey(p))
        .unwrap();
    assert_eq!(level3, rightmost_minus_4);
    assert_eq!(t.value(level4), 4);
    // The narrow window's saving is reported as a window cutoff.
    assert_eq!(narrow.status[level3 as usize], Status::Cut(CutKind::Window));
}

#[test]
fn the_record_lists_the_examined_positions_root_first() {
    let t = pi_tree();
    let options = gametree::procedures::Options::default().traced();
    let r = gametree::procedures::find("F2").unwrap().run(&t, &options).unwrap();
    let names = gametree::names::dewey_names(&t);
    assert_eq!(names[r.visits[0].at as usize], "");
    assert_eq!(names[r.visits[1].at as usize], "1");
    assert_eq!(r.counts.terminals, 31);
    assert_eq!(r.pv.first(), Some(&0));
    let Some(gametree::record::Trace::Km(trace)) = r.trace else { panic!("F2's trace is K&M's") };
    assert!(matches!(trace.first(), Some(gametree::record::KmEvent::Enter { at: 0, .. })));
    assert!(matches!(trace.last(), Some(gametree::record::KmEvent::Leave { at: 0, .. })));
    let mut order = ExaminedOrder::default();
    order.enter(0, 0, Score::NEG_INF, Score::INF);
    assert_eq!(order.0, vec![0]);
}

#[test]
fn thesis_specimen_tree_has_value_40_and_principal_continuation_p2_p21_p211() {
    let t = gametree::examples::specimen_tree();
    for &proc in Procedure::ALL {
        let r = run(&t, proc, Window::FULL);
        assert_eq!(r.score(), Some(Score::new(40)), "{proc}");
        let pv: Vec<String> = r.pv.iter().map(|&p| t.dewey(p).to_string()).collect();
        assert_eq!(pv, vec!["", "2", "2.1", "2.1.1"], "{proc}");
    }
}
