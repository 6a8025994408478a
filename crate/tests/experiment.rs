//! Experiments: implicit trees agree with their materialized twins; results do not depend
//! on the order in which samples are computed; summaries are right.

use gametree::experiment::implicit::{materialize, search, ImplicitTree};
use gametree::experiment::{to_csv, ExperimentSpec};
use gametree::generate::{GenSpec, Model};
use gametree::search::{self, Counts};
use gametree::{Limits, Procedure, Score};

#[test]
fn implicit_searches_examine_what_the_arena_procedures_examine_on_the_materialized_tree() {
    for seed in 0..60u64 {
        let d = 1 + (seed % 4) as u32;
        let h = (seed % 6) as u32;
        let (lo, hi) = if seed % 3 == 0 { (-2, 2) } else { (-1000, 1000) };
        let it = ImplicitTree::new(d, h, seed, lo, hi).unwrap();
        let tree = materialize(&it, Limits::default()).unwrap();
        let windows = [(Score::NEG_INF, Score::INF), (Score::new(-1), Score::new(1)), (Score::new(0), Score::new(300))];
        for (alpha, beta) in windows {
            for p in Procedure::ALL {
                let (v, c) = search(&it, p, alpha, beta);
                let mut want = Counts::for_height(tree.height());
                let w = match p {
                    Procedure::F0 => search::f0(&tree, &mut want),
                    Procedure::F1 => search::f1(&tree, beta, &mut want),
                    Procedure::F2 => search::f2(&tree, alpha, beta, &mut want),
                };
                let ctx =
                    format!("seed {seed} d={d} h={h} {p} ({alpha},{beta}) tree {}", gametree::notation::print(&tree));
                assert_eq!(v, w, "{ctx}");
                assert_eq!(
                    (c.positions, c.terminals, &c.per_level),
                    (want.positions, want.terminals, &want.per_level),
                    "{ctx}"
                );
                assert_eq!(c.cutoffs(), want.cutoffs(), "{ctx}");
            }
        }
        // Values at paths agree with the arena's terminals, left to right.
        let first = tree.terminals_in_order().next().unwrap();
        assert_eq!(tree.value(first), it.value_at(&vec![0; h as usize]));
    }
}

#[test]
fn an_implicit_tree_of_a_trillion_terminals_is_searched_in_memory_proportional_to_its_height() {
    // d = 10, h = 12 is 10^12 terminals; F2 with a narrow window examines a small part.
    let it = ImplicitTree::new(10, 12, 5, -1_000_000, 1_000_000).unwrap();
    let (v, c) = search(&it, Procedure::F2, Score::new(-2), Score::new(2));
    assert!(c.terminals < 5_000_000, "{}", c.terminals);
    assert_eq!(c.per_level.len(), 13);
    assert!(v.is_finite());
}

fn spec(model: Model, d: u32, heights: Vec<u32>, samples: u32) -> ExperimentSpec {
    ExperimentSpec {
        gen: GenSpec { model, degree: d, seed: 42, ..GenSpec::default() },
        heights,
        samples,
        procs: vec!["F0".into(), "F1".into(), "F2".into()],
        implicit: false,
    }
}

#[test]
fn results_do_not_depend_on_the_order_in_which_samples_are_computed() {
    let s = spec(Model::Iid, 3, vec![3], 40);
    let forward = s.run(|_, _| true).unwrap();
    // Compute the samples backwards (as another thread split would), then summarize.
    let mut stack = gametree::search::Stack::new();
    let mut samples: Vec<_> = (0..40).rev().map(|i| (i, s.run_sample(3, i, &mut stack).unwrap())).collect();
    samples.sort_by_key(|x| x.0);
    let samples: Vec<_> = samples.into_iter().map(|x| x.1).collect();
    assert_eq!(s.summarize(3, &samples).unwrap(), forward);
    // And a different base seed gives different trees.
    let other = ExperimentSpec { gen: GenSpec { seed: 43, ..s.gen.clone() }, ..s.clone() };
    assert_ne!(other.run(|_, _| true).unwrap(), forward);
}

#[test]
fn rows_summarize_the_samples_and_f0_examines_everything() {
    let rows = spec(Model::Permutation, 2, vec![2, 4], 30).run(|_, _| true).unwrap();
    assert_eq!(rows.len(), 6);
    let f0 = rows.iter().find(|r| r.proc == "F0" && r.height == 4).unwrap();
    assert_eq!(f0.mean_terminals, 16.0);
    assert_eq!(f0.stderr_terminals, 0.0);
    assert_eq!(f0.mean_per_level, vec![1.0, 2.0, 4.0, 8.0, 16.0]);
    for r in &rows {
        assert!(r.mean_terminals >= r.minimum_terminals.unwrap(), "{r:?}");
        assert!(r.mean_terminals <= r.all_terminals.unwrap());
        assert!(r.ci95_terminals[0] <= r.mean_terminals && r.mean_terminals <= r.ci95_terminals[1]);
    }
    let f1 = rows.iter().find(|r| r.proc == "F1" && r.height == 4).unwrap();
    let f2 = rows.iter().find(|r| r.proc == "F2" && r.height == 4).unwrap();
    assert!(f2.mean_terminals <= f1.mean_terminals, "F2 never examines more than F1 on the same trees");
    let csv = to_csv(&rows);
    assert_eq!(csv.lines().count(), 7);
    assert!(csv.starts_with("model,degree,height,proc,samples,mean_terminals,stderr_terminals"));
}

#[test]
fn cancelling_stops_the_run() {
    let mut calls = 0;
    let r = spec(Model::Iid, 2, vec![2], 50).run(|done, _| {
        calls += 1;
        done < 5
    });
    assert!(r.is_err());
    assert_eq!(calls, 5);
}
