//! Makes the run record ([`crate::record`]) of any catalogue entry: the dispatch by kind
//! ([`run`], [`Entry::run`]), one builder per family (Knuth & Moore's search, Muszycka's
//! thesis, Slagle's m&n, the mistakes), and the window analysis, which runs only when asked
//! for ([`Options::analysis`]).

#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod chance;
mod km;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod mn;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod mutant;
#[cfg(any(feature = "full", not(target_arch = "wasm32")))]
mod thesis;
mod window;

use crate::aspiration;
use crate::procedures::{Entry, Kind, Options};
use crate::record::{Cutoff, Record, RecordCounts, Value, Visit};
use crate::score::Score;
use crate::search::{Counts, Window};
use crate::tree::{NodeId, Tree};
use std::collections::BTreeMap;

fn v(s: Score) -> Value {
    Value(s.to_f64())
}

fn counts_from(c: &Counts, cutoffs: &[Cutoff]) -> RecordCounts {
    let mut by_kind = BTreeMap::new();
    for x in cutoffs {
        *by_kind.entry(x.kind).or_insert(0) += 1;
    }
    RecordCounts {
        positions: c.positions,
        terminals: c.terminals,
        per_level: c.per_level.clone(),
        cutoffs: cutoffs.len() as u64,
        by_kind,
    }
}

fn skipped(tree: &Tree, at: NodeId, after: u32) -> Vec<NodeId> {
    (after..tree.degree(at)).map(|i| tree.child(at, i)).collect()
}

fn ancestor_on_level(tree: &Tree, mut q: NodeId, level: u32) -> NodeId {
    while tree.depth(q) > level {
        q = tree.parent(q).expect("an ancestor on that level");
    }
    q
}

/// The window `entry` uses with `options`, as the catalogue says it takes one.
pub(crate) fn window_of(entry: &Entry, options: &Options) -> crate::Result<Window> {
    if !entry.takes_window {
        return Ok(Window::FULL);
    }
    Ok(entry.window.apply(options.window()?))
}

impl Entry {
    /// Runs the procedure on `tree` and records everything ([`Record`]). Errors: a window
    /// with alpha >= beta (for a procedure that takes one), Slagle's parameters. (Here, not in
    /// the catalogue's file: the record builders read the catalogue, not the other way.)
    pub fn run(&'static self, tree: &Tree, options: &Options) -> crate::Result<Record> {
        run(self, tree, options)
    }
}

/// Runs `entry` on `tree` (see [`Entry::run`]).
pub fn run(entry: &'static Entry, tree: &Tree, options: &Options) -> crate::Result<Record> {
    entry.takes_tree(tree)?;
    let window = window_of(entry, options)?;
    let mut r = match entry.kind {
        #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
        Kind::Chance(_) => return Err(entry.not_here()),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        Kind::Chance(p) => chance::record(entry, tree, p, window, options)?,
        // UCT samples, it does not prove: no run record of the search (crate::mcts::run).
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        Kind::Mcts => return Err(entry.samples()),
        #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
        Kind::Mcts => return Err(entry.not_here()),
        Kind::Km(p) => km::km(entry, tree, p, &options.params(window), options.trace),
        // The lean wasm module leaves the other families' code out (procedures::Entry::not_here).
        #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
        Kind::Thesis(_) | Kind::Mn(_) => return Err(entry.not_here()),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        Kind::Thesis(p) => thesis::thesis_run(entry, tree, p, window, options)?,
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        Kind::Mn(p) => mn::mn(entry, tree, p, options)?,
        #[cfg(all(target_arch = "wasm32", not(feature = "full")))]
        Kind::Mutant(_) => return Err(entry.not_here()),
        #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
        Kind::Mutant(m) => mutant::record(entry, m.spec(), tree, &options.params(window), options.trace),
    };
    // Ballard's family sets its own: its value may be a fraction.
    if window != Window::FULL && r.outcome.is_none() {
        r.outcome = Some(aspiration::outcome(window, r.score().unwrap_or(Score::NEG_INF)));
    }
    // A mistake in reading the search reads the outcome too, and comes before the window
    // analysis, whose full-window run is read the same way.
    #[cfg(any(feature = "full", not(target_arch = "wasm32")))]
    if let Kind::Mutant(m) = entry.kind {
        if let Some(read) = m.reading() {
            read(tree, &mut r);
        }
    }
    if window != Window::FULL && options.analysis {
        window::analyse(entry, tree, window, options, &mut r)?;
    }
    Ok(r)
}

fn blank(entry: &'static Entry, tree: &Tree, window: Window) -> Record {
    let n = tree.len();
    Record {
        procedure: entry.name,
        family: entry.family,
        minimax: entry.minimax,
        alpha: window.alpha,
        beta: window.beta,
        value: Value(0.0),
        exact: true,
        outcome: None,
        counts: RecordCounts::default(),
        status: Vec::new(),
        values: vec![None; n],
        bounds: vec![None; n],
        alphas: vec![None; n],
        betas: vec![None; n],
        visits: Vec::new(),
        pv: Vec::new(),
        cutoffs: Vec::new(),
        window_effect: None,
        aspiration: None,
        thesis: None,
        mn: None,
        chance: None,
        trace: None,
    }
}

fn put(r: &mut Record, x: &Visit) {
    let i = x.at as usize;
    r.values[i] = Some(x.value);
    r.bounds[i] = x.bound;
    r.alphas[i] = Some(x.alpha);
    r.betas[i] = Some(x.beta);
}
