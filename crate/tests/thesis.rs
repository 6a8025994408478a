//! Muszycka's thesis (1985): its procedures on its worked examples (the specimen tree,
//! Fig. 7's solution trees, Fig. 8's OPEN list, Table X's perfectly ordered trees), and
//! every procedure against F0 on seeded random trees with ties, negative values and
//! terminals at mixed depths. A failing case prints the seed and the tree text.

mod common;
use common::{ctx, tree_for};
use gametree::examples::specimen_tree;
use gametree::notation::{self, print};
use gametree::search::{self, ExaminedOrder};
use gametree::thesis::experiment::{tree_seed, GridSpec, Measure, Ranking};
use gametree::thesis::models::{minimal_leaf_count, FanOut, ModelSpec, Scaling, Scheme, TreeKind};
use gametree::thesis::{
    self, format_open, grid_experiment, solution, thesis_name, CutoffTest, Event, Options, Research, TestOp, ThesisProc,
};
use gametree::tree::{Content, Limits, NodeId, Tree};
use gametree::Score;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

const DEPTH_FIRST: [ThesisProc; 9] = [
    ThesisProc::BranchAndBound,
    ThesisProc::Alphabeta,
    ThesisProc::Falphabeta,
    ThesisProc::Palphabeta,
    ThesisProc::Pvs,
    ThesisProc::Scout,
    ThesisProc::ScoutTestm,
    ThesisProc::ScoutPearl,
    ThesisProc::ScoutCm,
];

fn names(tree: &Tree, ids: impl IntoIterator<Item = NodeId>) -> BTreeSet<String> {
    ids.into_iter().map(|p| thesis_name(tree, p)).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn created_leaves(tree: &Tree, r: &thesis::ThesisResult) -> BTreeSet<String> {
    names(tree, r.created.iter().copied().filter(|&p| tree.is_terminal(p)))
}

// ---------------------------------------------------------------- the specimen tree

#[test]
fn the_specimen_tree_is_worth_40_to_every_procedure() {
    let t = specimen_tree();
    assert_eq!(search::f0(&t, &mut ()), Score::new(40));
    for p in ThesisProc::ALL {
        for options in [Options::default(), Options::literal()] {
            let r = thesis::run(&t, p, options);
            assert_eq!(r.value, Score::new(40), "{p} {options:?}");
            assert!(r.exact, "{p}");
        }
    }
}

#[test]
fn the_depth_first_procedures_create_the_same_13_positions_and_7_terminals_of_the_specimen() {
    let t = specimen_tree();
    let all = set(&["p1", "p11", "p111", "p112", "p12", "p13", "p131", "p2", "p21", "p211", "p22", "p221", "p222"]);
    let leaves = set(&["p111", "p112", "p12", "p131", "p211", "p221", "p222"]);
    for p in DEPTH_FIRST {
        let r = thesis::run(&t, p, Options::default());
        assert_eq!(names(&t, r.created.iter().copied()), all, "{p}");
        assert_eq!(created_leaves(&t, &r), leaves, "{p}");
        assert_eq!((r.counters.nodes_created, r.counters.leaves_created), (13, 7), "{p}");
    }
}

#[test]
fn sss_star_creates_5_terminals_of_the_specimen_and_cuts_off_p12_and_p13() {
    let t = specimen_tree();
    let r = thesis::run(&t, ThesisProc::Sss, Options::default());
    assert_eq!(created_leaves(&t, &r), set(&["p111", "p112", "p211", "p221", "p222"]));
    let created = names(&t, r.created.iter().copied());
    for cut in ["p12", "p13", "p131", "p132", "p133", "p223", "p224"] {
        assert!(!created.contains(cut), "{cut} is not created");
    }
    assert_eq!(r.counters.leaves_created, 5);
    assert_eq!(r.counters.static_evaluations, 5);
    assert_eq!(r.counters.node_visits, 15, "16 applications of Γ, the root's not counted");
}

#[test]
fn node_visits_on_the_specimen_counting_every_call_with_the_root() {
    // Counted by hand from the pseudo-code of the thesis' Ch. 2 on its specimen tree (Fig. 1, p. 4):
    // Alphabeta/Branch-and-bound 14, Palphabeta 20, Scout 20, PVS 23.
    let t = specimen_tree();
    let with_root = Options { count_root: true, ..Options::default() };
    for (p, visits) in [
        (ThesisProc::BranchAndBound, 14),
        (ThesisProc::Alphabeta, 14),
        (ThesisProc::Falphabeta, 14),
        (ThesisProc::Palphabeta, 20),
        (ThesisProc::Scout, 20),
        (ThesisProc::ScoutPearl, 20),
        (ThesisProc::Pvs, 23),
    ] {
        let r = thesis::run(&t, p, with_root);
        assert_eq!(r.counters.node_visits, visits, "{p}");
        assert_eq!(r.counters.nodes_created, 14, "{p}: 13 and the root");
        assert_eq!(thesis::run(&t, p, Options::default()).counters.node_visits, visits - 1, "{p}");
    }
}

#[test]
fn the_specimen_has_10_solution_trees_worth_6_6_6_6_6_6_8_40_17_23() {
    let t = specimen_tree();
    assert_eq!(solution::count(&t), Some(10));
    let s = solution::solution_trees(&t, 100).unwrap();
    let values: Vec<i64> = s.iter().map(|s| s.value).collect();
    assert_eq!(values, vec![6, 6, 6, 6, 6, 6, 8, 40, 17, 23]);
    assert_eq!(values.iter().max(), Some(&40), "the minimax value is the best VAL(S)");
    // The first one (Fig. 7, boldface) takes p111 and p131; the one worth 8 is p211, p221.
    assert_eq!(names(&t, s[0].terminals.iter().copied()), set(&["p111", "p12", "p131"]));
    assert_eq!(names(&t, s[6].terminals.iter().copied()), set(&["p211", "p221"]));
    assert!(solution::solution_trees(&t, 9).unwrap_err().to_string().contains("10 solution trees"));
}

#[test]
fn the_best_solution_tree_is_worth_the_minimax_value_on_random_trees() {
    for seed in 0..200 {
        let t = tree_for(seed);
        let Ok(s) = solution::solution_trees(&t, 5_000) else { continue };
        let best = s.iter().map(|s| s.value).max().unwrap();
        assert_eq!(Score::new(best), search::f0(&t, &mut ()), "seed {seed}, tree {}", print(&t));
        assert_eq!(solution::count(&t), Some(s.len() as u128));
    }
}

#[test]
fn sss_star_replays_fig_8_step_by_step() {
    let t = specimen_tree();
    let r = thesis::run(&t, ThesisProc::Sss, Options::default().traced());
    let rows: Vec<String> =
        thesis::open_lists(&r.trace.unwrap()).unwrap().iter().map(|(_, open)| format_open(&t, open)).collect();
    let fig8 = [
        "(p,L,∞)",
        "(p1,L,∞) (p2,L,∞)",
        "(p11,L,∞) (p2,L,∞)",
        "(p111,L,∞) (p112,L,∞) (p2,L,∞)",
        "(p112,L,∞) (p2,L,∞) (p111,S,12)",
        "(p2,L,∞) (p111,S,12) (p112,S,8)",
        "(p21,L,∞) (p111,S,12) (p112,S,8)",
        "(p211,L,∞) (p111,S,12) (p112,S,8)",
        "(p211,S,40) (p111,S,12) (p112,S,8)",
        "(p21,S,40) (p111,S,12) (p112,S,8)",
        "(p22,L,40) (p111,S,12) (p112,S,8)",
        "(p221,L,40) (p222,L,40) (p223,L,40) (p224,L,40) (p111,S,12) (p112,S,8)",
        "(p222,L,40) (p223,L,40) (p224,L,40) (p111,S,12) (p112,S,8) (p221,S,8)",
        "(p222,S,40) (p223,L,40) (p224,L,40) (p111,S,12) (p112,S,8) (p221,S,8)",
        "(p22,S,40) (p111,S,12) (p112,S,8)",
        "(p2,S,40) (p111,S,12) (p112,S,8)",
        "(p,S,40)",
    ];
    assert_eq!(rows, fig8);
    assert_eq!(r.counters.max_open, 6);
}

#[test]
fn sss_star_purges_p223_and_p224_unevaluated() {
    let t = specimen_tree();
    let r = thesis::run(&t, ThesisProc::Sss, Options::default().traced());
    let purged: Vec<String> = r
        .trace
        .unwrap()
        .iter()
        .filter_map(|e| match e {
            Event::Open { gamma: Some(g), .. } if !g.purged.is_empty() => Some(format!(
                "{}: {}",
                thesis_name(&t, g.triple.at),
                g.purged.iter().map(|&p| thesis_name(&t, p)).collect::<Vec<_>>().join(" ")
            )),
            _ => None,
        })
        .collect();
    assert_eq!(purged, vec!["p222: p223 p224 p221", "p2: p111 p112"]);
}

#[test]
fn traces_show_minimal_window_tests_re_searches_and_test_outcomes_and_serialize() {
    let t = specimen_tree();
    let pvs = thesis::run(&t, ThesisProc::Pvs, Options::default().traced());
    let trace = pvs.trace.as_ref().unwrap();
    let tests = trace.iter().filter(|e| matches!(e, Event::WindowTest { .. })).count() as u64;
    let res = trace.iter().filter(|e| matches!(e, Event::ReSearch { .. })).count() as u64;
    assert_eq!((tests, res), (pvs.counters.tests, pvs.counters.re_searches));
    assert!(tests > 0 && res > 0);
    // Root: m = -40 after... the root's second son p2 improves on p1 (-6 -> 40 at the root).
    let p2 = t.position("2").unwrap();
    assert!(trace.iter().any(|e| matches!(e, Event::ReSearch { at: 0, son, .. } if *son == p2)));

    let scout = thesis::run(&t, ThesisProc::Scout, Options::default().traced());
    let scouted: Vec<(String, bool)> = scout
        .trace
        .unwrap()
        .iter()
        .filter_map(|e| match e {
            Event::Scouted { son, outcome, .. } => Some((thesis_name(&t, *son), *outcome)),
            _ => None,
        })
        .collect();
    let expect = [("p112", true), ("p12", false), ("p13", true), ("p2", false), ("p22", true)];
    assert_eq!(scouted, expect.iter().map(|&(n, b)| (n.to_string(), b)).collect::<Vec<_>>());

    let json = serde_json::to_string(&thesis::run(&t, ThesisProc::Sss, Options::default().traced())).unwrap();
    assert!(json.contains(r#""type":"open""#) && json.contains(r#""status":"solved""#), "{json}");
    let json = serde_json::to_string(&pvs).unwrap();
    assert!(json.contains(r#""routine":"pvs""#) && json.contains(r#""type":"window_test""#), "{json}");
    assert!(thesis::run(&t, ThesisProc::Pvs, Options::default()).trace.is_none());
}

#[test]
fn fig_57_testm_examines_p222_and_its_sons_where_test_does_not() {
    // p21 = 6; p22's first son p221 (a MIN node over a 6) gives p22 the provisional value 6.
    let t = notation::parse("(0,(6,((6),(7,8))))").unwrap();
    let scout = thesis::run(&t, ThesisProc::Scout, Options::default());
    let testm = thesis::run(&t, ThesisProc::ScoutTestm, Options::default());
    assert_eq!((scout.value, testm.value), (Score::new(6), Score::new(6)));
    let extra: BTreeSet<String> = names(&t, testm.created.iter().copied())
        .difference(&names(&t, scout.created.iter().copied()))
        .cloned()
        .collect();
    assert_eq!(extra, set(&["p222", "p2221", "p2222"]));
}

// ---------------------------------------------------------------- Table X

/// Table X, Branch-and-bound column (the other procedures: w^⌊d/2⌋ + w^⌈d/2⌉ − 1).
#[rustfmt::skip]
const TABLE_X_BB: [((u32, u32), u64); 24] = [
    ((2, 2), 3), ((3, 2), 5), ((4, 2), 7), ((5, 2), 9), ((6, 2), 11), ((8, 2), 15), ((10, 2), 19), ((24, 2), 47),
    ((2, 3), 5), ((3, 3), 11), ((4, 3), 19), ((5, 3), 29), ((6, 3), 41), ((8, 3), 71), ((10, 3), 109),
    ((2, 4), 8), ((3, 4), 21), ((4, 4), 40), ((5, 4), 65),
    ((2, 5), 13), ((3, 5), 43), ((4, 5), 97),
    ((2, 6), 21), ((3, 6), 85),
];

#[test]
fn table_x_perfectly_ordered_uniform_trees_give_the_minimal_tree_to_all_but_branch_and_bound() {
    for ((w, d), bb) in TABLE_X_BB {
        for seed in 0..3 {
            let m = ModelSpec::uniform(w, d, Scheme::Ordered { p: 1.0 }).generate(seed).unwrap();
            let c = |p| thesis::run(&m.tree, p, Options::default()).counters.leaves_created;
            let min = minimal_leaf_count(w, d);
            assert_eq!(c(ThesisProc::BranchAndBound), bb, "BB U({w},{d}) seed {seed}");
            for p in [
                ThesisProc::Alphabeta,
                ThesisProc::Palphabeta,
                ThesisProc::Scout,
                ThesisProc::Pvs,
                ThesisProc::Sss,
                ThesisProc::ScoutCm,
                ThesisProc::ScoutPearl,
            ] {
                assert_eq!(c(p), min, "{p} U({w},{d}) seed {seed}");
            }
        }
    }
}

#[test]
fn table_x_u36_all_nodes_124_versus_168() {
    for seed in 0..3 {
        let m = ModelSpec::uniform(3, 6, Scheme::Ordered { p: 1.0 }).generate(seed).unwrap();
        let all = |p, count_root| {
            thesis::run(&m.tree, p, Options { count_root, ..Options::default() }).counters.nodes_created
        };
        assert_eq!(all(ThesisProc::BranchAndBound, false), 168);
        for p in [ThesisProc::Alphabeta, ThesisProc::Palphabeta, ThesisProc::Scout, ThesisProc::Pvs, ThesisProc::Sss] {
            assert_eq!(all(p, false), 124, "{p}, seed {seed}");
            assert_eq!(all(p, true), 125, "{p}, seed {seed}, with the root");
        }
    }
}

// ---------------------------------------------------------------- against F0

const SEEDS: u64 = 1500;

#[test]
fn every_procedure_agrees_with_f0_on_random_trees() {
    let readings = [
        Options::default(),
        Options { pvs_research: Research::Max, ..Options::default() },
        Options { cutoff: CutoffTest::Gt, pvs_research: Research::Max, scout_op: TestOp::Gt, ..Options::default() },
        Options::default().with_unit(3),
    ];
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let v = search::f0(&t, &mut ());
        for p in ThesisProc::ALL {
            for o in readings {
                assert_eq!(thesis::run(&t, p, o).value, v, "{p} {o:?}; {}", ctx(seed, &t));
            }
        }
        // The printed readings of everything but PVS are correct too.
        for p in ThesisProc::ALL.into_iter().filter(|&p| p != ThesisProc::Pvs) {
            assert_eq!(thesis::run(&t, p, Options::literal()).value, v, "{p} literal; {}", ctx(seed, &t));
        }
    }
}

#[test]
fn every_procedure_agrees_with_f0_on_the_thesis_models() {
    let mut n = 0;
    for kind in [TreeKind::Uniform, TreeKind::Nonuniform] {
        for scheme in Scheme::THESIS {
            for (w, d) in [(2, 5), (3, 4), (5, 3), (8, 2)] {
                for i in 0..4 {
                    let seed = tree_seed(7, kind, w, d, scheme, i);
                    let m = ModelSpec { kind, w, d, scheme, fan_out: FanOut::default() }.generate(seed).unwrap();
                    let v = search::f0(&m.tree, &mut ());
                    for p in ThesisProc::ALL {
                        let r = thesis::run(&m.tree, p, Options::default().with_unit(m.unit));
                        assert_eq!(r.value, v, "{p} {kind} {scheme} U({w},{d}) seed {seed}");
                    }
                    n += 1;
                }
            }
        }
    }
    assert_eq!(n, 2 * 8 * 4 * 4);
}

#[test]
fn falphabeta_fails_soft_within_knuth_moore_conditions() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let v = search::f0(&t, &mut ());
        let (a, b) = loop {
            let a = Score::new(rng.random_range(-12..=12));
            let b = Score::new(rng.random_range(-12..=12));
            if a < b {
                break (a, b);
            }
        };
        let window = gametree::Window::new(a, b).unwrap();
        let o = Options { window, ..Options::default() };
        let hard = thesis::run(&t, ThesisProc::Alphabeta, o).value;
        let soft = thesis::run(&t, ThesisProc::Falphabeta, o).value;
        let c = ctx(seed, &t);
        if v <= a {
            assert!(v <= soft && soft <= a && hard == a, "fail low: F={v} soft={soft} hard={hard}; {c}");
        } else if v >= b {
            assert!(b <= soft && soft <= v && b <= hard && hard <= v, "fail high; {c}");
        } else {
            assert_eq!((soft, hard), (v, v), "{c}");
        }
        let pvs = thesis::run(&t, ThesisProc::Pvs, o);
        assert_eq!(pvs.exact, a < v && v < b, "PVS({a}, {b}) exactness; {c}");
        if pvs.exact {
            assert_eq!(pvs.value, v, "{c}");
        }
    }
}

fn examined(r: &thesis::ThesisResult) -> Vec<NodeId> {
    r.created.clone()
}

#[test]
fn the_procedures_that_should_examine_the_same_positions_do() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let c = ctx(seed, &t);
        let with_root = Options { count_root: true, ..Options::default() };
        let run = |p| examined(&thesis::run(&t, p, with_root));
        // Branch-and-bound = K&M F1; Alphabeta = F2 = Falphabeta (same positions).
        let mut f1 = ExaminedOrder::default();
        search::f1(&t, Score::INF, &mut f1);
        let mut f2 = ExaminedOrder::default();
        search::f2(&t, Score::NEG_INF, Score::INF, &mut f2);
        let sorted = |mut v: Vec<NodeId>| {
            v.sort_unstable();
            v
        };
        assert_eq!(run(ThesisProc::BranchAndBound), sorted(f1.0), "BB = F1; {c}");
        let ab = run(ThesisProc::Alphabeta);
        assert_eq!(ab, sorted(f2.0), "AB = F2; {c}");
        assert_eq!(run(ThesisProc::Falphabeta), ab, "FAB = AB; {c}");
        if t.height() <= 3 {
            assert_eq!(run(ThesisProc::BranchAndBound), ab, "BB = AB below level 4; {c}");
        }
        // The three Scouts create the same positions (thesis Appendix 1).
        let scout = run(ThesisProc::Scout);
        assert_eq!(run(ThesisProc::ScoutCm), scout, "Scout = Campbell–Marsland Scout; {c}");
        assert_eq!(run(ThesisProc::ScoutPearl), scout, "Scout = Pearl's Scout; {c}");
    }
}

#[test]
fn testm_and_the_printed_scout_test_differ_only_on_ties() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        // Distinct terminal values: the same tree with values 0, 1, 2, ... left to right.
        let t = t.with_terminal_values(|k, _| k as i64 * 7 % 101 - 50).unwrap();
        let distinct = t.terminals_in_order().map(|p| t.value(p)).collect::<BTreeSet<_>>().len() == t.terminal_count();
        if !distinct {
            continue;
        }
        let c = ctx(seed, &t);
        let scout = thesis::run(&t, ThesisProc::Scout, Options::default());
        assert_eq!(thesis::run(&t, ThesisProc::ScoutTestm, Options::default()).created, scout.created, "{c}");
        assert_eq!(thesis::run(&t, ThesisProc::Scout, Options::literal()).created, scout.created, "{c}");
    }
}

#[test]
fn pvs_read_literally_returns_a_wrong_value_on_some_unordered_uniform_tree() {
    // Our check: `m > beta` as printed (§2.4, p. 18ff.) with the plain re-search assignment was wrong on 18 of 2,400
    // unordered uniform trees; `>=` (or `max`) never was.
    let literal = Options::literal();
    let max = Options { pvs_research: Research::Max, ..literal };
    let mut wrong = None;
    'search: for (w, d) in [(5, 3), (4, 4), (3, 5), (6, 3), (3, 4)] {
        for i in 0..400 {
            let seed = tree_seed(1985, TreeKind::Uniform, w, d, Scheme::Unordered, i);
            let t = ModelSpec::uniform(w, d, Scheme::Unordered).generate(seed).unwrap().tree;
            let v = search::f0(&t, &mut ());
            assert_eq!(thesis::run(&t, ThesisProc::Pvs, max).value, v, "PVS with > and max; {}", ctx(seed, &t));
            assert_eq!(thesis::run(&t, ThesisProc::Pvs, Options::default()).value, v);
            let lit = thesis::run(&t, ThesisProc::Pvs, literal).value;
            if lit != v {
                wrong = Some((w, d, seed, lit, v));
                break 'search;
            }
        }
    }
    let (w, d, seed, lit, v) = wrong.expect("a counterexample to the literal PVS");
    println!("literal PVS on U({w},{d}) seed {seed}: {lit} instead of {v}");
}

// ---------------------------------------------------------------- deep trees

#[test]
fn a_path_100000_levels_deep_is_searched_without_recursion() {
    let deep = 99_999u32;
    let t = Tree::build(0u32, Limits::default(), |depth, _, buf| {
        if depth == deep {
            Ok(Content::Terminal(7))
        } else {
            buf.push(depth + 1);
            Ok(Content::Interior)
        }
    })
    .unwrap();
    let v = search::f0(&t, &mut ());
    for p in ThesisProc::ALL {
        let r = thesis::run(&t, p, Options::default());
        assert_eq!(r.value, v, "{p}");
        assert_eq!(r.counters.leaves_created, 1, "{p}");
    }
}

#[test]
fn a_comb_20000_levels_deep_is_searched_without_recursion() {
    // Every level: a terminal and the rest of the comb.
    let deep = 20_000u32;
    let t = Tree::build((0u32, false), Limits::default(), |(depth, leaf), _, buf| {
        if leaf || depth == deep {
            Ok(Content::Terminal((depth as i64 * 37) % 11 - 5))
        } else {
            buf.push((depth + 1, true));
            buf.push((depth + 1, false));
            Ok(Content::Interior)
        }
    })
    .unwrap();
    let v = search::f0(&t, &mut ());
    for p in ThesisProc::ALL {
        assert_eq!(thesis::run(&t, p, Options::default()).value, v, "{p}");
    }
}

// ---------------------------------------------------------------- models

#[test]
fn models_are_deterministic_and_pinned() {
    let pin = |spec: ModelSpec, seed| print(&spec.generate(seed).unwrap().tree);
    assert_eq!(
        pin(ModelSpec::uniform(2, 3, Scheme::IntegerDependent), 1),
        pin(ModelSpec::uniform(2, 3, Scheme::IntegerDependent), 1)
    );
    let pinned = [
        (ModelSpec::uniform(2, 2, Scheme::IntegerDependent), "((3,4),(3,2))"),
        (ModelSpec::uniform(2, 2, Scheme::RealDependent), "((5,6),(4,3))"),
        (ModelSpec::uniform(2, 2, Scheme::Unordered), "((2,4),(3,1))"),
        (ModelSpec::uniform(2, 2, Scheme::Ordered { p: 0.4 }), "((476,74),(113,341))"),
        (ModelSpec::nonuniform(3, 3, Scheme::Unordered), "((387,(214,173,314)))"),
    ];
    for (spec, text) in pinned {
        assert_eq!(pin(spec, 42), text, "{spec:?}");
    }
}

#[test]
fn the_value_schemes_do_what_the_thesis_says() {
    // Integer-dependent: siblings of a position carry distinct values 1..f.
    let m = ModelSpec::uniform(3, 2, Scheme::IntegerDependent).generate(3).unwrap();
    for p in 0..m.tree.len() as NodeId {
        if !m.tree.is_terminal(p) && m.tree.depth(p) == 1 {
            let own: BTreeSet<i64> = m.tree.children(p).map(|c| m.tree.value(c)).collect();
            assert_eq!(own.len(), 3, "distinct siblings");
        }
    }
    // Real-dependent on U(3,2): k1/3 + k2/9 scaled by 9, so distinct integers 4..=12.
    let m = ModelSpec::uniform(3, 2, Scheme::RealDependent).generate(3).unwrap();
    assert_eq!(m.scaling, Scaling::Exact { denominator: 9 });
    assert_eq!(m.unit, 9);
    let v: BTreeSet<i64> = m.tree.terminals_in_order().map(|p| m.tree.value(p)).collect();
    assert_eq!(v, (4..=12).collect());
    // Unordered on U: a permutation of 1..M.
    let m = ModelSpec::uniform(3, 3, Scheme::Unordered).generate(3).unwrap();
    let v: BTreeSet<i64> = m.tree.terminals_in_order().map(|p| m.tree.value(p)).collect();
    assert_eq!(v, (1..=27).collect());
    // P-ordered with P = 0: the leftmost son of a position is never its designated best.
    let m = ModelSpec::uniform(3, 3, Scheme::Ordered { p: 0.0 }).generate(3).unwrap();
    let values = minimax_values(&m.tree);
    for p in 0..m.tree.len() as NodeId {
        if !m.tree.is_terminal(p) {
            let first = values[m.tree.child(p, 0) as usize];
            let best = if m.tree.is_max(p) {
                m.tree.children(p).map(|c| values[c as usize]).max()
            } else {
                m.tree.children(p).map(|c| values[c as usize]).min()
            };
            let ties = m.tree.children(p).filter(|&c| Some(values[c as usize]) == best).count();
            assert!(Some(first) != best || ties > 1, "position {p}");
        }
    }
}

fn minimax_values(t: &Tree) -> Vec<i64> {
    let mut v: Vec<i64> = (0..t.len() as NodeId).map(|p| t.value(p)).collect();
    for p in (0..t.len() as NodeId).rev() {
        if !t.is_terminal(p) {
            let kids = t.children(p).map(|c| v[c as usize]);
            v[p as usize] = if t.is_max(p) { kids.max() } else { kids.min() }.unwrap();
        }
    }
    v
}

#[test]
fn real_dependent_uniform_trees_make_the_minimal_window_procedures_create_alphabetas_nodes() {
    // Table V: with the thesis' window of width 1.0, PVS, PAB, Scout and AB tie.
    for (w, d) in [(2, 4), (3, 4), (2, 6), (3, 5)] {
        for seed in 0..5 {
            let m = ModelSpec::uniform(w, d, Scheme::RealDependent).generate(seed).unwrap();
            let o = Options::default().with_unit(m.unit);
            let leaves = |p| thesis::run(&m.tree, p, o).counters.leaves_created;
            let ab = leaves(ThesisProc::Alphabeta);
            for p in [ThesisProc::Palphabeta, ThesisProc::Pvs, ThesisProc::Scout] {
                assert_eq!(leaves(p), ab, "{p} U({w},{d}) seed {seed}");
            }
        }
    }
}

#[test]
fn real_dependent_nonuniform_trees_too_fine_for_one_denominator_are_ranked() {
    let mut ranked = 0;
    for i in 0..20 {
        let spec = ModelSpec::nonuniform(24, 2, Scheme::RealDependent);
        let m = spec.generate(tree_seed(3, TreeKind::Nonuniform, 24, 2, Scheme::RealDependent, i)).unwrap();
        if let Scaling::Ranked { fractions } = m.scaling {
            ranked += 1;
            assert_eq!(m.unit, fractions);
        }
        let v = search::f0(&m.tree, &mut ());
        for p in ThesisProc::ALL {
            assert_eq!(thesis::run(&m.tree, p, Options::default().with_unit(m.unit)).value, v, "{p}");
        }
    }
    assert!(ranked > 0, "some N(24,2) trees need the ranked encoding");
}

#[test]
fn model_parameters_out_of_range_are_errors() {
    assert!(ModelSpec::uniform(0, 2, Scheme::Unordered).generate(1).is_err());
    assert!(ModelSpec::uniform(2, 2, Scheme::Ordered { p: 1.5 }).generate(1).is_err());
    assert!(ModelSpec::uniform(10, 9, Scheme::Unordered).generate(1).unwrap_err().to_string().contains("positions"));
    assert_eq!("0.4-ordered".parse::<Scheme>().unwrap(), Scheme::Ordered { p: 0.4 });
    assert_eq!("real".parse::<Scheme>().unwrap(), Scheme::RealDependent);
    assert!("0.4".parse::<Scheme>().is_err());
}

// ---------------------------------------------------------------- registry, experiment

/// Thesis procedures are named through the catalogue only (the thesis' module does not
/// parse names, so it does not depend on the catalogue).
#[test]
fn procedure_names_round_trip_through_the_catalogue() {
    use gametree::procedures::{find, Kind};
    let thesis = |s: &str| match find(s).map(|e| e.kind) {
        Ok(Kind::Thesis(p)) => Some(p),
        _ => None,
    };
    for p in ThesisProc::ALL {
        assert_eq!(thesis(&p.to_string()), Some(p));
        assert_eq!(serde_json::to_string(&p).unwrap(), format!("\"{p}\""));
    }
    for (s, p) in [
        ("falphabeta", ThesisProc::Falphabeta),
        ("palphabeta", ThesisProc::Palphabeta),
        ("pvs", ThesisProc::Pvs),
        ("scout", ThesisProc::Scout),
        ("sss", ThesisProc::Sss),
        ("SSS*", ThesisProc::Sss),
        ("bb", ThesisProc::BranchAndBound),
        ("scout-cm", ThesisProc::ScoutCm),
        ("scout-pearl", ThesisProc::ScoutPearl),
        ("testm", ThesisProc::ScoutTestm),
    ] {
        assert_eq!(thesis(s), Some(p));
    }
    let e = find("nega-max").unwrap_err().to_string();
    assert!(e.contains("unknown procedure 'nega-max'") && e.contains("falphabeta"), "{e}");
}

#[test]
fn the_ranking_notation_brackets_ties() {
    let r = Ranking::from_totals(&[
        (ThesisProc::Alphabeta, 10),
        (ThesisProc::BranchAndBound, 12),
        (ThesisProc::Palphabeta, 10),
        (ThesisProc::Scout, 10),
        (ThesisProc::Pvs, 10),
        (ThesisProc::Sss, 7),
    ]);
    assert_eq!(r.to_string(), "(SSS*, [PVS, PAB, Scout, AB], BB)");
}

#[test]
fn a_small_grid_reproduces_table_x_and_table_i_cases_6_and_8() {
    let spec = GridSpec {
        kinds: vec![TreeKind::Uniform],
        sizes: vec![(2, 2), (3, 4)],
        schemes: vec![Scheme::Ordered { p: 1.0 }, Scheme::RealDependent],
        trees: 3,
        ..GridSpec::thesis(1)
    };
    let g = grid_experiment(&spec).unwrap();
    assert_eq!(g.cells.len(), 4);
    let x = &g.cells[1]; // U(3,4), 1.0-ordered
    assert_eq!((x.size_label(), x.scheme), ("U(3,4)".to_string(), Scheme::Ordered { p: 1.0 }));
    assert_eq!(x.average(ThesisProc::Alphabeta, Measure::LeavesCreated), Some(17.0));
    assert_eq!(x.average(ThesisProc::BranchAndBound, Measure::LeavesCreated), Some(21.0));
    assert!(g.cells.iter().all(|c| c.totals.iter().all(|t| t.wrong_values == 0)));
    let case6 = g.ranking(TreeKind::Uniform, Scheme::Ordered { p: 1.0 }, Measure::NodesCreated).unwrap();
    assert_eq!(case6.to_string(), "([SSS*, PVS, PAB, Scout, AB], BB)");
    let real = g.ranking(TreeKind::Uniform, Scheme::RealDependent, Measure::NodesCreated).unwrap();
    assert!(real.to_string().contains("[PVS, PAB, Scout, AB]"), "{real}");

    let text = g.to_text();
    assert!(text.contains("U(3,4)") && text.contains("17.00") && text.contains("21.00"), "{text}");
    assert!(text.contains("1.0-ordered-independent"), "{text}");
    let md = g.to_markdown();
    assert!(md.contains("| Treesize | AB | BB | PAB | Scout | PVS | SSS* |"), "{md}");
    assert!(md.contains("([SSS*, PVS, PAB, Scout, AB], BB)"), "{md}");
    assert!(serde_json::to_string(&g).unwrap().contains("leavesCreated"));
}

#[test]
fn a_grid_of_more_trees_than_the_cap_is_refused_before_it_starts() {
    use gametree::thesis::experiment::MAX_GRID_TREES;
    let e = grid_experiment(&GridSpec { trees: u32::MAX, ..GridSpec::thesis(1) }).unwrap_err().to_string();
    assert!(e.contains(&format!("at most {MAX_GRID_TREES} trees")) && e.contains("use fewer"), "{e}");
}
