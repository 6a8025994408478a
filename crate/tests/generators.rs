//! The generators of `gametree::generate`: determinism, platform-independent regression
//! values, the structure each model promises, and parameter and limit errors. A failing
//! check on a random tree prints the seed and the tree text.

use gametree::examples::pi_tree;
use gametree::generate::{
    additive, dependent, generate, nonuniform, permutation, pi_digits, random_shape, GenSpec, Model, MAX_PI_DIGITS,
};
use gametree::notation::print;
use gametree::{Error, Limits, NodeId, Tree};
// The same tests run under wasm-bindgen-test (Node):
// `cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --test generators`.
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

const SEEDS: std::ops::Range<u64> = 0..200;

fn fail(seed: u64, tree: &Tree, what: &str) -> String {
    format!("seed {seed}: {what}\ntree: {}", print(tree))
}

fn spec(model: Model) -> GenSpec {
    GenSpec { model, ..GenSpec::default() }
}

fn gen(s: &GenSpec) -> Tree {
    generate(s, Limits::default()).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn values(t: &Tree) -> Vec<i64> {
    t.terminals_in_order().map(|p| t.value(p)).collect()
}

fn limit_error(r: gametree::Result<Tree>) -> String {
    match r {
        Err(Error::Limit(m)) => m.text,
        other => panic!("expected a limit error, got {other:?}"),
    }
}

fn generator_error(r: gametree::Result<Tree>) -> String {
    match r {
        Err(Error::Generator(m)) => m.text,
        other => panic!("expected a generator error, got {other:?}"),
    }
}

/// The regression values: the canonical text of small generated trees, computed once on
/// x86_64. The wasm32 tests compare against the same strings, so a difference between
/// platforms (or a change of the sampling code) shows up as a failure here or there.
/// Changing one of these means every shared link to a generated tree changes meaning.
pub const REGRESSION: &[(&str, &str)] = &[
    (r#"{"model":"iid","degree":2,"height":3,"seed":7}"#, "(((-7,-6),(4,4)),((2,-3),(-8,7)))"),
    (r#"{"model":"permutation","degree":2,"height":3,"seed":7}"#, "(((6,1),(7,3)),((4,5),(8,2)))"),
    (r#"{"model":"dependent","degree":3,"height":2,"seed":7}"#, "((3,4,5),(8,6,7),(2,1,0))"),
    (r#"{"model":"additive","degree":2,"height":3,"scale":10,"seed":7}"#, "(((8,16),(11,17)),((9,10),(9,6)))"),
    (
        r#"{"model":"nonuniform","height":3,"q":[0.8],"meanDegree":[2.5],"lo":0,"hi":9,"seed":7}"#,
        "(((0,0),(2,4,8)),((0,1,9),(7,4),(5,3,4)),((5,2,0),(6,4)))",
    ),
    (
        r#"{"model":"random-shape","maxDegree":3,"maxDepth":4,"seed":8}"#,
        "((((-1),2),(3,(-3),(2,0,9)),((-3,-5),(7,9,7))))",
    ),
];

#[test]
fn small_generated_trees_are_the_same_on_every_platform() {
    for (json, text) in REGRESSION {
        let s: GenSpec = serde_json::from_str(json).unwrap();
        assert_eq!(print(&gen(&s)), *text, "{json}");
    }
    // A shuffle of the first one (ChaCha stream 1 of seed 7).
    let t = gen(&serde_json::from_str(REGRESSION[0].0).unwrap());
    let shuffled = gametree::generate::reorder(&t, gametree::generate::Reorder::Shuffle { seed: 7 });
    assert_eq!(print(&shuffled), "(((4,4),(-7,-6)),((2,-3),(-8,7)))");
}

/// FNV-1a of the canonical texts of every model with degree 3, height 5 (the others
/// default), seeds 0..5, one per line: a wider regression value, the same on wasm32.
pub const REGRESSION_HASH: u64 = 0xde0ec556d163632d;

#[test]
fn every_model_gives_the_same_trees_on_every_platform() {
    let mut all = String::new();
    for model in Model::ALL {
        for seed in 0..5 {
            let s = GenSpec { model, seed, degree: 3, height: 5, ..GenSpec::default() };
            all.push_str(&print(&gen(&s)));
            all.push('\n');
        }
    }
    let h = all.bytes().fold(0xcbf29ce484222325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100000001b3));
    assert_eq!(h, REGRESSION_HASH, "hash {h:#x}");
}

#[test]
fn the_same_spec_and_seed_give_the_same_tree_and_other_seeds_another() {
    for model in Model::ALL {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let s = GenSpec { seed, ..spec(model) };
            let a = print(&gen(&s));
            assert_eq!(a, print(&gen(&s)), "{model} seed {seed}");
            seen.insert(a);
        }
        // pi ignores the seed; every random model gives 20 different trees.
        let want = if model == Model::Pi { 1 } else { 20 };
        assert_eq!(seen.len(), want, "{model}");
    }
}

#[test]
fn gen_spec_json_uses_camel_case_fields_kebab_case_models_and_defaults() {
    let s: GenSpec = serde_json::from_str(r#"{"model":"random-shape","maxDegree":2}"#).unwrap();
    assert_eq!(s, GenSpec { model: Model::RandomShape, max_degree: 2, ..GenSpec::default() });
    let back: GenSpec = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
    for m in Model::ALL {
        assert_eq!(serde_json::to_string(&m).unwrap(), format!("\"{}\"", m.name()));
        assert_eq!(m.name().parse::<Model>().unwrap(), m);
    }
    assert!("oak".parse::<Model>().is_err());
}

#[test]
fn iid_values_stay_in_range_and_cover_it() {
    let t = gen(&GenSpec { degree: 4, height: 4, lo: -2, hi: 3, ..spec(Model::Iid) });
    assert_eq!(t.uniform_shape(), Some((4, 4)));
    let v = values(&t);
    for x in -2..=3 {
        assert!(v.contains(&x), "{}", fail(1, &t, &format!("{x} never drawn")));
    }
    assert!(v.iter().all(|x| (-2..=3).contains(x)));
    let one = gen(&GenSpec { lo: 5, hi: 5, ..spec(Model::Iid) });
    assert!(values(&one).iter().all(|&x| x == 5));
}

#[test]
fn permutation_values_are_exactly_1_to_d_to_the_h() {
    for seed in SEEDS {
        let (d, h) = (2 + (seed % 3) as u32, 1 + (seed % 4) as u32);
        let t = permutation(d, h, seed, Limits::default()).unwrap();
        assert_eq!(t.uniform_shape(), Some((d, h)));
        let mut v = values(&t);
        v.sort_unstable();
        let n = (d as i64).pow(h);
        assert_eq!(v, (1..=n).collect::<Vec<_>>(), "{}", fail(seed, &t, "not 1..d^h"));
    }
}

#[test]
fn dependent_values_spell_their_paths_in_radix_d() {
    let mut shuffled = false;
    for seed in SEEDS {
        let (d, h) = (2 + (seed % 3) as u32, 1 + (seed % 4) as u32);
        let t = dependent(d, h, seed, Limits::default()).unwrap();
        assert_eq!(t.uniform_shape(), Some((d, h)));
        let mut v = values(&t);
        v.sort_unstable();
        assert_eq!(v, (0..(d as i64).pow(h)).collect::<Vec<_>>(), "{}", fail(seed, &t, "not 0..d^h-1"));
        // digit[c] = the move number of c: digit depth(c) (most significant first) of every
        // terminal below c; the successors of every position carry 0..d-1 in some order.
        let mut digit: Vec<Option<i64>> = vec![None; t.len()];
        for leaf in t.terminals_in_order() {
            let value = t.value(leaf);
            let mut p = leaf;
            while let Some(up) = t.parent(p) {
                let k = t.depth(p); // 1..=h
                let a = value / (d as i64).pow(h - k) % d as i64;
                assert_eq!(*digit[p as usize].get_or_insert(a), a, "{}", fail(seed, &t, "digits disagree"));
                p = up;
            }
        }
        for p in (0..t.len() as NodeId).filter(|&p| !t.is_terminal(p)) {
            let mut moves: Vec<i64> = t.children(p).map(|c| digit[c as usize].unwrap()).collect();
            shuffled |= moves.windows(2).any(|w| w[0] > w[1]);
            moves.sort_unstable();
            assert_eq!(moves, (0..d as i64).collect::<Vec<_>>(), "{}", fail(seed, &t, "moves"));
        }
    }
    assert!(shuffled, "some position's moves are not numbered 0, 1, ... left to right");
}

#[test]
fn additive_values_are_sums_of_arcs_below_scale() {
    for seed in SEEDS {
        let (d, h, scale) = (2 + (seed % 3) as u32, 1 + (seed % 4) as u32, 1 + (seed % 20) as i64);
        let t = additive(d, h, scale, seed, Limits::default()).unwrap();
        assert_eq!(t.uniform_shape(), Some((d, h)));
        // Below a position on level k every value is (its path's sum) + h - k arcs, so the
        // values below it spread over less than (h - k) * scale.
        let mut range = vec![(i64::MAX, i64::MIN); t.len()];
        for p in (0..t.len() as NodeId).rev() {
            let r = if t.is_terminal(p) {
                (t.value(p), t.value(p))
            } else {
                t.children(p).fold((i64::MAX, i64::MIN), |(lo, hi), c| {
                    (lo.min(range[c as usize].0), hi.max(range[c as usize].1))
                })
            };
            let spread = (h - t.depth(p)) as i64 * (scale - 1);
            assert!(r.1 - r.0 <= spread, "{}", fail(seed, &t, &format!("spread at {}", t.dewey(p))));
            range[p as usize] = r;
        }
        assert!(range[0].0 >= 0 && range[0].1 <= h as i64 * (scale - 1), "{}", fail(seed, &t, "range"));
    }
    let flat = additive(3, 3, 1, 5, Limits::default()).unwrap();
    assert!(values(&flat).iter().all(|&x| x == 0));
}

#[test]
fn the_pi_model_is_fig_1_and_has_10000_digits() {
    let t = gen(&GenSpec { degree: 3, height: 4, ..spec(Model::Pi) });
    assert_eq!(t, pi_tree());
    assert_eq!(print(&t).get(..12), Some("((((3,1,4),("));
    let big = gen(&GenSpec { degree: 10, height: 4, ..spec(Model::Pi) });
    assert_eq!(values(&big), pi_digits(10_000).iter().map(|&d| d as i64).collect::<Vec<_>>());
}

#[test]
fn nonuniform_with_q_1_and_an_integer_mean_is_the_uniform_tree() {
    let t = nonuniform(3, &[1.0], &[2.0], -5, 5, 9, Limits::default()).unwrap();
    assert_eq!(t.uniform_shape(), Some((2, 3)));
    let leaf = nonuniform(3, &[0.0], &[2.0], -5, 5, 9, Limits::default()).unwrap();
    assert_eq!(leaf.len(), 1);
}

#[test]
fn nonuniform_degrees_are_floor_or_ceil_of_the_mean_and_average_to_it() {
    let (mut positions, mut interior, mut successors) = (0u64, 0u64, 0u64);
    for seed in SEEDS {
        let t = nonuniform(6, &[0.9, 0.6], &[2.25, 1.5], 0, 9, seed, Limits::default()).unwrap();
        assert!(t.height() <= 6, "{}", fail(seed, &t, "too deep"));
        for p in 0..t.len() as NodeId {
            positions += 1;
            if t.is_terminal(p) {
                assert!((0..=9).contains(&t.value(p)));
                continue;
            }
            let ok = if t.depth(p) == 0 { [2, 3] } else { [1, 2] };
            assert!(ok.contains(&t.degree(p)), "{}", fail(seed, &t, &format!("degree at {}", t.dewey(p))));
            if t.depth(p) > 0 {
                interior += 1;
                successors += t.degree(p) as u64;
            }
        }
    }
    let mean = successors as f64 / interior as f64;
    assert!((mean - 1.5).abs() < 0.05, "mean degree below the root {mean} ({positions} positions)");
}

#[test]
fn random_shapes_respect_their_bounds_and_mix_leaf_depths() {
    let mut mixed = false;
    for seed in SEEDS {
        let (n, depth) = (1 + (seed % 4) as u32, 1 + (seed % 6) as u32);
        let t = random_shape(n, depth, -3, 3, seed, Limits::default()).unwrap();
        assert!(!t.is_terminal(0), "{}", fail(seed, &t, "terminal root"));
        assert!(t.height() <= depth, "{}", fail(seed, &t, "too deep"));
        for p in 0..t.len() as NodeId {
            if t.is_terminal(p) {
                assert!((-3..=3).contains(&t.value(p)));
            } else {
                assert!((1..=n).contains(&t.degree(p)), "{}", fail(seed, &t, "degree"));
            }
        }
        let depths: std::collections::BTreeSet<u32> = t.terminals_in_order().map(|p| t.depth(p)).collect();
        mixed |= depths.len() > 1;
    }
    assert!(mixed);
    assert_eq!(random_shape(3, 0, 4, 4, 1, Limits::default()).unwrap().len(), 1, "max_depth 0: a terminal root");
}

#[test]
fn parameters_out_of_range_are_generator_errors() {
    let e = |s: GenSpec| generator_error(generate(&s, Limits::default()));
    assert_eq!(e(GenSpec { degree: 0, ..spec(Model::Iid) }), "degree must be at least 1");
    assert_eq!(e(GenSpec { degree: 0, ..spec(Model::Pi) }), "degree must be at least 1");
    assert!(e(GenSpec { lo: 3, hi: 2, ..spec(Model::Iid) }).contains("lo must not exceed hi"));
    assert!(e(GenSpec { lo: -(1 << 60), ..spec(Model::Iid) }).contains("2^53 - 1"));
    assert!(e(GenSpec { scale: 0, ..spec(Model::Additive) }).contains("scale must be at least 1"));
    assert!(e(GenSpec { scale: 1 << 62, ..spec(Model::Additive) }).contains("too large"));
    assert!(e(GenSpec { q: vec![0.5, 1.5], ..spec(Model::Nonuniform) }).contains("q must be in [0, 1]"));
    assert!(e(GenSpec { q: vec![f64::NAN], ..spec(Model::Nonuniform) }).contains("q must be in [0, 1]"));
    assert!(e(GenSpec { q: vec![], ..spec(Model::Nonuniform) }).contains("q needs"));
    assert!(e(GenSpec { mean_degree: vec![0.5], ..spec(Model::Nonuniform) }).contains("at least 1"));
    assert!(e(GenSpec { max_degree: 0, ..spec(Model::RandomShape) }).contains("maximum degree"));
}

#[test]
fn trees_beyond_the_limits_are_refused_before_they_are_built() {
    let small = Limits { max_positions: 1000, max_depth: 50 };
    let too_many = |s: GenSpec| limit_error(generate(&s, small));
    // 3^6 terminals + interior = 1093 > 1000.
    for m in [Model::Iid, Model::Permutation, Model::Pi, Model::Dependent, Model::Additive] {
        assert!(too_many(GenSpec { degree: 3, height: 6, ..spec(m) }).contains("more than 1000 positions"), "{m}");
        assert!(generate(&GenSpec { degree: 3, height: 5, ..spec(m) }, small).is_ok(), "{m}");
    }
    // d^h overflows u64: refused before anything is sized by it (were it built first, this
    // test would not end: the tree would need more memory than any machine has).
    assert!(too_many(GenSpec { degree: u32::MAX, height: 40, ..spec(Model::Permutation) }).contains("more than"));
    assert!(limit_error(generate(&GenSpec { degree: 1, height: 51, ..spec(Model::Iid) }, small)).contains("deeper"));
    // Random shapes stop as soon as the count passes the limit.
    let q1 = GenSpec { height: 40, q: vec![1.0], mean_degree: vec![3.0], ..spec(Model::Nonuniform) };
    assert!(too_many(q1).contains("more than 1000 positions"));
    let wide = GenSpec { height: 2, q: vec![1.0], mean_degree: vec![4e9], ..spec(Model::Nonuniform) };
    assert!(too_many(wide).contains("more than 1000 positions"));
    let rs = GenSpec { max_degree: 1000, max_depth: 50, ..spec(Model::RandomShape) };
    assert!(too_many(rs).contains("more than 1000 positions"));
    // pi has at most MAX_PI_DIGITS digits.
    let many = GenSpec { degree: 10, height: 6, ..spec(Model::Pi) };
    assert!(limit_error(generate(&many, Limits::default())).contains(&MAX_PI_DIGITS.to_string()));
}

#[test]
fn a_huge_degree_at_height_0_is_one_position_and_allocates_nothing_per_move() {
    // Height 0 is one terminal whatever the degree, so the generators look at the height
    // before sizing anything by the degree (the d move numbers of 4294967295 are 32 GiB).
    for m in [Model::Iid, Model::Permutation, Model::Pi, Model::Dependent, Model::Additive] {
        for degree in [1_000_000_000, u32::MAX] {
            let t = generate(&GenSpec { degree, height: 0, ..spec(m) }, Limits::default()).unwrap();
            assert_eq!(t.len(), 1, "{m} degree {degree}");
        }
    }
}

#[test]
fn every_model_refuses_an_oversized_spec_saying_which_limit_and_what_to_do() {
    let l = Limits::default();
    for m in [Model::Iid, Model::Permutation, Model::Pi, Model::Dependent, Model::Additive] {
        for (degree, height) in [(u32::MAX, 1), (u32::MAX, u32::MAX), (2, 64), (1_000_000_000, 2)] {
            let msg = limit_error(generate(&GenSpec { degree, height, ..spec(m) }, l));
            assert!(msg.contains("lower the"), "{m} {degree} {height}: {msg}");
        }
    }
    let deep =
        GenSpec { height: u32::MAX, q: vec![1.0], mean_degree: vec![u32::MAX as f64], ..spec(Model::Nonuniform) };
    assert!(limit_error(generate(&deep, l)).contains("lower the height"));
    let wide = GenSpec { height: 3, q: vec![1.0], mean_degree: vec![u32::MAX as f64], ..spec(Model::Nonuniform) };
    assert!(limit_error(generate(&wide, l)).contains("lower the height, q or the mean degree"));
    let rs = GenSpec { max_degree: u32::MAX, max_depth: 3, ..spec(Model::RandomShape) };
    assert!(limit_error(generate(&rs, l)).contains("lower the maximum degree or depth"));
    let rs_deep = GenSpec { max_degree: 2, max_depth: u32::MAX, ..spec(Model::RandomShape) };
    assert!(limit_error(generate(&rs_deep, l)).contains("lower the maximum depth"));
}
