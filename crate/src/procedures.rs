//! The one catalogue of procedures: every procedure of the three papers, with its name and
//! aliases, the paper and section it transcribes, whether it takes a root window, whether
//! it reads values from Max's standpoint, its options with their defaults, and one
//! [`Entry::run`] returning one [`Record`](crate::record::Record) for every family.
//!
//! The CLI (`search`, `experiment`, `help`), the wasm exports (`procedureCatalog()`,
//! `GameTree.run`), the experiments and the tests take names from here; nothing else lists
//! procedure names. A new procedure is its own file plus one entry in [`CATALOGUE`], and
//! its variant in its family's enum and dispatch (for a thesis procedure: [`ThesisProc`]
//! and `thesis::search`; the compiler lists every match that needs an arm). The tests in
//! `tests/catalogue.rs` check every entry against F0 without naming it.
//!
//! ```
//! use gametree::procedures::{self, Options};
//!
//! let tree = gametree::examples::pi_tree();
//! let ab = procedures::find("ab").unwrap(); // an alias of the thesis' alphabeta
//! assert_eq!(ab.name, "alphabeta");
//! let r = ab.run(&tree, &Options::default()).unwrap();
//! assert_eq!(r.value.as_integer(), Some(2));
//! assert!(procedures::find("nope").unwrap_err().to_string().contains("F0, F1, F2"));
//! ```

use crate::chance::ChanceProc;
use crate::error::{Error, Result};
use crate::mutants::Mutant;
use crate::score::Score;
use crate::search::{Counts, Listing, Params, Procedure, Stack, Window, WindowUse};
use crate::slagle::{Backup, MnOptions, MnProcedure, TieRule};
use crate::thesis::ThesisProc;
use crate::tree::Tree;
use serde::{Deserialize, Deserializer, Serialize};

pub use crate::family::Family;

/// Which family's implementation runs an entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Km(Procedure),
    Thesis(ThesisProc),
    Mn(MnProcedure),
    /// A wrong procedure ([`crate::mutants`]): alpha-beta with one mistake, for practice's
    /// diagnosis; never in the menus ([`all`] lists none, [`mutants`] lists them).
    Mutant(Mutant),
    /// Ballard's family: expectimax, Star1, Star2 ([`crate::chance`]); listed by [`chance`],
    /// not yet in the menus ([`all`]).
    Chance(ChanceProc),
    /// Monte Carlo tree search, UCT ([`crate::mcts`]); listed by [`mcts`], not in [`all`]:
    /// it samples, it does not prove ([`Family::proves`]), so it has no run record of the
    /// search and no counts against F0; `gametree mcts` and [`crate::mcts::run`] run it.
    Mcts,
}

/// The type and default of one option, as a menu shows it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionKind {
    Bool {
        default: bool,
    },
    Int {
        default: i64,
        min: i64,
        max: i64,
    },
    /// One of `choices`.
    Choice {
        default: &'static str,
        choices: &'static [&'static str],
    },
    /// Free text; `choices` are suggestions (e.g. the named backing-up functions).
    Text {
        default: &'static str,
        choices: &'static [&'static str],
    },
    /// A finite real number >= `min` (UCT's exploration constant C).
    Number {
        default: f64,
        min: f64,
    },
}

/// One option a procedure takes besides the window and the trace switch. `name` is the
/// field of [`Options`] (and of the JS options object, and the CLI's `--name`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct OptionSpec {
    pub name: &'static str,
    #[serde(flatten)]
    pub kind: OptionKind,
    pub label: &'static str,
}

/// One procedure of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// The canonical name: `F2`, `alphabeta`, `mn-alphabeta`.
    pub name: &'static str,
    /// Other spellings accepted by [`find`] (any case; `_` reads as `-`).
    pub aliases: &'static [&'static str],
    pub family: Family,
    /// The menu label.
    pub label: &'static str,
    /// The short name for tables and captions: `F2`, `PVS`, `SSS*`, `m&n α-β`.
    pub abbrev: &'static str,
    /// The paper, as cited: `Knuth & Moore 1975`.
    pub paper: &'static str,
    /// Where in the paper: `§2, (9)`, `§2.6`, `App. C`.
    pub section: &'static str,
    /// How the procedure uses [`Options::alpha`] / [`Options::beta`]: not at all (it
    /// searches with the full window), beta as a bound (F1, Branch-and-bound), or the
    /// window as given.
    pub window: WindowUse,
    /// `window` is not [`WindowUse::None`] (what menus ask before showing the window).
    pub takes_window: bool,
    /// Values from Max's standpoint throughout (minimax); otherwise negamax: values from the
    /// standpoint of the player to move at each position (K&M's f(p)).
    pub minimax: bool,
    pub options: &'static [OptionSpec],
    /// The negamax procedures' printed code, with the line of each kind of step (the
    /// other families' listings are the page's, beside their sentences).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub listing: Option<&'static Listing>,
    #[serde(skip)]
    pub kind: Kind,
    /// A mistake's id, title, misconception, source, explanation and tasks (absent for a
    /// correct procedure).
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mutant: Option<Mutant>,
}

/// The Muszycka procedures' option: the reading of the thesis' texts.
const THESIS_OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "literal",
    kind: OptionKind::Bool { default: false },
    label: "The thesis' texts exactly as printed (literal reading)",
}];

/// The backing-up functions a menu offers (`exp:X,Y[,R,S]` is typed).
const BACKUPS: &[&str] = &["identity", "sample"];

/// Slagle's options. The backing-up default is `sample`, the report's functions of Figs. 2,
/// 5, 6 (§6, §7.3: x = r = 3, y = s = 1) — what the report's examples use and what the
/// CLI's help and the page said; with `identity` m&n minimaxing is plain minimaxing.
const fn mn_options(least: i64) -> [OptionSpec; 4] {
    [
        OptionSpec {
            name: "m",
            kind: OptionKind::Int { default: 2, min: least, max: crate::slagle::MAX_MN as i64 },
            label: "m: values backed up at a max-position",
        },
        OptionSpec {
            name: "n",
            kind: OptionKind::Int { default: 2, min: least, max: crate::slagle::MAX_MN as i64 },
            label: "n: values backed up at a min-position",
        },
        OptionSpec {
            name: "backup",
            kind: OptionKind::Text { default: "sample", choices: BACKUPS },
            label: "Backing-up functions: identity, sample, exp:X,Y or exp:X,Y,R,S",
        },
        OptionSpec {
            name: "tie",
            kind: OptionKind::Choice { default: "strict", choices: &["strict", "le"] },
            label: "The root's tie rule: strict (resolved) or le (the report's <=)",
        },
    ]
}
const MN_MINIMAX_OPTIONS: &[OptionSpec] = &mn_options(1);
const MN_ALPHABETA_OPTIONS: &[OptionSpec] = &mn_options(2);

const KM: &str = "Knuth & Moore 1975";
const THESIS: &str = "Muszycka 1985";
const SLAGLE: &str = "Slagle 1963";

/// MTD(f)'s option: the first guess of F(root).
const GUESS: &[OptionSpec] = &[OptionSpec {
    name: "guess",
    kind: OptionKind::Int { default: 0, min: -crate::score::MAX_VALUE, max: crate::score::MAX_VALUE },
    label: "First guess f of the root's value",
}];

/// A negamax procedure's entry: what the search knows of it (name, window, listing) comes
/// from its [`Procedure`].
const fn km(
    p: Procedure,
    aliases: &'static [&'static str],
    label: &'static str,
    abbrev: &'static str,
    paper: &'static str,
    section: &'static str,
    options: &'static [OptionSpec],
) -> Entry {
    let window = p.0.window;
    Entry {
        name: p.0.name,
        aliases,
        family: Family::KnuthMoore,
        label,
        abbrev,
        paper,
        section,
        window,
        takes_window: !matches!(window, WindowUse::None),
        minimax: false,
        options,
        listing: Some(&p.0.listing),
        kind: Kind::Km(p),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        mutant: None,
    }
}

/// A thesis procedure's entry: its name, abbreviation, window use and standpoint come from
/// [`ThesisProc`], where the thesis' engine reads them too.
const fn thesis(p: ThesisProc, aliases: &'static [&'static str], label: &'static str, section: &'static str) -> Entry {
    let window = p.window_use();
    Entry {
        name: p.name(),
        aliases,
        family: Family::Muszycka,
        label,
        abbrev: p.abbrev(),
        paper: THESIS,
        section,
        window,
        takes_window: !matches!(window, WindowUse::None),
        minimax: p.is_minimax(),
        options: THESIS_OPTIONS,
        listing: None,
        kind: Kind::Thesis(p),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        mutant: None,
    }
}

/// Every procedure, in menu order (family by family).
pub static CATALOGUE: &[Entry] = &[
    km(Procedure::F0, &[], "F0 — negamax, everything", "F0", KM, "§2, (1)", &[]),
    km(Procedure::F1, &[], "F1 — branch-and-bound", "F1", KM, "§2, (6)", &[]),
    km(Procedure::F2, &[], "F2 — alpha-beta", "F2", KM, "§2, (9)", &[]),
    km(
        Procedure::FAIL_SOFT,
        &["fail-soft"],
        "Fail-soft alpha-beta",
        "FS",
        "Fishburn 1981",
        "fail-soft alpha-beta",
        &[],
    ),
    km(Procedure::NEGASCOUT, &["nega-scout"], "NegaScout", "NS", "Reinefeld 1983", "NegaScout", &[]),
    km(
        Procedure::MTDF,
        &["mtd(f)", "mtd-f"],
        "MTD(f) — null windows with a memory",
        "MTD(f)",
        "Plaat et al. 1996",
        "MTD(f)",
        GUESS,
    ),
    thesis(ThesisProc::BranchAndBound, &["branchandbound", "bb"], "Branch-and-bound (§2.1)", "§2.1"),
    thesis(ThesisProc::Alphabeta, &["alpha-beta", "ab"], "Alphabeta (§2.2)", "§2.2"),
    thesis(ThesisProc::Falphabeta, &["fab"], "Falphabeta, fail-soft (§2.3)", "§2.3"),
    thesis(ThesisProc::Palphabeta, &["pab"], "Palphabeta (§2.3)", "§2.3"),
    thesis(ThesisProc::Pvs, &[], "PVS (§2.4)", "§2.4"),
    thesis(ThesisProc::Scout, &[], "Scout, TEST (§2.5)", "§2.5"),
    thesis(ThesisProc::ScoutTestm, &["testm"], "Scout with testm (App. 1)", "App. 1"),
    thesis(ThesisProc::ScoutPearl, &["scout-minimax"], "Scout, Pearl's minimax form (App. 1)", "App. 1"),
    thesis(ThesisProc::ScoutCm, &["scout-campbell-marsland"], "Scout, Campbell–Marsland (App. 1)", "App. 1"),
    thesis(ThesisProc::Sss, &["sss*", "ssss"], "SSS* (§2.6)", "§2.6"),
    Entry {
        name: "mn-minimax",
        aliases: &["mn-minimaxing"],
        family: Family::Slagle,
        label: "m&n minimaxing (App. B)",
        abbrev: "m&n minimax",
        paper: SLAGLE,
        section: "§6, App. B",
        window: WindowUse::None,
        takes_window: false,
        minimax: true,
        options: MN_MINIMAX_OPTIONS,
        listing: None,
        kind: Kind::Mn(MnProcedure::MnMinimax),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        mutant: None,
    },
    Entry {
        name: "mn-alphabeta",
        aliases: &["mn-alpha-beta"],
        family: Family::Slagle,
        label: "m&n alpha-beta (App. C)",
        abbrev: "m&n α-β",
        paper: SLAGLE,
        section: "§7, App. C",
        window: WindowUse::None,
        takes_window: false,
        minimax: true,
        options: MN_ALPHABETA_OPTIONS,
        listing: None,
        kind: Kind::Mn(MnProcedure::MnAlphabeta),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        mutant: None,
    },
];

/// The leaf range option of Star1 and Star2.
const RANGE: &[OptionSpec] = &[OptionSpec {
    name: "range",
    kind: OptionKind::Text { default: "", choices: &[] },
    label: "Leaf range L..U (empty: the tree's least and greatest terminal value)",
}];

const BALLARD: &str = "Ballard 1983";

/// A chance procedure's entry (negamax form, as Hauk, Buro & Schaeffer 2004 restate them).
const fn chance_entry(
    p: ChanceProc,
    aliases: &'static [&'static str],
    label: &'static str,
    abbrev: &'static str,
    section: &'static str,
    window: WindowUse,
) -> Entry {
    Entry {
        name: match p {
            ChanceProc::Expectimax => "expectimax",
            ChanceProc::Star1 => "star1",
            ChanceProc::Star2 => "star2",
        },
        aliases,
        family: Family::Chance,
        label,
        abbrev,
        paper: BALLARD,
        section,
        window,
        takes_window: !matches!(window, WindowUse::None),
        minimax: false,
        options: RANGE,
        listing: None,
        kind: Kind::Chance(p),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        mutant: None,
    }
}

/// UCT's options ([`crate::mcts::Options`]): the iterations, the seed of the simulations,
/// the exploration constant C of UCB1 (default √2: Kocsis & Szepesvári 2006, §2.3, with
/// rewards in [0, 1]) and the values mapped to rewards 0 and 1.
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
const MCTS_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "iterations",
        kind: OptionKind::Int { default: 1000, min: 1, max: crate::mcts::MAX_ITERATIONS as i64 },
        label: "Iterations of select, expand, simulate, backpropagate",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Int { default: 1, min: 0, max: crate::score::MAX_VALUE },
        label: "Seed of the simulations' random moves",
    },
    OptionSpec {
        name: "c",
        kind: OptionKind::Number { default: std::f64::consts::SQRT_2, min: 0.0 },
        label: "Exploration constant C of UCB1, W/N + C·sqrt(ln N_parent / N)",
    },
    OptionSpec {
        name: "range",
        kind: OptionKind::Text { default: "", choices: &[] },
        label: "Values mapped to rewards 0 and 1, L..U (empty: the tree's least and greatest terminal value)",
    },
];

/// Monte Carlo tree search: UCT (Kocsis & Szepesvári, "Bandit based Monte-Carlo Planning",
/// ECML 2006, §2.3; Browne et al., "A Survey of Monte Carlo Tree Search Methods", IEEE
/// TCIAIG 2012, Algorithm 2). Its own family: it samples, it does not prove. None in the
/// page's first WebAssembly module (built without the feature `full`), which runs only
/// Knuth & Moore's procedures: the page loads UCT with the full module.
#[cfg(all(target_arch = "wasm32", not(feature = "full")))]
pub static MCTS: &[Entry] = &[];
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
pub static MCTS: &[Entry] = &[Entry {
    name: "mcts",
    aliases: &["uct"],
    family: Family::Mcts,
    label: "UCT — Monte Carlo tree search",
    abbrev: "UCT",
    paper: "Kocsis & Szepesvári 2006",
    section: "§2.3, UCT; Browne et al. 2012, Alg. 2",
    window: WindowUse::None,
    takes_window: false,
    minimax: true,
    options: MCTS_OPTIONS,
    listing: None,
    kind: Kind::Mcts,
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    mutant: None,
}];

/// The Monte Carlo tree search family's procedures (UCT), apart from [`all`].
pub fn mcts() -> &'static [Entry] {
    MCTS
}

/// The procedures of trees with chance positions (Ballard 1983).
pub static CHANCE: &[Entry] = &[
    chance_entry(
        ChanceProc::Expectimax,
        &["expectiminimax"],
        "Expectiminimax — every position",
        "E",
        "§1, *-minimax",
        WindowUse::None,
    ),
    chance_entry(ChanceProc::Star1, &["star-1", "*-alpha-beta"], "Star1", "S1", "Star1", WindowUse::Window),
    chance_entry(ChanceProc::Star2, &["star-2"], "Star2 — Star1 with probing", "S2", "Star2", WindowUse::Window),
];

/// The procedures that search trees with chance positions, in menu order.
pub fn chance() -> &'static [Entry] {
    CHANCE
}

/// A mistake's entry: a negamax record (family `km`) under the name `mutant:ID`, taking the
/// window as F2 does, with the listing of its search.
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
const fn mutant(spec: &'static crate::mutants::Spec) -> Entry {
    Entry {
        name: spec.name,
        aliases: &[],
        family: Family::KnuthMoore,
        label: spec.title,
        abbrev: spec.id,
        paper: spec.source,
        section: "",
        window: WindowUse::Window,
        takes_window: true,
        minimax: false,
        options: &[],
        listing: Some(spec.listing),
        kind: Kind::Mutant(Mutant(spec)),
        mutant: Some(Mutant(spec)),
    }
}

#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
const fn mutant_entries<const N: usize>(specs: [&'static crate::mutants::Spec; N]) -> [Entry; N] {
    let mut out = [mutant(specs[0]); N];
    let mut i = 1;
    while i < N {
        out[i] = mutant(specs[i]);
        i += 1;
    }
    out
}

/// The wrong procedures ([`crate::mutants::ALL`]), in their order. None in the page's first
/// WebAssembly module (built without the feature `full`).
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
static MUTANTS: [Entry; crate::mutants::ALL.len()] = mutant_entries(crate::mutants::ALL);
#[cfg(all(target_arch = "wasm32", not(feature = "full")))]
static MUTANTS: [Entry; 0] = [];

/// Every correct procedure, in menu order (no mutant: see [`mutants`]).
pub fn all() -> &'static [Entry] {
    CATALOGUE
}

/// Every wrong procedure ([`Kind::Mutant`]), named `mutant:ID`: found by [`find`], run by
/// [`Entry::run`], never in the menus.
pub fn mutants() -> &'static [Entry] {
    &MUTANTS
}

/// The canonical names, in menu order.
pub fn names() -> impl Iterator<Item = &'static str> {
    CATALOGUE.iter().map(|e| e.name)
}

fn normalize(s: &str) -> String {
    s.trim().to_ascii_lowercase().replace('_', "-")
}

/// The entry named `name` or one of its aliases (any case; `_` reads as `-`), or a mistake
/// named `mutant:ID`. The error lists the names (for `mutant:...`, the mistakes').
pub fn find(name: &str) -> Result<&'static Entry> {
    let t = normalize(name);
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    if let Some(id) = t.strip_prefix(crate::mutants::PREFIX) {
        return MUTANTS.iter().find(|e| e.abbrev == id.trim()).ok_or_else(|| {
            let shown: String = name.chars().take(40).collect();
            let known = MUTANTS.iter().map(|e| e.name).collect::<Vec<_>>().join(", ");
            Error::procedure(format!("unknown mistake '{shown}': expected one of {known}"))
                .said(crate::error::ErrorMessage::new("e-mutant").text("name", &shown).text("known", &known))
        });
    }
    CATALOGUE
        .iter()
        .chain(CHANCE)
        .chain(MCTS)
        .find(|e| normalize(e.name) == t || e.aliases.iter().any(|a| normalize(a) == t))
        .ok_or_else(|| {
            let shown: String = name.chars().take(40).collect();
            let known = names().chain(CHANCE.iter().chain(MCTS).map(|e| e.name)).collect::<Vec<_>>().join(", ");
            Error::procedure(format!("unknown procedure '{shown}': expected one of {known}"))
                .said(crate::error::ErrorMessage::new("e-proc").text("name", &shown).text("known", &known))
        })
}

/// The entry of a family's procedure.
pub fn entry(kind: Kind) -> &'static Entry {
    CATALOGUE
        .iter()
        .chain(MUTANTS.iter())
        .chain(CHANCE)
        .chain(MCTS)
        .find(|e| e.kind == kind)
        .expect("every procedure is in the catalogue")
}

/// How to run a procedure: one set of options for every family, with the catalogue's
/// defaults. A procedure ignores what does not apply to it ([`Entry::takes_window`],
/// [`Entry::options`]). From JS: an object with these camelCase fields, all optional.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct Options {
    /// The root window (alpha, beta); default (-inf, +inf); null reads as the infinite
    /// end. F1 and Branch-and-bound take beta as their bound.
    #[serde(deserialize_with = "lower_end")]
    pub alpha: Score,
    #[serde(deserialize_with = "upper_end")]
    pub beta: Score,
    /// Record the event trace ([`Record::trace`](crate::record::Record::trace)).
    pub trace: bool,
    /// With a window other than (-inf, +inf): also run the window analysis
    /// ([`Record::window_effect`](crate::record::Record::window_effect), and for F2
    /// [`Record::aspiration`](crate::record::Record::aspiration)), which costs a
    /// full-window run and, for F2, the aspiration re-search. Default false.
    pub analysis: bool,
    /// Muszycka: the thesis' texts exactly as printed ([`crate::thesis::Options::literal`])
    /// instead of the resolved reading. Default false.
    pub literal: bool,
    /// Slagle: m and n (default 2 and 2).
    pub m: usize,
    pub n: usize,
    /// Slagle: the backing-up functions, `identity`, `sample` (default), `exp:X,Y` or
    /// `exp:X,Y,R,S`.
    pub backup: String,
    /// Slagle: the root's tie rule, `strict` (default) or `le`.
    #[serde(deserialize_with = "tie_from_str")]
    pub tie: TieRule,
    /// MTD(f): the first guess of F(root) (default 0).
    pub guess: i64,
    /// Star1 and Star2: the leaf range `L..U`; empty (the default) takes the tree's least and
    /// greatest terminal value.
    pub range: String,
    /// UCT: the iterations (default 1000; 1 to [`crate::mcts::MAX_ITERATIONS`]).
    pub iterations: u64,
    /// UCT: the seed of the simulations' random moves (default 1).
    pub seed: u64,
    /// UCT: the exploration constant C of UCB1 (default √2).
    pub c: f64,
}

fn lower_end<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Score, D::Error> {
    Ok(Option::<Score>::deserialize(d)?.unwrap_or(Score::NEG_INF))
}

fn upper_end<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Score, D::Error> {
    Ok(Option::<Score>::deserialize(d)?.unwrap_or(Score::INF))
}

fn tie_from_str<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<TieRule, D::Error> {
    let s = String::deserialize(d)?;
    s.parse().map_err(|e: crate::slagle::MnError| serde::de::Error::custom(e.to_string()))
}

impl Default for Options {
    fn default() -> Options {
        Options {
            alpha: Score::NEG_INF,
            beta: Score::INF,
            trace: false,
            analysis: false,
            literal: false,
            m: 2,
            n: 2,
            backup: "sample".into(),
            tie: TieRule::Strict,
            guess: 0,
            range: String::new(),
            iterations: 1000,
            seed: 1,
            c: std::f64::consts::SQRT_2,
        }
    }
}

impl Options {
    /// The window (alpha, beta); an error unless alpha < beta.
    pub fn window(&self) -> Result<Window> {
        Window::new(self.alpha, self.beta)
    }

    /// With the trace switched on.
    pub fn traced(mut self) -> Options {
        self.trace = true;
        self
    }

    /// With the window (alpha, beta).
    pub fn with_window(mut self, w: Window) -> Options {
        self.alpha = w.alpha;
        self.beta = w.beta;
        self
    }

    /// Sets the option `name` (`alpha`, `beta`, `trace`, `literal`, `m`, `n`, `backup`,
    /// `tie`, `guess`, `range`, `iterations`, `seed`, `c`) from text, as the CLI and a link give it; the error names the option.
    pub fn set(&mut self, name: &str, value: &str) -> Result<()> {
        let bad = |what: &str| Error::procedure(format!("{name}: '{value}' is not {what}"));
        let flag = || match value.trim().to_ascii_lowercase().as_str() {
            "" | "1" | "true" | "yes" | "on" => Ok(true),
            "0" | "false" | "no" | "off" => Ok(false),
            _ => Err(bad("true or false")),
        };
        let count = || value.trim().parse::<usize>().map_err(|_| bad("a whole number"));
        match name {
            "alpha" => self.alpha = value.parse().map_err(|e| Error::window(format!("alpha: {e}")))?,
            "beta" => self.beta = value.parse().map_err(|e| Error::window(format!("beta: {e}")))?,
            "trace" => self.trace = flag()?,
            "literal" => self.literal = flag()?,
            "m" => self.m = count()?,
            "n" => self.n = count()?,
            "backup" => {
                self.backup_functions_of(value)?;
                self.backup = value.trim().to_string();
            }
            "tie" => self.tie = value.parse().map_err(|e: crate::slagle::MnError| Error::procedure(e.to_string()))?,
            "guess" => {
                let g = value.trim().parse::<i64>().map_err(|_| bad("an integer"))?;
                crate::tree::check_value(g).map_err(|e| Error::procedure(format!("guess: {e}")))?;
                self.guess = g;
            }
            "range" => {
                self.range = value.trim().to_string();
                self.leaf_range()?;
            }
            "iterations" => {
                let n = value.trim().parse::<u64>().map_err(|_| bad("a whole number"))?;
                if n == 0 || n > crate::mcts::MAX_ITERATIONS {
                    return Err(bad(&format!("between 1 and {}", crate::mcts::MAX_ITERATIONS)));
                }
                self.iterations = n;
            }
            "seed" => self.seed = value.trim().parse::<u64>().map_err(|_| bad("a whole number"))?,
            "c" => {
                let c = value.trim().parse::<f64>().ok().filter(|c| c.is_finite() && *c >= 0.0);
                self.c = c.ok_or_else(|| bad("a finite number >= 0"))?;
            }
            _ => {
                return Err(Error::procedure(format!(
                    "unknown option '{name}': expected alpha, beta, trace, literal, m, n, backup, tie, guess, range, \
                     iterations, seed or c"
                )))
            }
        }
        Ok(())
    }

    fn backup_functions_of(&self, text: &str) -> Result<Backup> {
        text.parse().map_err(|e: crate::slagle::MnError| Error::procedure(e.to_string()))
    }

    /// The backing-up functions named by [`Options::backup`].
    pub fn backup_functions(&self) -> Result<Backup> {
        self.backup_functions_of(&self.backup)
    }

    /// The thesis' options for this run of `p`.
    pub fn thesis(&self, p: ThesisProc) -> Result<crate::thesis::Options> {
        let mut o = if self.literal { crate::thesis::Options::literal() } else { crate::thesis::Options::default() };
        o.trace = self.trace;
        if p.takes_window() {
            o.window = self.window()?;
        }
        Ok(o)
    }

    /// The negamax search's parameters: the window and MTD(f)'s first guess.
    pub fn params(&self, window: Window) -> Params {
        Params { window, guess: Score::new(self.guess) }
    }

    /// The leaf range given ([`Options::range`]), if any.
    pub fn leaf_range(&self) -> Result<Option<crate::chance::LeafRange>> {
        if self.range.trim().is_empty() {
            return Ok(None);
        }
        crate::chance::LeafRange::parse(&self.range).map(Some)
    }

    /// UCT's options for this run ([`crate::mcts::Options`]): [`Options::range`] read as
    /// the values mapped to rewards 0 and 1 ([`crate::mcts::ValueRange::parse`]).
    pub fn mcts(&self) -> Result<crate::mcts::Options> {
        let range =
            if self.range.trim().is_empty() { None } else { Some(crate::mcts::ValueRange::parse(&self.range)?) };
        Ok(crate::mcts::Options { iterations: self.iterations, seed: self.seed, c: self.c, range, trace: self.trace })
    }

    /// Slagle's options for this run.
    pub fn mn(&self) -> MnOptions {
        MnOptions { m: self.m, n: self.n, tie: self.tie, trace: self.trace, ..MnOptions::default() }
    }
}

impl Entry {
    /// Whether the procedure searches `tree`: a tree with chance positions only Ballard's
    /// family does (the others know decision positions only).
    pub fn takes_tree(&self, tree: &Tree) -> Result<()> {
        match tree.first_chance() {
            Some(p) if !self.family.takes_chance() => Err(Error::procedure(format!(
                "{} searches trees of decision positions only, and position '{}' is a chance position: \
                 use expectimax, star1 or star2",
                self.name,
                tree.dewey(p)
            ))),
            _ => Ok(()),
        }
    }

    /// The error of asking a sampling procedure ([`Family::proves`] false: UCT) for what
    /// only a proving one gives: a run record of the search, counts against F0.
    pub fn samples(&self) -> Error {
        Error::procedure(format!(
            "{} samples, it does not prove: it has no run record of the search and no counts against F0; \
             run it with gametree mcts TREE --iterations N [--seed S] [--c C] [--range L..U] [--json] \
             (or gametree::mcts::run)",
            self.name
        ))
    }

    /// Whether it is a wrong procedure ([`Kind::Mutant`]), kept out of the menus and of the
    /// checks against F0.
    pub fn is_mutant(&self) -> bool {
        matches!(self.kind, Kind::Mutant(_))
    }

    /// The error of running the entry in a build that does not hold it: the lean WebAssembly
    /// module (the page's first load, built without the feature `full`) runs only Knuth &
    /// Moore's procedures; the other families' code is left out of it (`wasm/mod.rs`).
    pub fn not_here(&self) -> Error {
        Error::procedure(format!(
            "{} is not in this build of the core: the page's first module runs only Knuth & Moore's F0, F1 and F2; \
             the full module (www/pkg-full, built with the feature `full`) runs every procedure",
            self.abbrev
        ))
    }

    /// Checks the options against `tree` without running: the window, the thesis' reading,
    /// Slagle's m, n, backing-up functions and a trace's size — what [`Entry::run`] would
    /// refuse, for callers that must refuse before they write any output.
    pub fn check(&self, tree: &Tree, options: &Options) -> Result<()> {
        self.takes_tree(tree)?;
        if self.takes_window {
            options.window()?;
        }
        match self.kind {
            #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
            Kind::Chance(_) => crate::chance::LeafRange::for_tree(options.leaf_range()?, tree).map(|_| ()),
            #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
            Kind::Chance(_) => Err(self.not_here()),
            Kind::Km(_) | Kind::Mutant(_) => crate::tree::check_value(options.guess).map(|_| ()),
            Kind::Thesis(p) => options.thesis(p).map(|_| ()),
            Kind::Mn(p) => crate::slagle::check(p, tree, &options.mn(), &options.backup_functions()?)
                .map_err(|e| Error::procedure(e.to_string())),
            Kind::Mcts => options.mcts()?.check(tree).map(|_| ()),
        }
    }

    /// The value and counts only, for experiments (no record is built): K&M's counts of
    /// examined positions; Muszycka's positions created (the root counted) and leaves
    /// created; Slagle's positions examined and terminal values computed.
    pub fn count(&self, tree: &Tree, options: &Options, stack: &mut Stack) -> Result<(Score, Counts)> {
        self.takes_tree(tree)?;
        let mut c = Counts::for_height(tree.height());
        let w = if self.takes_window { options.window()? } else { Window::FULL };
        let v = match self.kind {
            #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
            Kind::Mcts => return Err(self.samples()),
            #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
            Kind::Mcts => return Err(self.not_here()),
            Kind::Km(p) => p.count(tree, &options.params(w), &mut c, stack),
            #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
            Kind::Mutant(m) => m.count(tree, &options.params(w), &mut c, stack),
            #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
            Kind::Mutant(_) => return Err(self.not_here()),
            Kind::Thesis(p) => {
                let mut o = options.thesis(p)?;
                o.trace = false;
                let out = crate::thesis::search(tree, p, &o, &mut ());
                crate::thesis::created_counts(tree, &out.created, &mut c);
                out.value
            }
            Kind::Mn(p) => {
                let mut o = options.mn();
                o.trace = false;
                let r = crate::slagle::run(p, tree, &o, &options.backup_functions()?)
                    .map_err(|e| Error::procedure(e.to_string()))?;
                c.positions = r.counts.positions;
                c.terminals = r.counts.terminals;
                c.per_level = r.examined_per_level(tree);
                r.value.as_integer().map_or(Score::NEG_INF, Score::new)
            }
            // The lean wasm module (the page's first load) leaves the chance family's search out.
            #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
            Kind::Chance(_) => return Err(self.not_here()),
            #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
            Kind::Chance(p) => {
                let r = crate::chance::run(tree, p, w.alpha, w.beta, options.leaf_range()?, false)?;
                c.positions = r.counts.positions;
                c.terminals = r.counts.terminals;
                r.value.as_integer().map(Score::new).ok_or_else(|| {
                    Error::procedure(format!(
                        "{}'s value {} is not an integer; gametree::chance::run gives it exactly",
                        self.name, r.value
                    ))
                })?
            }
        };
        Ok((v, c))
    }
}

/// The catalogue as the page's menus read it (`procedureCatalog()`).
#[derive(Debug, Clone, Serialize)]
pub struct Catalogue {
    pub families: Vec<FamilyInfo>,
    pub procedures: &'static [Entry],
    /// The procedures of trees with chance positions ([`CHANCE`]), apart from `procedures`
    /// (whose every entry gives a run record): the page's chance family runs them through
    /// its own export (`wasm/chance.rs`). Not in the page's first module, which reads no
    /// chance positions: the page adds them when the full one is in (www/core/procedures.js).
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    pub chance: &'static [Entry],
    /// The wrong procedures ([`mutants`]), apart from the menus' list; not in the page's
    /// first module.
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    pub mutants: &'static [Entry],
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FamilyInfo {
    pub id: Family,
    pub title: &'static str,
    /// Whether its procedures search trees with chance positions ([`Family::takes_chance`]):
    /// the page offers them on such trees only, and the others on trees without. Not in the
    /// page's first module, which lists no such family.
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    pub takes_chance: bool,
}

/// The families the catalogue lists: the page's ([`Family::PAGE`]); the lean module lists no
/// family of chance positions (see [`Catalogue::chance`]).
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
const LISTED: &[Family] = &Family::PAGE;
#[cfg(all(target_arch = "wasm32", not(feature = "full")))]
const LISTED: &[Family] = &Family::ALL;

/// Families and procedures in menu order.
pub fn catalogue() -> Catalogue {
    Catalogue {
        families: LISTED
            .iter()
            .map(|&f| FamilyInfo {
                id: f,
                title: f.title(),
                #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
                takes_chance: f.takes_chance(),
            })
            .collect(),
        procedures: CATALOGUE,
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        chance: CHANCE,
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        mutants: mutants(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_are_unique_and_found_in_any_case() {
        let mut seen = std::collections::HashSet::new();
        for e in CATALOGUE {
            for n in std::iter::once(&e.name).chain(e.aliases) {
                assert!(seen.insert(normalize(n)), "'{n}' is listed twice");
                assert_eq!(find(&n.to_ascii_uppercase()).unwrap().name, e.name);
            }
        }
        assert_eq!(find(" f2 ").unwrap().name, "F2");
        assert_eq!(find("scout_cm").unwrap().name, "scout-cm");
    }

    #[test]
    fn an_unknown_name_is_a_procedure_error_listing_the_names() {
        let e = find("F9").unwrap_err();
        assert!(matches!(e, Error::Procedure(_)));
        let m = e.to_string();
        for n in names() {
            assert!(m.contains(n), "{m} lacks {n}");
        }
    }

    #[test]
    fn the_families_enums_agree_with_the_catalogue() {
        for &p in Procedure::ALL {
            assert_eq!(entry(Kind::Km(p)).name, p.name());
        }
        for p in ThesisProc::ALL {
            let e = entry(Kind::Thesis(p));
            assert_eq!((e.name, e.abbrev), (p.name(), p.abbrev()));
            assert_eq!((e.window, e.minimax), (p.window_use(), p.is_minimax()));
            assert_eq!(find(p.name()).unwrap().kind, Kind::Thesis(p));
        }
        for p in [MnProcedure::MnMinimax, MnProcedure::MnAlphabeta] {
            assert_eq!(entry(Kind::Mn(p)).name, p.to_string());
        }
        assert_eq!(CATALOGUE.len(), Procedure::ALL.len() + ThesisProc::ALL.len() + 2);
    }

    #[test]
    fn option_defaults_are_the_catalogues() {
        let o = Options::default();
        for e in CATALOGUE.iter().chain(CHANCE).chain(MCTS) {
            for spec in e.options {
                match (spec.name, spec.kind) {
                    ("literal", OptionKind::Bool { default }) => assert_eq!(o.literal, default),
                    ("m", OptionKind::Int { default, .. }) => assert_eq!(o.m as i64, default),
                    ("n", OptionKind::Int { default, .. }) => assert_eq!(o.n as i64, default),
                    ("backup", OptionKind::Text { default, .. }) => assert_eq!(o.backup, default),
                    ("tie", OptionKind::Choice { default, .. }) => assert_eq!(o.tie.to_string(), default),
                    ("guess", OptionKind::Int { default, .. }) => assert_eq!(o.guess, default),
                    ("range", OptionKind::Text { default, .. }) => assert_eq!(o.range, default),
                    ("iterations", OptionKind::Int { default, .. }) => assert_eq!(o.iterations as i64, default),
                    ("seed", OptionKind::Int { default, .. }) => assert_eq!(o.seed as i64, default),
                    ("c", OptionKind::Number { default, .. }) => assert_eq!(o.c, default),
                    (name, _) => panic!("option {name} of {} has no field in Options", e.name),
                }
            }
        }
    }

    #[test]
    fn options_set_parses_text_and_names_the_option_on_error() {
        let mut o = Options::default();
        o.set("m", "3").unwrap();
        o.set("tie", "le").unwrap();
        o.set("backup", "exp:3,1").unwrap();
        o.set("alpha", "-inf").unwrap();
        o.set("beta", "5").unwrap();
        assert_eq!((o.m, o.tie, o.beta), (3, TieRule::LessEq, Score::new(5)));
        assert!(o.set("m", "x").unwrap_err().to_string().starts_with("m: 'x'"));
        assert!(o.set("backup", "cubic").is_err());
        assert!(o.set("colour", "red").unwrap_err().to_string().contains("unknown option 'colour'"));
    }
}
