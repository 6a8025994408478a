//! UCT (`gametree mcts`) checked through the program a user runs: an independent checker,
//! written from the definition (Kocsis & Szepesvári 2006, §2.3; Browne et al. 2012,
//! Algorithm 2, with the project's defaults), replays each run's JSON trace on its own copy
//! of the tree, recomputes every selection and expansion from the statistics before the
//! iteration, every reward from the leaf's value, and the statistics and the move after the
//! last; then the visit and reward sums along every path; then the move against F0's
//! minimax-optimal moves as iterations grow. A failure prints the seed and the tree.

mod common;
mod program;

use common::{ctx, negamax_values, tree_for};
use gametree::mcts::{self, Options, ValueRange};
use gametree::tree::Tree;
use program::{gametree, stderr, stdout};
use serde_json::Value;
use std::collections::HashMap;

/// The checker's own tree: by Dewey name, the number of successors and the terminal value
/// (Max's standpoint). Max moves at even depths.
struct Plain {
    degree: HashMap<String, u32>,
    value: HashMap<String, i64>,
}

fn child(p: &str, i: u32) -> String {
    if p.is_empty() {
        format!("{}", i + 1)
    } else {
        format!("{p}.{}", i + 1)
    }
}

fn depth(p: &str) -> usize {
    if p.is_empty() {
        0
    } else {
        p.split('.').count()
    }
}

fn parent(p: &str) -> Option<String> {
    if p.is_empty() {
        None
    } else {
        Some(p.rsplit_once('.').map_or(String::new(), |(a, _)| a.to_string()))
    }
}

impl Plain {
    fn of(t: &Tree) -> Plain {
        let mut degree = HashMap::new();
        let mut value = HashMap::new();
        for p in t.preorder() {
            let d = t.dewey(p).to_string();
            degree.insert(d.clone(), t.degree(p));
            if t.is_terminal(p) {
                value.insert(d, t.value(p));
            }
        }
        Plain { degree, value }
    }
    fn terminal(&self, p: &str) -> bool {
        self.degree[p] == 0
    }
}

/// Replays `run` (the JSON of `gametree mcts --json`) on `t`; panics naming the iteration.
fn check_trace(t: &Tree, run: &Value, c: f64, what: &str) {
    let plain = Plain::of(t);
    let (lo, hi) = (run["range"]["lower"].as_i64().unwrap(), run["range"]["upper"].as_i64().unwrap());
    let scale = |v: i64| if hi == lo { 0.5 } else { (v - lo) as f64 / (hi - lo) as f64 };
    let mut stats: HashMap<String, (u64, f64)> = HashMap::from([(String::new(), (0, 0.0))]);
    // Rewards to Max summed per position, and the reward of the iteration that added it.
    let mut to_max: HashMap<String, f64> = HashMap::from([(String::new(), 0.0)]);
    let mut own: HashMap<String, f64> = HashMap::new();
    let trace = run["trace"].as_array().unwrap();
    assert_eq!(trace.len() as u64, run["iterations"].as_u64().unwrap(), "{what}");
    for (k, step) in trace.iter().enumerate() {
        let at = format!("{what}, iteration {}", k + 1);
        let mut p = String::new();
        let mut path = vec![String::new()];
        for s in step["selected"].as_array().unwrap() {
            let s = s.as_str().unwrap();
            assert!(!plain.terminal(&p), "{at}: selected {s} below the terminal '{p}'");
            let kids: Vec<String> = (0..plain.degree[&p]).map(|i| child(&p, i)).collect();
            assert!(
                kids.iter().all(|q| stats.contains_key(q)),
                "{at}: selected '{s}' while '{p}' has an unvisited successor"
            );
            let np = stats[&p].0 as f64;
            let ucb: Vec<f64> = kids
                .iter()
                .map(|q| {
                    let (n, w) = stats[q];
                    w / n as f64 + c * (np.ln() / n as f64).sqrt()
                })
                .collect();
            // The maximum, ties to the lowest index; rounding aside: a successor within
            // 1e-9 of the maximum may be chosen, but of exactly equal values the first.
            let max = ucb.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let i = kids.iter().position(|q| q == s).unwrap_or_else(|| panic!("{at}: '{s}' is no successor of '{p}'"));
            assert!(ucb[i] >= max - 1e-9, "{at}: chose '{s}' of UCB1 values {ucb:?} of the successors of '{p}'");
            assert!(ucb[..i].iter().all(|&u| u != ucb[i]), "{at}: '{s}' ties with a lower index: {ucb:?}");
            p = s.to_string();
            path.push(p.clone());
        }
        let expanded = step["expanded"].as_str();
        let from = if plain.terminal(&p) {
            assert_eq!(expanded, None, "{at}: expanded below the terminal '{p}'");
            p.clone()
        } else {
            let first = (0..plain.degree[&p]).map(|i| child(&p, i)).find(|q| !stats.contains_key(q));
            assert_eq!(expanded.map(str::to_string), first, "{at}: the first unvisited successor of '{p}'");
            let e = first.unwrap();
            stats.insert(e.clone(), (0, 0.0));
            to_max.insert(e.clone(), 0.0);
            path.push(e.clone());
            e
        };
        let leaf = step["leaf"].as_str().unwrap();
        assert!(plain.terminal(leaf), "{at}: leaf '{leaf}' is not terminal");
        assert!(
            leaf == from || leaf.starts_with(&format!("{from}.")) || from.is_empty(),
            "{at}: leaf '{leaf}' is not below '{from}'"
        );
        let r = step["reward"].as_f64().unwrap();
        assert_eq!(r, scale(plain.value[leaf]), "{at}: the reward of '{leaf}'");
        if let Some(e) = expanded {
            own.insert(e.to_string(), r);
        }
        for q in &path {
            let max_moves = parent(q).is_none_or(|a| depth(&a).is_multiple_of(2));
            let e = stats.get_mut(q).unwrap();
            e.0 += 1;
            e.1 += if max_moves { r } else { 1.0 - r };
            *to_max.get_mut(q).unwrap() += r;
        }
    }
    // The statistics printed are the replay's.
    let nodes = run["nodes"].as_object().unwrap();
    assert_eq!(nodes.len(), stats.len(), "{what}: positions in the search tree");
    for (q, &(n, w)) in &stats {
        let got = &nodes[q.as_str()];
        assert_eq!(got["n"].as_u64().unwrap(), n, "{what}: N of '{q}'");
        assert!((got["w"].as_f64().unwrap() - w).abs() < 1e-9, "{what}: W of '{q}': {got} against {w}");
    }
    // Sums along every path: a position's visits are its successors' plus the iteration
    // that added it (none for the root); so are its rewards to Max.
    for (q, &(n, _)) in &stats {
        if plain.terminal(q) {
            continue;
        }
        let kids: Vec<String> = (0..plain.degree[q]).map(|i| child(q, i)).filter(|k| stats.contains_key(k)).collect();
        let n_kids: u64 = kids.iter().map(|k| stats[k].0).sum();
        let m_kids: f64 = kids.iter().map(|k| to_max[k]).sum();
        let (extra_n, extra_r) = if q.is_empty() { (0, 0.0) } else { (1, own[q]) };
        assert_eq!(n, n_kids + extra_n, "{what}: N of '{q}' against its successors'");
        assert!((to_max[q] - m_kids - extra_r).abs() < 1e-9, "{what}: rewards of '{q}' against its successors'");
    }
    // The move: the root successor visited most, ties to the lowest index.
    let best = if plain.terminal("") {
        None
    } else {
        let kids: Vec<String> = (0..plain.degree[""]).map(|i| child("", i)).collect();
        let n = |q: &String| stats.get(q).map_or(0, |s| s.0);
        let most = kids.iter().map(n).max().unwrap();
        kids.iter().find(|q| n(q) == most).cloned()
    };
    assert_eq!(run["best"].as_str().map(str::to_string), best, "{what}: the move");
}

fn mcts_json(t: &Tree, args: &[&str]) -> Value {
    let text = gametree::notation::print(t);
    let mut all = vec!["mcts", text.as_str(), "--json"];
    all.extend_from_slice(args);
    let o = gametree(&all);
    assert!(o.status.success(), "{}", stderr(&o));
    serde_json::from_str(&stdout(&o)).unwrap()
}

#[test]
fn every_selection_of_the_trace_is_recomputed_from_the_statistics_before_it() {
    for seed in 0..60u64 {
        let t = tree_for(seed);
        let iterations = (20 + seed * 7).to_string();
        let s = (seed * 31).to_string();
        let c = ["1.4142135623730951", "0", "0.5", "3"][(seed % 4) as usize];
        let run = mcts_json(&t, &["--iterations", &iterations, "--seed", &s, "--c", c]);
        check_trace(&t, &run, c.parse().unwrap(), &ctx(seed, &t));
    }
}

#[test]
fn the_default_c_is_root_two_and_a_given_range_scales_the_rewards() {
    let t = gametree::notation::parse("((3 -1 4) (1 -5 9) 2)").unwrap();
    let run = mcts_json(&t, &["--iterations", "200", "--range", "-10..10"]);
    assert_eq!(run["c"].as_f64().unwrap(), std::f64::consts::SQRT_2);
    assert_eq!(run["range"], serde_json::json!({"lower": -10, "upper": 10}));
    check_trace(&t, &run, std::f64::consts::SQRT_2, "a given range");
    // A win/loss game: rewards are 1 and 0.
    let t = gametree::notation::parse("((1 0) (0 0) (1 1))").unwrap();
    let run = mcts_json(&t, &["--iterations", "50"]);
    assert!(run["trace"].as_array().unwrap().iter().all(|s| [0.0, 1.0].contains(&s["reward"].as_f64().unwrap())));
    assert_eq!(run["best"], "3");
}

#[test]
fn ties_go_to_the_lowest_index_in_selection_and_in_the_move() {
    // Every reward 1/2: after the three expansions every UCB1 value ties, so selection
    // takes '1', then '2' and '3' (fewer visits), and so on round; the move is '1' at 3k+1.
    let t = gametree::notation::parse("((5 5) (5 5) (5 5))").unwrap();
    let run = mcts_json(&t, &["--iterations", "7"]);
    let firsts: Vec<&str> =
        run["trace"].as_array().unwrap().iter().map(|s| s["selected"][0].as_str().unwrap_or("-")).collect();
    assert_eq!(firsts, ["-", "-", "-", "1", "2", "3", "1"]);
    assert_eq!(run["best"], "1");
    check_trace(&t, &run, std::f64::consts::SQRT_2, "all ties");
    // Means equal as fractions but summed in another order: 1/3 + 2/3 against 2/3 + 1/3.
    let t = gametree::notation::parse("((0 3 1 2) (3 0 2 1))").unwrap();
    for seed in 0..20 {
        let run = mcts_json(&t, &["--iterations", "40", "--c", "0", "--seed", &seed.to_string()]);
        check_trace(&t, &run, 0.0, &format!("fractions, seed {seed}"));
    }
}

#[test]
fn a_terminal_root_is_visited_and_has_no_move() {
    let t = gametree::notation::parse("7").unwrap();
    let run = mcts_json(&t, &["--iterations", "3"]);
    assert_eq!(run["best"], Value::Null);
    assert_eq!(run["nodes"][""]["n"], 3);
    check_trace(&t, &run, std::f64::consts::SQRT_2, "terminal root");
}

#[test]
fn the_same_seed_gives_the_same_run_and_another_seed_another() {
    let t = tree_for(41);
    let a = mcts_json(&t, &["--iterations", "300", "--seed", "5"]);
    let b = mcts_json(&t, &["--iterations", "300", "--seed", "5"]);
    let c = mcts_json(&t, &["--iterations", "300", "--seed", "6"]);
    assert_eq!(a, b);
    assert_ne!(a["trace"], c["trace"], "{}", ctx(41, &t));
}

/// The root successors whose minimax value is the root's (F0, K&M (1)).
fn optimal_moves(t: &Tree) -> Vec<u32> {
    let f = negamax_values(t);
    let root = t.root();
    t.children(root).filter(|&q| -f[q as usize] == f[root as usize]).collect()
}

#[test]
fn the_move_converges_to_a_minimax_optimal_move_as_iterations_grow() {
    let budgets = [30u64, 300, 3000, 30000];
    let mut right = [0usize; 4];
    let mut trees = 0;
    for seed in 0..200u64 {
        let t = tree_for(seed);
        if t.is_terminal(t.root()) || t.degree(t.root()) < 2 || t.len() > 400 {
            continue;
        }
        trees += 1;
        let best = optimal_moves(&t);
        for (k, &iterations) in budgets.iter().enumerate() {
            let r = mcts::run(&t, &Options { iterations, seed, ..Options::default() }).unwrap();
            if best.contains(&r.best.unwrap()) {
                right[k] += 1;
            } else if k == budgets.len() - 1 {
                eprintln!("not yet optimal after {iterations}: {}", ctx(seed, &t));
            }
        }
    }
    eprintln!("trees {trees}, optimal moves per budget {budgets:?}: {right:?}");
    assert!(trees >= 60, "{trees}");
    assert!(right.windows(2).all(|w| w[0] <= w[1] + trees / 50), "{right:?}");
    assert!(right[3] * 100 >= trees * 97, "{right:?} of {trees}");
}

#[test]
fn bad_options_are_refused_with_what_and_where() {
    let cases: &[(&[&str], &str)] = &[
        (&["mcts", "(1 2)", "--iterations", "0"], "--iterations: 0 is not between 1 and 1000000"),
        (&["mcts", "(1 2)", "--iterations", "1000001"], "--iterations: 1000001 is not between 1 and 1000000"),
        (&["mcts", "(1 2)"], "iterations"),
        (&["mcts", "(1 2)", "--iterations", "5", "--c", "-1"], "--c: -1 is not a finite number >= 0"),
        (&["mcts", "(1 2)", "--iterations", "5", "--c", "nan"], "--c"),
        (&["mcts", "(1 2)", "--iterations", "5", "--range", "4..2"], "has L > U"),
        (
            &["mcts", "(1 5)", "--iterations", "5", "--range", "2..4"],
            "terminal '1' has the value 1, outside the range 2..4",
        ),
        (&["mcts", "(1 2", "--iterations", "5"], "tree:"),
    ];
    for (args, says) in cases {
        let o = gametree(args);
        assert!(!o.status.success(), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{args:?}");
    }
}

#[test]
fn the_library_refuses_what_the_program_refuses() {
    let t = tree_for(3);
    for o in [
        Options { iterations: 0, ..Options::default() },
        Options { iterations: mcts::MAX_ITERATIONS + 1, ..Options::default() },
        Options { c: f64::NAN, ..Options::default() },
        Options { c: -0.5, ..Options::default() },
        Options { range: Some(ValueRange { lower: 1000, upper: 2000 }), ..Options::default() },
    ] {
        assert!(mcts::run(&t, &o).is_err(), "{o:?}");
    }
}

/// The experiment's rows recomputed: tree k of the model, a fresh run for each budget (a
/// run of I iterations is the first I of any longer one), its move against F0's.
#[test]
fn the_experiment_counts_are_fresh_runs_against_f0() {
    use gametree::experiment::uct::{rows, sample, UctModel, UctSpec};
    for model in [UctModel::PGame, UctModel::Trap] {
        let spec = UctSpec {
            model,
            degree: 3,
            height: 4,
            samples: 12,
            iterations: vec![5, 40, 300],
            seed: 9,
            c: std::f64::consts::SQRT_2,
        };
        let samples: Vec<_> = (0..spec.samples).map(|k| sample(&spec, k).unwrap()).collect();
        let got = rows(&spec, &samples);
        for (i, &iterations) in spec.iterations.iter().enumerate() {
            let mut optimal = 0;
            for k in 0..spec.samples {
                let t = spec.tree(k).unwrap();
                let r = mcts::run(&t, &Options { iterations, seed: spec.uct_seed(k), ..Options::default() }).unwrap();
                optimal += u32::from(optimal_moves(&t).contains(&r.best.unwrap()));
            }
            assert_eq!(got[i].optimal, optimal, "{model:?}, {iterations} iterations");
            assert_eq!(got[i].trees, 12);
        }
    }
}

#[test]
fn a_trap_tree_hides_a_refutation_one_reply_deep_under_the_first_move() {
    use gametree::generate::sampling_traps::trap;
    for seed in 0..30 {
        let (d, h) = (2 + (seed % 4) as u32, 2 + (seed % 3) as u32);
        let t = trap(d, h, seed, Default::default()).unwrap();
        let first = t.child(t.root(), 0);
        let losing: Vec<_> = t
            .children(first)
            .filter(|&r| {
                let leaves: Vec<i64> = t
                    .preorder()
                    .filter(|&p| t.is_terminal(p) && t.dewey(p).0.starts_with(&t.dewey(r).0))
                    .map(|p| t.value(p))
                    .collect();
                leaves.iter().all(|&v| v == -10)
            })
            .collect();
        assert_eq!(losing.len(), 1, "{}", ctx(seed, &t));
        let best = optimal_moves(&t);
        assert!(!best.contains(&first), "the trap move is optimal: {}", ctx(seed, &t));
        let f = negamax_values(&t);
        assert!(t.children(t.root()).all(|q| q == first || -f[q as usize] > -f[first as usize]), "{}", ctx(seed, &t));
    }
    assert!(trap(1, 4, 0, Default::default()).unwrap_err().to_string().contains("degree >= 2"));
}

#[test]
fn p_games_are_won_lost_or_drawn_and_seeded() {
    use gametree::generate::sampling_traps::pgame;
    let a = pgame(3, 5, 4, Default::default()).unwrap();
    assert_eq!(a.uniform_shape(), Some((3, 5)));
    assert!(a.terminals_in_order().all(|p| [-1, 0, 1].contains(&a.value(p))));
    assert_eq!(gametree::notation::print(&a), gametree::notation::print(&pgame(3, 5, 4, Default::default()).unwrap()));
    assert_ne!(gametree::notation::print(&a), gametree::notation::print(&pgame(3, 5, 5, Default::default()).unwrap()));
}

#[test]
fn the_experiment_prints_csv_and_refuses_bad_budgets() {
    let o = gametree(&[
        "experiment",
        "--model",
        "trap",
        "--degree",
        "3",
        "--height",
        "3",
        "--samples",
        "8",
        "--iterations",
        "10,100",
        "--csv",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "model,degree,height,iterations,trees,optimal,probability,wilson_low,wilson_high,f2_terminals_mean,settled"
    );
    assert_eq!(lines.len(), 3);
    assert!(lines[1].starts_with("trap,3,3,10,8,"), "{}", lines[1]);
    for (args, says) in [
        (&["--iterations", "100,10"][..], "increasing"),
        (&["--iterations", "0,10"][..], "iterations: 0"),
        (&["--degree", "40", "--height", "9"][..], "lower them"),
        (&["--samples", "0"][..], "samples"),
        (&["--c", "-2"][..], "mcts c"),
    ] {
        let mut all = vec!["experiment", "--model", "pgame"];
        all.extend_from_slice(args);
        let o = gametree(&all);
        assert!(!o.status.success(), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
}

/// The experiment's UCT runs draw their own random numbers, not the tree's: on trap trees of
/// degree 2 the second root move is the only other move, so it is optimal, and after three
/// iterations (each root move expanded and played out once, then UCB1's choice) UCT's move
/// is it exactly when the trap's one playout lost, which a uniform random playout does under
/// one Min reply of two: about half the trees. (With the tree's seed for UCT, the playout's
/// first random number was the generator's first, the refuting reply: it lost on every tree.)
#[test]
fn the_experiment_s_playouts_do_not_replay_the_tree_s_random_numbers() {
    for height in ["2", "3", "5"] {
        let o = gametree(&[
            "experiment",
            "--model",
            "trap",
            "--degree",
            "2",
            "--height",
            height,
            "--samples",
            "300",
            "--iterations",
            "2,3",
            "--json",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let rows: Value = serde_json::from_str(&stdout(&o)).expect("json");
        let rows = rows["results"].as_array().expect("rows");
        assert_eq!(rows[0]["optimal"], 0, "height {height}: after 2 iterations, the tie goes to the trap move");
        let p = rows[1]["probability"].as_f64().unwrap();
        // Binomial(300, 1/2): 0.35..0.65 is more than 5 standard errors (0.029) either side.
        assert!(
            (0.35..=0.65).contains(&p),
            "height {height}: UCT's move optimal after 3 iterations on {p} of the trees"
        );
    }
}
