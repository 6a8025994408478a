//! Trees with chance positions and the *-minimax procedures (Ballard 1983; Hauk, Buro &
//! Schaeffer 2004): the notation, the generator, and expectimax, Star1 and Star2 against an
//! independent expectiminimax on seeded random trees (chance and decision positions mixed,
//! terminals at mixed depths, ties, negative values, equal and unequal probabilities), the
//! window contract, the terminal counts, and worked examples. A failing test prints its seed
//! and the tree.

use gametree::chance::{self, Bound, ChanceProc, CutKind, Event, Exact, LeafRange};
use gametree::generate::chance::{chance as chance_tree, ChanceSpec, Odds, Order};
use gametree::notation::{parse, print};
use gametree::theory::rational::Rational;
use gametree::tree::Limits;
use gametree::Score;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The test's own tree: built here, valued here with big rationals, printed as text for the
/// parser. Nothing of the crate's search or arithmetic is used to value it.
enum Node {
    Leaf(i64),
    Decision(Vec<Node>),
    /// Outcomes with their probabilities as (numerator, denominator) and how they are written.
    Chance(Vec<(u64, u64, Node)>, Written),
}

#[derive(Clone, Copy)]
enum Written {
    Equal,
    Fractions,
    Decimals,
}

fn random_node(rng: &mut ChaCha8Rng, depth: u32, max_depth: u32, range: i64) -> Node {
    if depth == max_depth || (depth > 0 && rng.random_bool(0.25)) {
        return Node::Leaf(rng.random_range(-range..=range));
    }
    let d = rng.random_range(1..=4usize);
    let mut kids: Vec<Node> = (0..d).map(|_| random_node(rng, depth + 1, max_depth, range)).collect();
    if !rng.random_bool(0.4) {
        return Node::Decision(kids);
    }
    let (written, weights): (Written, Vec<u64>) = match rng.random_range(0..3) {
        0 => (Written::Equal, vec![1; d]),
        1 => (Written::Fractions, (0..d).map(|_| rng.random_range(1..=6)).collect()),
        // Decimals: hundredths summing to 100.
        _ => {
            let mut w: Vec<u64> = vec![1; d];
            for _ in 0..(100 - d) {
                w[rng.random_range(0..d)] += 1;
            }
            (Written::Decimals, w)
        }
    };
    let total: u64 = weights.iter().sum();
    let outcomes = weights.iter().zip(kids.drain(..)).map(|(&w, k)| (w, total, k)).collect();
    Node::Chance(outcomes, written)
}

/// `json`: the text's outermost list is `[` (a chance root), where a `[` list without
/// probabilities would be a decision position (the JSON form), so every probability is written.
fn text(n: &Node, out: &mut String, json: bool) {
    match n {
        Node::Leaf(v) => out.push_str(&v.to_string()),
        Node::Decision(kids) => {
            out.push('(');
            for (i, k) in kids.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                text(k, out, json);
            }
            out.push(')');
        }
        Node::Chance(kids, written) => {
            out.push('[');
            for (i, (w, total, k)) in kids.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                match written {
                    Written::Equal if !json => {}
                    Written::Equal | Written::Fractions => out.push_str(&format!("{w}/{total}:")),
                    Written::Decimals if *w == *total => out.push_str("1.00:"),
                    Written::Decimals => out.push_str(&format!("0.{:02}:", w * 100 / total)),
                }
                text(k, out, json);
            }
            out.push(']');
        }
    }
}

/// Expectiminimax from Max's standpoint with big rationals: Max and Min alternate over
/// decision positions only.
fn reference(n: &Node, max: bool) -> Rational {
    match n {
        Node::Leaf(v) => Rational::integer(*v),
        Node::Decision(kids) => {
            let vals = kids.iter().map(|k| reference(k, !max));
            if max {
                vals.max().unwrap()
            } else {
                vals.min().unwrap()
            }
        }
        Node::Chance(kids, _) => kids
            .iter()
            .fold(Rational::zero(), |s, (w, t, k)| s + Rational::new(*w as i64, *t as i64) * reference(k, max)),
    }
}

fn exact_text(e: Exact) -> String {
    e.to_string()
}

struct Case {
    seed: u64,
    text: String,
    tree: gametree::Tree,
    value: Rational,
}

fn case(seed: u64) -> Case {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let max_depth = 1 + (seed % 6) as u32;
    let range = [1, 3, 10, 1000][(seed / 6 % 4) as usize];
    let root = random_node(&mut rng, 0, max_depth, range);
    let mut t = String::new();
    text(&root, &mut t, matches!(root, Node::Chance(..)));
    let tree = parse(&t).unwrap_or_else(|e| panic!("seed {seed}: {t}: {e}"));
    Case { seed, value: reference(&root, true), text: t, tree }
}

const SEEDS: u64 = 1500;

fn run(c: &Case, p: ChanceProc, alpha: Score, beta: Score) -> chance::ChanceRun {
    chance::run(&c.tree, p, alpha, beta, None, false)
        .unwrap_or_else(|e| panic!("{}: {e}; seed {}, tree {}", p.name(), c.seed, c.text))
}

#[test]
fn every_procedure_finds_the_independent_expectiminimax_value_on_random_chance_trees() {
    let mut chance_trees = 0;
    for seed in 0..SEEDS {
        let c = case(seed);
        chance_trees += c.tree.has_chance() as u32;
        for p in ChanceProc::ALL {
            let r = run(&c, p, Score::NEG_INF, Score::INF);
            assert_eq!(exact_text(r.value), c.value.to_string(), "{}; seed {seed}, tree {}", p.name(), c.text);
            assert_eq!(r.bound, Bound::Exact, "{}; seed {seed}, tree {}", p.name(), c.text);
        }
    }
    assert!(chance_trees > SEEDS as u32 / 2, "most random trees have chance positions: {chance_trees}");
}

/// A window around, below, above or on the true value (integers, as the window takes).
fn window(rng: &mut ChaCha8Rng, v: f64) -> (Score, Score) {
    let c = v.floor() as i64;
    let a = c + rng.random_range(-6..=3);
    let b = a + rng.random_range(1..=6);
    let alpha = if rng.random_bool(0.1) { Score::NEG_INF } else { Score::new(a) };
    let beta = if rng.random_bool(0.1) { Score::INF } else { Score::new(b) };
    (alpha, beta)
}

#[test]
fn with_a_window_star1_and_star2_keep_alpha_betas_contract() {
    for seed in 0..SEEDS {
        let c = case(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let truth = c.value.to_f64();
        for _ in 0..4 {
            let (alpha, beta) = window(&mut rng, truth);
            for p in [ChanceProc::Star1, ChanceProc::Star2] {
                let r = run(&c, p, alpha, beta);
                let (v, a, b) = (r.value, Exact::score(alpha), Exact::score(beta));
                let msg =
                    format!("{} ({alpha}, {beta}) -> {v}, true {}; seed {seed}, tree {}", p.name(), c.value, c.text);
                let t = c.value.to_string();
                // Compare through f64 only to choose the case; equality through the text.
                if truth <= a.to_f64() {
                    assert!(v <= a && r.bound == Bound::Upper, "{msg}");
                    assert!(truth <= v.to_f64() + 1e-12, "an upper bound: {msg}");
                } else if truth >= b.to_f64() {
                    assert!(v >= b && r.bound == Bound::Lower, "{msg}");
                    assert!(truth >= v.to_f64() - 1e-12, "a lower bound: {msg}");
                } else {
                    assert_eq!(v.to_string(), t, "{msg}");
                }
            }
        }
    }
}

#[test]
fn star1_and_star2_never_evaluate_more_terminals_than_expectimax() {
    for seed in 0..SEEDS {
        let c = case(seed);
        let all = run(&c, ChanceProc::Expectimax, Score::NEG_INF, Score::INF).counts;
        assert_eq!(all.terminals as usize, c.tree.terminal_count(), "seed {seed}, tree {}", c.text);
        assert_eq!(all.evaluations, all.terminals);
        for p in [ChanceProc::Star1, ChanceProc::Star2] {
            let r = run(&c, p, Score::NEG_INF, Score::INF);
            assert!(r.counts.terminals <= all.terminals, "{}; seed {seed}, tree {}", p.name(), c.text);
            assert_eq!(
                r.examined.iter().enumerate().filter(|&(q, &e)| e && c.tree.is_terminal(q as u32)).count() as u64,
                r.counts.terminals
            );
        }
    }
}

#[test]
fn on_trees_without_chance_positions_star1_is_alpha_beta() {
    // No chance position: Star1's decision positions are K&M's F2, cutoff for cutoff.
    for seed in 0..300 {
        let c = case(seed);
        if c.tree.has_chance() {
            continue;
        }
        let f2 = gametree::procedures::find("F2").unwrap().run(&c.tree, &Default::default()).unwrap();
        let s1 = run(&c, ChanceProc::Star1, Score::NEG_INF, Score::INF);
        assert_eq!(Some(s1.value), f2.score().map(Exact::score), "seed {seed}, tree {}", c.text);
        assert_eq!(s1.counts.terminals, f2.counts.terminals, "seed {seed}, tree {}", c.text);
    }
}

/// What the listing's line of a step must say, by the step and its position.
fn line_says(e: &Event, next: Option<&Event>, tree: &gametree::Tree, p: ChanceProc) -> &'static [&'static str] {
    let expectimax = p == ChanceProc::Expectimax;
    match e {
        Event::Enter { .. } => &["(p"],
        Event::Evaluate { .. } => &["terminal"],
        Event::Update { .. } if expectimax => &["if t > m"],
        Event::Update { .. } | Event::Cutoff { kind: CutKind::Decision, .. } => &["decision position"],
        Event::Bounds { at, child, .. } | Event::Cutoff { at, child, kind: CutKind::Chance, .. } if at == child => {
            &["alpha", "beta", "return"]
        }
        Event::Bounds { .. } if expectimax => &["v := v + P(c)"],
        Event::Bounds { .. } => &["seen"],
        Event::Probe { .. } => &["W(c) :="],
        Event::Cutoff { kind: CutKind::Probing, .. } => &["probing cutoff", "return beta"],
        Event::Cutoff { .. } => match next {
            Some(Event::Return { bound: Bound::Upper, .. }) => &["return alpha"],
            _ => &["return beta"],
        },
        Event::Return { at, .. } if tree.is_terminal(*at) => &["terminal", "return f(p)"],
        Event::Return { at, .. } if tree.is_chance(*at) && expectimax => &["return v"],
        Event::Return { at, .. } if tree.is_chance(*at) => &["return"],
        Event::Return { .. } if expectimax => &["return m"],
        Event::Return { .. } => &["decision position"],
    }
}

#[test]
fn every_step_shows_the_line_of_the_listing_that_does_it() {
    // The kinds of step seen, so that the test is known to have met each.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..SEEDS / 3 {
        let c = case(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x11e5);
        let (alpha, beta) = window(&mut rng, c.value.to_f64());
        for p in ChanceProc::ALL {
            let r = chance::run(&c.tree, p, alpha, beta, None, true).unwrap();
            let trace = r.trace.as_ref().unwrap();
            let lines = p.lines_of(trace, &c.tree);
            assert_eq!(lines.len(), trace.len());
            for (i, (e, &line)) in trace.iter().zip(&lines).enumerate() {
                let text = p.listing()[line];
                let msg = || {
                    format!(
                        "{} ({alpha}, {beta}): step {i} {e:?} shows line {line} '{text}'; seed {seed}, tree {}",
                        p.name(),
                        c.text
                    )
                };
                // A return right after its position's cutoff shows the cutoff's line.
                if let (Event::Return { at, .. }, Some(Event::Cutoff { at: cut_at, .. })) =
                    (e, i.checked_sub(1).map(|j| &trace[j]))
                {
                    if at == cut_at {
                        assert_eq!(line, lines[i - 1], "{}", msg());
                        continue;
                    }
                }
                let next = trace.get(i + 1);
                for want in line_says(e, next, &c.tree, p) {
                    assert!(text.contains(want), "{}, which does not say '{want}'", msg());
                }
                let kind = match e {
                    Event::Cutoff { at, child, kind: CutKind::Chance, .. } if at == child => {
                        "cutoff before any outcome"
                    }
                    Event::Cutoff { kind: CutKind::Chance, .. } => match next {
                        Some(Event::Return { bound: Bound::Upper, .. }) => "chance cutoff at alpha",
                        _ => "chance cutoff at beta",
                    },
                    Event::Cutoff { kind: CutKind::Probing, .. } => "probing cutoff",
                    Event::Cutoff { .. } => "decision cutoff",
                    Event::Return { at, .. } if c.tree.is_chance(*at) => "chance return",
                    Event::Return { at, .. } if c.tree.is_terminal(*at) => "terminal return",
                    Event::Return { .. } => "decision return",
                    Event::Probe { .. } => "probe",
                    _ => "other",
                };
                seen.insert(format!("{} {kind}", p.name()));
            }
        }
    }
    for want in [
        "star1 cutoff before any outcome",
        "star1 chance cutoff at alpha",
        "star1 chance cutoff at beta",
        "star1 decision return",
        "star1 terminal return",
        "star1 chance return",
        "star2 probe",
        "star2 probing cutoff",
        "star2 chance cutoff at alpha",
        "expectimax decision return",
        "expectimax chance return",
    ] {
        assert!(seen.contains(want), "no step '{want}' in the random trees: {seen:?}");
    }
}

#[test]
fn max_chance_min_alternates_over_decision_positions_only() {
    let t = parse("([1/2:(3 5) 1/2:(2 9)] [(4 1) (6 0)])").unwrap();
    assert!(t.is_max(0) && t.is_chance(1) && t.is_chance(2));
    let min = t.position("1.1").unwrap();
    assert!(!t.is_max(min) && !t.is_chance(min));
    assert_eq!(t.probability(t.position("2.2").unwrap()).to_string(), "1/2");
    // Chance 1: 1/2 * min(3, 5) + 1/2 * min(2, 9) = 5/2; chance 2: 1/2 * 1 + 1/2 * 0 = 1/2.
    let r = chance::run(&t, ChanceProc::Expectimax, Score::NEG_INF, Score::INF, None, false).unwrap();
    assert_eq!(r.value.to_string(), "5/2");
    assert_eq!(print(&t), "([1/2:(3,5),1/2:(2,9)],[1/2:(4,1),1/2:(6,0)])");
}

#[test]
fn aimas_order_preserving_transformation_changes_the_expectiminimax_choice() {
    // AIMA (3rd ed., Fig. 5.12): probabilities .9 and .1; leaves 2, 3, 1, 4 give the moves
    // 2.1 and 1.3; the transformed leaves 20, 30, 1, 400 give 21 and 40.9.
    let a = parse("([0.9:(2 2) 0.1:(3 3)] [0.9:(1 1) 0.1:(4 4)])").unwrap();
    let b = parse("([0.9:(20 20) 0.1:(30 30)] [0.9:(1 1) 0.1:(400 400)])").unwrap();
    for p in ChanceProc::ALL {
        let ra = chance::run(&a, p, Score::NEG_INF, Score::INF, Some(LeafRange::parse("0..4").unwrap()), true).unwrap();
        let rb =
            chance::run(&b, p, Score::NEG_INF, Score::INF, Some(LeafRange::parse("0..400").unwrap()), true).unwrap();
        assert_eq!((ra.value.to_string(), rb.value.to_string()), ("21/10".into(), "409/10".into()), "{}", p.name());
    }
}

#[test]
fn star1_cuts_a_chance_position_that_cannot_reach_the_window() {
    // Values in [0, 10]. After the first chance position (value 5/2), the second's first
    // outcome is 1: its value is at most 1/2 * 1 + 1/2 * 10 = 11/2 > 5/2, so no cut... with
    // the outcome 0 first it is at most 5 > 5/2 as well. A tighter case: outcome 0 with
    // probability 3/4 gives at most 3/4 * 0 + 1/4 * 10 = 5/2 <= 5/2: cut, the last outcome
    // never searched.
    let t = parse("([1/2:(3 5) 1/2:(2 9)] [3/4:(0 7) 1/4:(6 8)])").unwrap();
    let range = Some(LeafRange::parse("0..10").unwrap());
    let e = chance::run(&t, ChanceProc::Expectimax, Score::NEG_INF, Score::INF, range, false).unwrap();
    let s = chance::run(&t, ChanceProc::Star1, Score::NEG_INF, Score::INF, range, true).unwrap();
    assert_eq!((e.value.to_string(), s.value.to_string()), ("5/2".into(), "5/2".into()));
    assert_eq!(s.counts.chance_cutoffs, 1);
    let skipped = t.position("2.2.1").unwrap();
    assert!(!s.examined[skipped as usize], "2.2 is never searched");
    assert!(s.counts.terminals < e.counts.terminals);
}

#[test]
fn the_tree_text_reads_chance_positions_and_keeps_the_old_forms() {
    // The JSON form keeps its meaning: `[` lists without probabilities are decision positions.
    let json = parse("[[3,1,4],[1,5,9],[2,6,5]]").unwrap();
    assert!(!json.has_chance());
    assert_eq!(json, parse("((3 1 4) (1 5 9) (2 6 5))").unwrap());
    // ... and with probabilities they are chance positions in either form.
    assert!(parse("[[0.5:1,0.5:2],[3]]").unwrap().is_chance(1));
    assert!(parse("[1/3:1 2/3:2]").unwrap().is_chance(0));
    // Equal probabilities, decimals within 1e-9 of 1.
    let t = parse("(1 [4 5 6])").unwrap();
    assert_eq!(t.probability(t.position("2.3").unwrap()).to_string(), "1/3");
    assert!(parse("([0.333333333333:1 0.333333333333:2 0.333333333333:3] 0)").is_ok());
    for text in ["([0.333333333333:1 0.333333333333:2 0.333333333333:3] 0)", "(1 [4 5 6])", "[1/6:1,5/6:(2,[3,4])]"] {
        let t = parse(text).unwrap();
        assert_eq!(parse(&print(&t)).unwrap(), t, "{text} -> {}", print(&t));
    }
}

#[test]
fn a_bad_probability_list_names_the_position_and_the_sum() {
    let e = parse("(1 ([1/2:3 1/3:4] 2))").unwrap_err().to_string();
    assert!(e.contains("chance position '2.1'") && e.contains("sum to 5/6, not 1"), "{e}");
    let e = parse("[0.5:1 0.4:2]").unwrap_err().to_string();
    assert!(e.contains("the root chance position: its probabilities sum to 0.9, not 1"), "{e}");
    let e = parse("(0 [0.75:1 0.5:2])").unwrap_err().to_string();
    assert!(e.contains("chance position '2': its probabilities sum to 1.25, not 1"), "{e}");
    let e = parse("(0 [0.5:1 1/3:2])").unwrap_err().to_string();
    assert!(e.contains("sum to 5/6, not 1"), "{e}");
    let e = parse("([1/2:3 4] 2)").unwrap_err().to_string();
    assert!(e.contains("every outcome"), "{e}");
    let e = parse("(1/2:3 4)").unwrap_err().to_string();
    assert!(e.contains("only inside a chance position"), "{e}");
    assert!(parse("([3/2:1] 0)").unwrap_err().to_string().contains("more than 1"));
}

#[test]
fn other_procedures_refuse_chance_trees_and_edits_keep_the_shape() {
    let t = parse("([1/2:(3 5) 1/2:(2 9)] 4)").unwrap();
    let f2 = gametree::procedures::find("F2").unwrap();
    let e = f2.run(&t, &Default::default()).unwrap_err().to_string();
    assert!(e.contains("chance position") && e.contains("expectimax"), "{e}");
    let e = t.remove_successor(&"2".parse().unwrap(), Limits::default()).unwrap_err().to_string();
    assert!(e.contains("chance positions"), "{e}");
    let edited = t.set_value(&"1.1.1".parse().unwrap(), 7).unwrap();
    assert!(edited.is_chance(1));
}

#[test]
fn a_range_that_a_terminal_leaves_is_refused() {
    let t = parse("([1/2:(3 5) 1/2:(2 9)] 4)").unwrap();
    let e =
        chance::run(&t, ChanceProc::Star1, Score::NEG_INF, Score::INF, Some(LeafRange::parse("0..5").unwrap()), false)
            .unwrap_err()
            .to_string();
    assert!(e.contains("terminal '1.2.2' has the value 9, outside the leaf range 0..5"), "{e}");
    assert!(LeafRange::parse("5..1").is_err() && LeafRange::parse("x").is_err());
}

#[test]
fn the_generator_makes_regular_seeded_trees_of_every_ordering() {
    for odds in [Odds::Uniform, Odds::Random] {
        for order in [Order::Random, Order::Best, Order::Worst] {
            let spec = ChanceSpec { plies: 3, degree: 3, outcomes: 2, odds, lo: -5, hi: 5, order, seed: 9 };
            let t = chance_tree(&spec, Limits::default()).unwrap();
            assert_eq!(t, chance_tree(&spec, Limits::default()).unwrap(), "seeded");
            // Max, chance, Min, chance, Max, terminals.
            assert_eq!(t.level_sizes(), vec![1, 3, 6, 18, 36, 108]);
            assert!(
                t.is_chance(1) && !t.is_max(t.position("1.1").unwrap()) && t.is_max(t.position("1.1.1.1").unwrap())
            );
            assert_eq!(parse(&print(&t)).unwrap(), t);
            let values = gametree::generate::chance::max_values(&t).unwrap();
            let e = chance::run(&t, ChanceProc::Expectimax, Score::NEG_INF, Score::INF, None, false).unwrap();
            assert_eq!(e.value, values[0]);
            if order != Order::Random {
                // Every decision position's first successor is its best (or worst).
                for p in 0..t.len() as u32 {
                    if t.is_terminal(p) || t.is_chance(p) {
                        continue;
                    }
                    let first = values[t.child(p, 0) as usize];
                    let best = if t.is_max(p) {
                        t.children(p).map(|c| values[c as usize]).max()
                    } else {
                        t.children(p).map(|c| values[c as usize]).min()
                    };
                    let worst = if t.is_max(p) {
                        t.children(p).map(|c| values[c as usize]).min()
                    } else {
                        t.children(p).map(|c| values[c as usize]).max()
                    };
                    assert_eq!(Some(first), if order == Order::Best { best } else { worst });
                }
            }
        }
    }
}

fn cli(args: &[&str]) -> Result<String, String> {
    let v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    gametree::cli::execute(&v, &mut std::io::empty()).map_err(|e| e.message)
}

/// A chance value whose numerator is -2^127 fits in 128 bits but its negation does not: the
/// decision position above it negates it. Two chance levels of probability 2^39/(2^39 + 1)
/// over a terminal of ±2^49 make ±2^127 / (2^39 + 1)^2; each procedure says the arithmetic
/// overflows (before, the negation panicked, or in a release build wrapped to the wrong sign).
#[test]
fn a_value_whose_negation_overflows_128_bits_is_an_error() {
    let (p, q) = ("549755813888/549755813889", "1/549755813889");
    for leaf in ["-562949953421312", "562949953421312"] {
        let tree = format!("([{p}:[{p}:{leaf} {q}:0] {q}:0] 0)");
        for proc in ["expectimax", "star1", "star2"] {
            let e = cli(&["search", "--proc", proc, &tree]).expect_err(&format!("{proc} on {tree}"));
            assert!(e.contains("128 bits"), "{proc} on {tree}: {e}");
        }
    }
}

#[test]
fn the_cli_searches_generates_and_measures_chance_trees() {
    let json = cli(&["search", "--json", "--range", "0..10", "([1/2:(3 5) 1/2:(2 9)] [3/4:(0 7) 1/4:(6 8)])"]).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    for p in ["expectimax", "star1", "star2"] {
        assert_eq!(v["procedures"][p]["chance"]["value"], "5/2", "{json}");
        assert_eq!(v["procedures"][p]["chance"]["range"]["assumed"], false);
    }
    assert_eq!(v["procedures"]["star1"]["counts"]["byKind"]["chance"], 1, "{json}");
    let e = cli(&["search", "--proc", "F2", "([1/2:3 1/2:4] 1)"]).unwrap_err();
    assert!(e.contains("position '1' is a chance position"), "{e}");
    let t = cli(&["gen", "chance", "--plies", "2", "--outcomes", "3", "--seed", "7"]).unwrap();
    assert!(parse(t.trim()).unwrap().is_chance(1), "{t}");
    let x = cli(&["experiment", "--model", "chance", "--plies", "2", "--samples", "5", "--json"]).unwrap();
    let x: serde_json::Value = serde_json::from_str(&x).unwrap();
    assert_eq!(x["results"].as_array().unwrap().len(), 3);
    assert_eq!(x["results"][0]["saving"]["mean"], 0.0, "expectimax saves nothing against itself");
}

#[test]
fn star1_on_the_dice_example_skips_two_terminals_as_worked_by_hand() {
    // Range [-2, 8] (the tree's own). Chance 1 = 1/6 * -1 + 5/6 * 2 = 3/2. At chance 2 the
    // window is (-inf, -3/2) from Min's standpoint: after 2.1 (value 0), the outcome 2.2
    // gets B = (-3/2 - 0) / (5/6) = -9/5; its first terminal gives -1 >= -9/5, a decision
    // cutoff, and -1 >= B a chance cutoff. At chance 3, 3.1's first terminal gives 2 = U'
    // (a decision cutoff: 3.1.2 skipped); 3.2 is searched whole: 1/6 * -2 + 5/6 * 3 = 13/6.
    let t = gametree::examples::by_name("dice").unwrap();
    let r = chance::run(&t, ChanceProc::Star1, Score::NEG_INF, Score::INF, None, true).unwrap();
    assert_eq!(r.value.to_string(), "13/6");
    assert_eq!((r.range.lower, r.range.upper, r.range.assumed), (-2, 8, true));
    assert_eq!(r.counts.terminals, 10);
    assert_eq!((r.counts.decision_cutoffs, r.counts.chance_cutoffs), (2, 1));
    let skipped: Vec<String> = (0..t.len() as u32)
        .filter(|&p| t.is_terminal(p) && !r.examined[p as usize])
        .map(|p| t.dewey(p).to_string())
        .collect();
    assert_eq!(skipped, ["2.2.2", "3.1.2"]);
    // Every event has its line in the listing.
    for line in ChanceProc::Star1.lines_of(r.trace.as_ref().unwrap(), &t) {
        assert!(line < ChanceProc::Star1.listing().len());
    }
    for name in gametree::examples::CHANCE_NAMES {
        let t = gametree::examples::by_name(name).unwrap();
        let e = chance::run(&t, ChanceProc::Expectimax, Score::NEG_INF, Score::INF, None, false).unwrap();
        let want = match *name {
            "aima-chance" => "21/10",
            "aima-chance-transformed" => "409/10",
            _ => "13/6",
        };
        assert_eq!(e.value.to_string(), want, "{name}");
    }
}

#[test]
fn practice_checks_answers_position_by_position_and_names_the_three_mistakes() {
    use gametree::chance::mistakes::{chance_values, check_skipped, check_values, star1_skipped, ChanceMistake};
    let (mut as_min, mut average, mut forgets) = (0, 0, 0);
    for seed in 0..400 {
        let c = case(seed);
        if !c.tree.has_chance() {
            continue;
        }
        let ctx = format!("seed {seed}, tree {}", c.text);
        let right = chance_values(&c.tree, None).unwrap();
        let fb = check_values(&c.tree, &right).unwrap();
        assert!(fb.verdicts.iter().all(|v| v.ok()) && fb.explained_by.is_empty(), "{ctx}");
        for m in [ChanceMistake::AsMin, ChanceMistake::PlainAverage] {
            let wrong = chance_values(&c.tree, Some(m)).unwrap();
            if wrong == right {
                continue;
            }
            *(if m == ChanceMistake::AsMin { &mut as_min } else { &mut average }) += 1;
            let fb = check_values(&c.tree, &wrong).unwrap();
            assert!(fb.explained_by.contains(&m), "{m:?}: {ctx}");
            let bad: Vec<u32> = fb.verdicts.iter().filter(|v| !v.ok()).map(|v| v.at).collect();
            let differ: Vec<u32> = right.iter().zip(&wrong).filter(|(a, b)| a.1 != b.1).map(|(a, _)| a.0).collect();
            assert_eq!(bad, differ, "{m:?}: the positions marked wrong are those it values wrongly; {ctx}");
        }
        let skipped = star1_skipped(&c.tree, None, None).unwrap();
        let fb = check_skipped(&c.tree, None, &skipped).unwrap();
        assert!(fb.verdicts.iter().all(|v| v.ok()) && fb.explained_by.is_empty(), "{ctx}");
        let wrong = star1_skipped(&c.tree, None, Some(ChanceMistake::ForgetsUnseenMass)).unwrap();
        if wrong != skipped {
            forgets += 1;
            let fb = check_skipped(&c.tree, None, &wrong).unwrap();
            assert_eq!(fb.explained_by, vec![ChanceMistake::ForgetsUnseenMass], "{ctx}");
            assert!(fb.verdicts.iter().any(|v| !v.ok()), "{ctx}");
        }
    }
    // Each mistake shows on many trees: the checks above ran.
    assert!(as_min > 50 && average > 20 && forgets > 10, "{as_min} {average} {forgets}");
}
