//! SSS* with OPEN as a priority queue ([`super::sss`]) against the thesis' literal list
//! ([`super::sss_literal`]), and the replay of its delta-encoded trace.

use super::engine::Cx;
use super::event::{Event, Triple};
use super::open_replay::{open_lists, OpenReplay};
use super::{config, search, sss_literal, Options, ThesisProc};
use crate::generate::{iid, random_shape};
use crate::notation::print;
use crate::tree::{Limits, Tree};

/// Seeded random trees: mixed depths and degrees, ties and negative values; every tenth a
/// uniform tree (ties at one depth).
fn random_tree(seed: u64) -> Tree {
    let (d, h) = (1 + (seed % 6) as u32, 1 + (seed / 6 % 6) as u32);
    let range = 1 + (seed % 7) as i64;
    if seed % 10 == 9 {
        iid(d.min(4), h.min(5), -range, range, seed, Limits::default()).unwrap()
    } else {
        random_shape(d, h, -range, range, seed, Limits::default()).unwrap()
    }
}

#[test]
fn the_priority_queue_agrees_with_the_literal_list_step_by_step_on_random_trees() {
    let options = Options::default();
    for seed in 0..3000 {
        let t = random_tree(seed);
        let mut trace: Vec<Event> = Vec::new();
        let new = search(&t, ThesisProc::Sss, &options, &mut trace);
        let mut old_events: Vec<Event> = Vec::new();
        let mut cx = Cx::new(&t, config(ThesisProc::Sss, &options), &mut old_events);
        let (old_value, old_steps) = sss_literal::run(&mut cx);
        let why = || format!("seed {seed}, tree {}", print(&t));
        assert_eq!(new.value, super::engine::score(old_value), "{}", why());
        assert_eq!(new.counters, cx.counters, "{}", why());
        assert_eq!(new.created, cx.created, "{}", why());
        // The same evaluations, in the same order.
        let evaluations =
            |es: &[Event]| es.iter().filter(|e| matches!(e, Event::Evaluate { .. })).cloned().collect::<Vec<_>>();
        assert_eq!(evaluations(&trace), evaluations(&old_events), "{}", why());
        // The same Γ and the same OPEN list after every step.
        let lists = open_lists(&trace).unwrap_or_else(|e| panic!("{e}: {}", why()));
        assert_eq!(lists.len(), old_steps.len(), "{}", why());
        let gammas = trace.iter().filter_map(|e| match e {
            Event::Open { gamma, .. } => Some(gamma.clone()),
            _ => None,
        });
        for (k, ((step, list), (gamma, (old_gamma, old_list)))) in lists.iter().zip(gammas.zip(&old_steps)).enumerate()
        {
            assert_eq!(*step as usize, k + 1);
            assert_eq!(list, old_list, "step {step}: {}", why());
            assert_eq!(&gamma, old_gamma, "step {step}: {}", why());
        }
    }
}

#[test]
fn a_trace_records_each_step_in_space_proportional_to_its_change() {
    // A 2,000-wide tree: the literal trace holds ~2,000^2 / 2 triples; the delta one at
    // most one insertion per step (purges remove what earlier steps inserted).
    let values: Vec<String> = (0..2000).map(|k| ((k * 7919) % 41 - 20).to_string()).collect();
    let t = crate::notation::parse(&format!("({})", values.join(" "))).unwrap();
    let mut trace: Vec<Event> = Vec::new();
    search(&t, ThesisProc::Sss, &Options::default(), &mut trace);
    let recorded: usize = trace
        .iter()
        .map(|e| match e {
            Event::Open { inserted, gamma, .. } => inserted.len() + gamma.as_ref().map_or(0, |g| g.purged.len() + 1),
            _ => 0,
        })
        .sum();
    assert!(recorded <= 4 * t.len(), "{recorded} triples recorded for {} positions", t.len());
}

#[test]
fn a_replay_refuses_a_trace_out_of_order() {
    let t = random_tree(3);
    let mut trace: Vec<Event> = Vec::new();
    search(&t, ThesisProc::Sss, &Options::default(), &mut trace);
    let opens: Vec<&Event> = trace.iter().filter(|e| matches!(e, Event::Open { .. })).collect();
    let mut r = OpenReplay::new();
    assert!(r.apply(opens[1]).is_err(), "step 2 before step 1");
    let mut r = OpenReplay::new();
    r.apply(opens[0]).unwrap();
    assert_eq!(r.list(), vec![Triple { at: 0, status: super::Status::Live, merit: crate::Score::INF }]);
    assert!(r.apply(opens[0]).is_err(), "step 1 twice");
}
