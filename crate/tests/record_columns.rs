//! The typed form of the run record ([`Record::columns`], what `GameTree.runTyped` hands to
//! the page as typed arrays) decodes to the record's own fields, for every procedure of the
//! catalogue, with and without a window, on seeded random trees (ties, negative values,
//! terminals at mixed depths). The page reads only the typed form on large trees: if the two
//! drifted apart, its pictures would silently differ from the record the tests check.

mod common;

use common::{ctx, tree_for, window_for};
use gametree::procedures::{self, Options};
use gametree::record::{value_of_code, Bound, Columns, CutKind, Cutoff, Record, Status, Value, Visit, STATUS_NAMES};
use gametree::Window;

const SEEDS: u64 = 200;

/// The record's fields, decoded from its columns.
struct Decoded {
    status: Vec<Status>,
    values: Vec<Option<Value>>,
    bounds: Vec<Option<Bound>>,
    alphas: Vec<Option<Value>>,
    betas: Vec<Option<Value>>,
    visits: Vec<Visit>,
    cutoffs: Vec<Cutoff>,
    pv: Vec<u32>,
}

/// The record's fields back from the columns (each code must decode, each array be the
/// length it says).
fn decode(c: &Columns) -> Decoded {
    let status = c.status.iter().map(|&s| Status::from_code(s).expect("a status code")).collect();
    let values = c.values.iter().map(|&x| value_of_code(x)).collect();
    let bounds = c.bounds.iter().map(|&b| Bound::from_code(b).expect("a bound code")).collect();
    let alphas = c.alphas.iter().map(|&x| value_of_code(x)).collect();
    let betas = c.betas.iter().map(|&x| value_of_code(x)).collect();
    let n = c.visit_at.len();
    assert!([c.visit_alpha.len(), c.visit_beta.len(), c.visit_value.len(), c.visit_bound.len()]
        .iter()
        .all(|&l| l == n));
    let visits = (0..n)
        .map(|i| Visit {
            at: c.visit_at[i],
            alpha: Value(c.visit_alpha[i]),
            beta: Value(c.visit_beta[i]),
            value: Value(c.visit_value[i]),
            bound: Bound::from_code(c.visit_bound[i]).expect("a bound code"),
        })
        .collect();
    let m = c.cut_at.len();
    assert_eq!(c.cut_skipped_start.len(), m + 1);
    assert_eq!(*c.cut_skipped_start.last().unwrap() as usize, c.cut_skipped.len());
    let cutoffs = (0..m)
        .map(|i| Cutoff {
            at: c.cut_at[i],
            after: c.cut_after[i],
            kind: CutKind::from_code(c.cut_kind[i]).expect("a cutoff kind code"),
            skipped: c.cut_skipped[c.cut_skipped_start[i] as usize..c.cut_skipped_start[i + 1] as usize].to_vec(),
            value: Value(c.cut_value[i]),
            bound: Value(c.cut_bound[i]),
            from: (c.cut_from[i] >= 0).then_some(c.cut_from[i] as u32),
        })
        .collect();
    Decoded { status, values, bounds, alphas, betas, visits, cutoffs, pv: c.pv.clone() }
}

fn check(r: &Record, what: &str) {
    let c = r.columns();
    let Decoded { status, values, bounds, alphas, betas, visits, cutoffs, pv } = decode(&c);
    assert_eq!(status, r.status, "status: {what}");
    assert_eq!(values, r.values, "values: {what}");
    assert_eq!(bounds, r.bounds, "bounds: {what}");
    assert_eq!(alphas, r.alphas, "alphas: {what}");
    assert_eq!(betas, r.betas, "betas: {what}");
    assert_eq!(visits, r.visits, "visits: {what}");
    assert_eq!(cutoffs, r.cutoffs, "cutoffs: {what}");
    assert_eq!(pv, r.pv, "pv: {what}");
}

#[test]
fn the_typed_form_decodes_to_the_record_for_every_procedure_on_random_trees() {
    for seed in 0..SEEDS {
        let t = tree_for(seed);
        let (alpha, beta) = window_for(seed, &t);
        for e in procedures::all() {
            let full = Options { backup: "identity".into(), ..Options::default() };
            let r = e.run(&t, &full).unwrap();
            check(&r, &format!("{}; {}", e.name, ctx(seed, &t)));
            if e.takes_window {
                let r = e.run(&t, &full.with_window(Window { alpha, beta })).unwrap();
                check(&r, &format!("{} ({alpha}, {beta}); {}", e.name, ctx(seed, &t)));
            }
        }
    }
}

#[test]
fn the_status_names_are_the_records_serialized_names() {
    // The page maps codes to names with STATUS_NAMES: each must be what the record says.
    for (code, name) in STATUS_NAMES.iter().enumerate() {
        let s = Status::from_code(code as u8).expect("every listed code decodes");
        assert_eq!(s.code() as usize, code);
        assert_eq!(serde_json::to_value(s).unwrap(), serde_json::Value::String(name.to_string()));
    }
    assert_eq!(Status::from_code(STATUS_NAMES.len() as u8), None);
}
