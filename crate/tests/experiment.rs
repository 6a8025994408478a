//! Experiments: implicit trees agree with their materialized twins; results do not depend
//! on the order in which samples are computed; summaries are right.

use gametree::experiment::implicit::{materialize, ImplicitTree};
use gametree::experiment::{to_csv, ExperimentSpec};
use gametree::generate::{GenSpec, Model};
use gametree::search::{self, Counts};
use gametree::{Limits, Procedure, Score};

/// `p` on the implicit tree with the window (alpha, beta) as it takes it.
fn search_with(it: &ImplicitTree, p: Procedure, alpha: Score, beta: Score) -> gametree::Result<(Score, Counts)> {
    p.implicit(it, &search::Params::window(search::Window { alpha, beta }))
}

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
            for &p in Procedure::ALL {
                let Ok((v, c)) = search_with(&it, p, alpha, beta) else {
                    assert!(!p.0.plain, "{p} is plain, so implicit trees take it");
                    continue;
                };
                let mut want = Counts::for_height(tree.height());
                let w = search::search_with(&tree, p, search::Window { alpha, beta }, &mut want);
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
    let (v, c) = search_with(&it, Procedure::F2, Score::new(-2), Score::new(2)).unwrap();
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

/// The summary with every sample kept, then one vector per quantity summarized by Welford's
/// update in sample order: the reference the streamed summary (no sample kept) must meet.
fn summary_of_kept_samples(xs: &[f64]) -> (f64, f64, [f64; 2]) {
    let s = gametree::experiment::summarize(xs);
    // Welford by hand, as the old code did, so that the comparison does not rest on the
    // streaming code's own summarize.
    let (mut mean, mut m2) = (0.0f64, 0.0f64);
    for (k, &x) in xs.iter().enumerate() {
        let delta = x - mean;
        mean += delta / (k + 1) as f64;
        m2 += delta * (x - mean);
    }
    let n = xs.len();
    let stderr = if n > 1 { (m2 / (n - 1) as f64).sqrt() / (n as f64).sqrt() } else { 0.0 };
    assert_eq!(format!("{:?}", (s.mean, s.stderr)), format!("{:?}", (mean, stderr)));
    (mean, stderr, s.ci95)
}

#[test]
fn streamed_summaries_equal_the_summaries_of_all_samples_kept_bit_for_bit() {
    let mut stack = gametree::search::Stack::new();
    let models =
        [Model::Iid, Model::Permutation, Model::Dependent, Model::Additive, Model::Nonuniform, Model::RandomShape];
    for (k, &model) in models.iter().cycle().take(36).enumerate() {
        let d = 2 + (k % 3) as u32;
        let h = (k % 4) as u32;
        let samples = [1, 2, 7, 60, 301][k % 5];
        let mut s = spec(model, d, vec![h], samples);
        s.procs = vec!["F0".into(), "F1".into(), "F2".into()];
        s.gen.seed = k as u64;
        s.gen.q = vec![0.8, 0.5];
        s.gen.mean_degree = vec![2.5];
        let kept: Vec<_> = (0..s.samples_for()).map(|i| s.run_sample(h, i, &mut stack).unwrap()).collect();
        let rows = s.run(|_, _| true).unwrap();
        assert_eq!(format!("{rows:?}"), format!("{:?}", s.summarize(h, &kept).unwrap()));
        for (j, row) in rows.iter().enumerate() {
            let ctx = format!("{model} d={d} h={h} samples={samples} {}", row.proc);
            let t: Vec<f64> = kept.iter().map(|x| x.terminals[j] as f64).collect();
            let (mean, stderr, ci) = summary_of_kept_samples(&t);
            assert_eq!(
                format!("{:?}", (row.mean_terminals, row.stderr_terminals, row.ci95_terminals)),
                format!("{:?}", (mean, stderr, ci)),
                "{ctx}"
            );
            let p: Vec<f64> = kept.iter().map(|x| x.positions[j] as f64).collect();
            let (mean, stderr, _) = summary_of_kept_samples(&p);
            assert_eq!(
                format!("{:?}", (row.mean_positions, row.stderr_positions)),
                format!("{:?}", (mean, stderr)),
                "{ctx}"
            );
            let levels = kept.iter().map(|x| x.per_level[j].len()).max().unwrap();
            assert_eq!(row.mean_per_level.len(), levels, "{ctx}");
            for l in 0..levels {
                let xs: Vec<f64> = kept.iter().map(|x| *x.per_level[j].get(l).unwrap_or(&0) as f64).collect();
                let (mean, stderr, _) = summary_of_kept_samples(&xs);
                assert_eq!(
                    format!("{:?}", (row.mean_per_level[l], row.stderr_per_level[l])),
                    format!("{:?}", (mean, stderr)),
                    "{ctx} level {l}"
                );
            }
        }
    }
}

#[test]
fn shards_merge_into_the_summary_of_the_whole() {
    use gametree::experiment::Accumulator;
    let mut stack = gametree::search::Stack::new();
    let mut s = spec(Model::RandomShape, 3, vec![3], 500);
    s.procs = vec!["F1".into(), "F2".into()];
    let kept: Vec<_> = (0..500).map(|i| s.run_sample(3, i, &mut stack).unwrap()).collect();
    let mut whole = Accumulator::new(3, 2);
    kept.iter().for_each(|x| whole.push(x).unwrap());
    for cut in [0, 1, 137, 499, 500] {
        let (mut a, mut b) = (Accumulator::new(3, 2), Accumulator::new(3, 2));
        kept[..cut].iter().for_each(|x| a.push(x).unwrap());
        kept[cut..].iter().for_each(|x| b.push(x).unwrap());
        // Through JSON, as shards stored apart would be.
        let b: Accumulator = serde_json::from_str(&serde_json::to_string(&b).unwrap()).unwrap();
        a.merge(&b).unwrap();
        let (ra, rw) = (s.rows(&a).unwrap(), s.rows(&whole).unwrap());
        for (x, y) in ra.iter().zip(&rw) {
            assert_eq!(x.samples, y.samples);
            assert!((x.mean_terminals - y.mean_terminals).abs() < 1e-9 * y.mean_terminals, "cut {cut}");
            assert!((x.stderr_terminals - y.stderr_terminals).abs() < 1e-9 * y.stderr_terminals.max(1.0), "cut {cut}");
            assert_eq!(x.mean_per_level.len(), y.mean_per_level.len());
            for (u, v) in x.mean_per_level.iter().zip(&y.mean_per_level) {
                assert!((u - v).abs() < 1e-9 * v.abs().max(1.0), "cut {cut}");
            }
        }
    }
}

#[test]
fn samples_beyond_the_cap_are_refused_and_a_sample_of_the_wrong_width_is_an_error() {
    use gametree::experiment::{SampleCounts, MAX_SAMPLES};
    let s = spec(Model::Iid, 2, vec![1], MAX_SAMPLES + 1);
    let msg = s.validate().unwrap_err().to_string();
    assert!(msg.contains(&format!("at most {MAX_SAMPLES}")) && msg.contains("use fewer samples"), "{msg}");
    assert!(spec(Model::Iid, 2, vec![1], MAX_SAMPLES).validate().is_ok());
    // Samples may come from outside (wasm workers): fewer counts than procedures is an error,
    // not an index out of bounds.
    let s = spec(Model::Iid, 2, vec![1], 1);
    let short = SampleCounts { terminals: vec![1], per_level: vec![vec![1, 1]], positions: vec![2] };
    assert!(s.summarize(1, &[short]).unwrap_err().to_string().contains("procedures"));
}

#[test]
fn implicit_trees_whose_search_cannot_be_short_are_refused_before_it_starts() {
    let implicit = |d: u32, h: u32, procs: &[&str]| ExperimentSpec {
        gen: GenSpec { model: Model::Iid, degree: d, ..GenSpec::default() },
        heights: vec![h],
        samples: 1,
        procs: procs.iter().map(|p| p.to_string()).collect(),
        implicit: true,
    };
    // The README's example stays allowed.
    assert!(implicit(10, 12, &["F1", "F2"]).validate().is_ok());
    let e = implicit(10, 12, &["F0"]).validate().unwrap_err().to_string();
    assert!(e.contains("leave F0 out"), "{e}");
    for (d, h) in [(u32::MAX, 2), (u32::MAX, 1), (100_000, 4)] {
        let e = implicit(d, h, &["F2"]).validate().unwrap_err().to_string();
        assert!(e.contains("Corollary 3"), "{d} {h}: {e}");
    }
    let e = implicit(1, u32::MAX, &["F1"]).validate().unwrap_err().to_string();
    assert!(e.contains("deeper than the limit"), "{e}");
}
