//! `gametree gen`: a thin translation of [`crate::generate`] and [`crate::examples`] into
//! tree text.

use super::args::{parse, Args, Spec};
use super::CliError;
use crate::examples;
use crate::generate::{generate, reorder, worst_case_values, GenSpec, Model, Reorder};
use crate::notation::print;
use crate::tree::Limits;

/// `gametree gen --help`.
pub const HELP: &str = "\
gametree gen - generate a tree and print it as tree text

USAGE
  gametree gen MODEL [--degree D] [--height H] [--seed S] [--lo A] [--hi B] [--scale K]
                     [--q Q0,Q1,..] [--mean-degree M0,M1,..] [--max-degree N] [--max-depth N]
                     [--reorder best-first|worst-first|reversed|shuffle|shuffle:S]
                     [--worst-case]
  gametree gen example NAME
  gametree gen chance ...   a regular *-minimax tree (below)

  The tree is printed in canonical notation on one line; pipe it into 'gametree search -'.
  The same model, options and seed give the same tree on every platform.

MODELS (uniform ones have degree D, default 3, and height H, default 4)
  iid           uniform; terminal values independent uniform integers in [A, B]
                (default [-9, 9]; ties are likely)
  permutation   uniform; terminal values a random permutation of 1..D^H (K&M section 7)
  pi            uniform; terminal values the decimal digits of pi in order (at most 65536;
                D = 3, H = 4 is K&M Fig. 1); ignores the seed
  dependent     uniform; K&M's totally dependent model (section 9): a random permutation of
                0..D-1 numbers the moves of every position, and a terminal's value is the
                radix-D number its path spells (values 0..D^H-1, Max's standpoint)
  additive      uniform; every arc gets an independent uniform integer in [0, K) (--scale,
                default 100) and a terminal's value is the sum along its path (section 9)
  nonuniform    random shape (K&M Corollary 2): a position on level j is nonterminal with
                probability Qj (--q, default 0.9) and then has Mj successors on average
                (--mean-degree, default D): floor(Mj) or ceil(Mj), with the probability that
                gives mean Mj. The last Q and M repeat for deeper levels; level H is always
                terminal. Values uniform in [A, B]
  random-shape  random shape: every nonterminal has 1..N successors uniformly (--max-degree,
                default 4); the root is nonterminal, a position on level --max-depth
                (default 5) terminal, any other terminal with probability 1/3.
                Values uniform in [A, B]

OPTIONS
  --degree D         successors of every nonterminal position (uniform models); the default
                     mean degree of nonuniform
  --height H         level of the terminals (uniform models); the deepest level (nonuniform)
  --seed S           the seed, an integer 0..2^64-1 (default 1); every random choice follows
                     from it
  --lo A, --hi B     value range of iid, nonuniform and random-shape (default -9, 9)
  --scale K          additive: arc values are 0..K-1 (default 100)
  --q Q0,Q1,..       nonuniform: probability that a position on level j is nonterminal
  --mean-degree M0,..  nonuniform: mean number of successors of a nonterminal on level j (>= 1)
  --max-degree N     random-shape: at most N successors
  --max-depth N      random-shape: no position below level N
  --reorder HOW      reorder every position's successors after generating:
                       best-first   the first successor optimal for the player to move
                                    (K&M's perfect ordering; F2 examines exactly the
                                    critical positions, Theorem 1)
                       worst-first  the reverse of best-first (with distinct values F1 cuts
                                    nothing; F2 may still make deep cutoffs)
                       reversed     right to left
                       shuffle      a random order from --seed (its own random stream, so it
                                    does not repeat the generator's choices); shuffle:S
                                    uses seed S
  --worst-case       replace the values (before --reorder) by a permutation of 1..n on which
                     F2(-inf, +inf) cuts nothing and examines every position (K&M section 7)

EXAMPLES (gametree gen example NAME)
  pi             K&M Fig. 1: degree 3, height 4, the first 81 digits of pi
  fig4-ordered   K&M Fig. 4: a perfectly ordered tree on which F2 examines 6 positions
  fig4-better    the same tree reordered: F2 examines 4
  specimen       Muszycka's thesis specimen tree
  aima-chance    AIMA 3rd ed. Fig. 5.12 (left): chance positions with probabilities .9, .1
  aima-chance-transformed   its right half: the leaves 20, 30, 1, 400 change the choice
  dice           a small backgammon-like tree: a move, the dice (a double 1/6), the reply

  gametree gen iid --degree 2 --height 3 --seed 7
  gametree gen permutation --degree 3 --height 4 --reorder best-first | gametree search -
  gametree gen random-shape --max-degree 3 --max-depth 6 --seed 42 --worst-case";

const SPEC: Spec = Spec {
    command: "gen",
    options: &[
        "degree",
        "height",
        "seed",
        "lo",
        "hi",
        "scale",
        "q",
        "mean-degree",
        "max-degree",
        "max-depth",
        "reorder",
    ],
    flags: &["worst-case"],
};

/// Runs `gametree gen` with the arguments after `gen`; returns the tree text and a newline.
/// Every error is a usage error: the tree comes from the options.
pub fn run(args: &[String]) -> Result<String, CliError> {
    if args.first().is_some_and(|m| m == "chance") {
        return super::chance::gen(&args[1..]);
    }
    let a = parse(&SPEC, args)?;
    if a.flag("help") {
        return Ok(format!("{HELP}\n"));
    }
    let (first, rest) = match a.positional.split_first() {
        Some((f, r)) => (f.as_str(), r),
        None => return Err(a.usage("no model given: expected a model (iid, permutation, pi, dependent, additive, nonuniform, random-shape) or 'example NAME'")),
    };
    if first == "example" {
        return example(&a, rest, args.len() - a.positional.len());
    }
    if let Some(extra) = rest.first() {
        return Err(a.usage(format!("unexpected argument '{extra}' after the model")));
    }
    let model: Model = first.parse().map_err(|e: crate::Error| a.usage(e.message()))?;

    // Options each model reads (--seed, --reorder and --worst-case apply to all).
    let reads: &[&str] = match model {
        Model::Iid => &["degree", "height", "lo", "hi"],
        Model::Permutation | Model::Pi | Model::Dependent => &["degree", "height"],
        Model::Additive => &["degree", "height", "scale"],
        Model::Nonuniform => &["degree", "height", "q", "mean-degree", "lo", "hi"],
        Model::RandomShape => &["max-degree", "max-depth", "lo", "hi"],
    };
    for opt in SPEC.options {
        if a.value(opt).is_some() && !reads.contains(opt) && !["seed", "reorder"].contains(opt) {
            return Err(a.usage(format!("--{opt} does not apply to the {model} model")));
        }
    }

    let mut spec = model_options(&a, model)?;
    spec.height = a.number_or("height", spec.height)?;
    spec.max_degree = a.number_or("max-degree", spec.max_degree)?;
    spec.max_depth = a.number_or("max-depth", spec.max_depth)?;
    let how = match a.value("reorder") {
        None => None,
        Some("shuffle") => Some(Reorder::Shuffle { seed: spec.seed }),
        Some(v) => Some(v.parse::<Reorder>().map_err(|e| a.usage(e.message()))?),
    };

    let mut tree = generate(&spec, Limits::default()).map_err(|e| a.usage(e.message()))?;
    if a.flag("worst-case") {
        tree = worst_case_values(&tree);
    }
    if let Some(how) = how {
        tree = reorder(&tree, how);
    }
    Ok(format!("{}\n", print(&tree)))
}

fn example(a: &Args, rest: &[String], options: usize) -> Result<String, CliError> {
    let names = examples::NAMES.iter().chain(examples::CHANCE_NAMES).copied().collect::<Vec<_>>().join(", ");
    if options > 0 {
        return Err(a.usage("'gen example' takes no options"));
    }
    match rest {
        [name] => examples::by_name(name)
            .map(|t| format!("{}\n", print(&t)))
            .ok_or_else(|| a.usage(format!("unknown example '{name}': expected one of {names}"))),
        [] => Err(a.usage(format!("no example named: expected one of {names}"))),
        [_, extra, ..] => Err(a.usage(format!("unexpected argument '{extra}' after the example's name"))),
    }
}

/// The model's options shared by `gen` and `experiment`: --degree, --seed, --lo, --hi,
/// --scale, --q, --mean-degree (without it, nonuniform's mean degree is --degree).
pub(super) fn model_options(a: &Args, model: Model) -> Result<GenSpec, CliError> {
    let mut spec = GenSpec { model, ..GenSpec::default() };
    spec.degree = a.number_or("degree", spec.degree)?;
    spec.seed = a.number_or("seed", spec.seed)?;
    spec.lo = a.number_or("lo", spec.lo)?;
    spec.hi = a.number_or("hi", spec.hi)?;
    spec.scale = a.number_or("scale", spec.scale)?;
    if let Some(q) = a.list("q")? {
        spec.q = q;
    }
    spec.mean_degree = a.list("mean-degree")?.unwrap_or_else(|| vec![spec.degree as f64]);
    Ok(spec)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gen(line: &str) -> Result<String, String> {
        run(&line.split_whitespace().map(String::from).collect::<Vec<_>>()).map_err(|e| {
            assert_eq!(e.status, super::super::USAGE, "every gen error is a usage error: {}", e.message);
            e.message
        })
    }

    #[test]
    fn the_pi_model_and_the_pi_example_agree_with_fig_1() {
        let want = format!("{}\n", print(&examples::pi_tree()));
        assert_eq!(gen("pi").unwrap(), want);
        assert_eq!(gen("pi --degree 3 --height 4").unwrap(), want);
        assert_eq!(gen("example pi").unwrap(), want);
    }

    #[test]
    fn the_seed_defaults_to_1() {
        assert_eq!(gen("iid --degree 2 --height 3").unwrap(), gen("iid --degree 2 --height 3 --seed 1").unwrap());
        assert_ne!(gen("iid --degree 2 --height 3").unwrap(), gen("iid --degree 2 --height 3 --seed 2").unwrap());
    }

    #[test]
    fn iid_d2_h3_seed7_is_the_regression_value() {
        // Same value as tests/generators.rs.
        assert_eq!(gen("iid --degree 2 --height 3 --seed 7").unwrap(), "(((-7,-6),(4,4)),((2,-3),(-8,7)))\n");
    }

    #[test]
    fn every_model_and_example_runs() {
        for m in Model::ALL {
            assert!(gen(m.name()).is_ok(), "{m}");
        }
        for n in examples::NAMES {
            assert!(gen(&format!("example {n}")).is_ok(), "{n}");
        }
        assert!(gen("nonuniform --q 1,0.5 --mean-degree 2.5 --height 3 --lo 0 --hi 3").is_ok());
        assert!(gen("random-shape --max-degree 3 --max-depth 4 --worst-case --reorder best-first").is_ok());
        assert!(gen("permutation --reorder shuffle:9").is_ok());
        assert!(gen("additive --scale 10 --reorder shuffle").is_ok());
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert!(gen("").unwrap_err().contains("no model"));
        assert!(gen("oak").unwrap_err().contains("unknown model 'oak'"));
        assert!(gen("iid --degree 0").unwrap_err().contains("degree must be at least 1"));
        assert!(gen("iid --lo 5 --hi 3").unwrap_err().contains("lo must not exceed hi"));
        assert!(gen("iid --degree 10 --height 10").unwrap_err().contains("more than"));
        assert!(gen("iid --scale 3").unwrap_err().contains("does not apply"));
        assert!(gen("nonuniform --q 1.5").unwrap_err().contains("q must be in [0, 1]"));
        assert!(gen("iid --reorder sideways").unwrap_err().contains("unknown reordering"));
        assert!(gen("iid --degree x").unwrap_err().contains("--degree"));
        assert!(gen("example fig9").unwrap_err().contains("unknown example"));
        assert!(gen("iid --color red").unwrap_err().contains("unknown option"));
    }
}
