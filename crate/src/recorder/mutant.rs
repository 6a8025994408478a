//! A mistake's record ([`crate::mutants`]): its own rule's search, or F2 on the mirrored or
//! negated tree with the record mapped back to the original tree's ids and standpoint.

use crate::mutants::{mirror, negate_back, negated, unmirror, How, Spec};
use crate::procedures::Entry;
use crate::record::Record;
use crate::search::{Params, Procedure, Window};
use crate::tree::Tree;

/// The record of `spec`'s search of `tree` (before any reading), named as `entry`.
pub(super) fn record(entry: &'static Entry, spec: &Spec, tree: &Tree, params: &Params, trace: bool) -> Record {
    match spec.how {
        How::Rule(p) | How::Reading(p, _) => super::km::km(entry, tree, p, params, trace),
        How::Mirror => {
            let (mirrored, old) = mirror(tree);
            let r = super::km::km(entry, &mirrored, Procedure::F2, params, trace);
            unmirror(r, &old)
        }
        How::Negate => {
            let neg = negated(tree);
            let w = params.window;
            let swapped = Params { window: Window { alpha: -w.beta, beta: -w.alpha }, ..*params };
            let mut r = super::km::km(entry, &neg, Procedure::F2, &swapped, trace);
            negate_back(&mut r, w);
            r
        }
    }
}
