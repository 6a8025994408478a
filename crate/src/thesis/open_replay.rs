//! Rebuilds SSS*'s OPEN list from the delta-encoded [`Event::Open`] steps of a trace.
//!
//! The list is a doubly linked list over positions (a position is on OPEN at most once), so
//! each step is replayed in time proportional to what it changed; [`OpenReplay::list`]
//! copies the whole list out (top first), for one step's display.

use super::event::{Event, Triple};
use crate::tree::NodeId;
use std::collections::HashMap;

#[derive(Debug, Clone, Copy)]
struct Link {
    triple: Triple,
    up: Option<NodeId>,
    down: Option<NodeId>,
}

/// OPEN as it stands after the steps applied so far.
#[derive(Debug, Clone, Default)]
pub struct OpenReplay {
    links: HashMap<NodeId, Link>,
    top: Option<NodeId>,
    step: u32,
}

impl OpenReplay {
    /// The empty list, before step 1.
    pub fn new() -> OpenReplay {
        OpenReplay::default()
    }

    /// The last step applied (0 before the first).
    pub fn step(&self) -> u32 {
        self.step
    }

    /// The number of triples on OPEN.
    pub fn len(&self) -> usize {
        self.links.len()
    }

    pub fn is_empty(&self) -> bool {
        self.links.is_empty()
    }

    /// Applies one event: an [`Event::Open`] changes the list, every other event is
    /// skipped. Errs, leaving the list in an unspecified state, when the event does not fit
    /// the list (a trace not in order, or not SSS*'s).
    pub fn apply(&mut self, event: &Event) -> Result<(), String> {
        let Event::Open { step, gamma, inserted, len } = event else { return Ok(()) };
        if *step != self.step + 1 {
            return Err(format!("OPEN step {step} follows step {}", self.step));
        }
        if let Some(g) = gamma {
            self.remove(g.triple.at)?;
            for &p in &g.purged {
                self.remove(p)?;
            }
        }
        for x in inserted {
            self.insert(x.triple, x.below)?;
        }
        if self.links.len() != *len as usize {
            return Err(format!("OPEN has {} triples after step {step}, the trace says {len}", self.links.len()));
        }
        self.step = *step;
        Ok(())
    }

    /// The list, top first.
    pub fn list(&self) -> Vec<Triple> {
        self.iter().collect()
    }

    /// The triples from the top down, without copying the list (a display of the top few
    /// stays linear in the steps however long OPEN grows).
    pub fn iter(&self) -> impl Iterator<Item = Triple> + '_ {
        std::iter::successors(self.top.map(|p| self.links[&p]), move |l| l.down.map(|d| self.links[&d]))
            .map(|l| l.triple)
    }

    fn remove(&mut self, p: NodeId) -> Result<(), String> {
        let l = self.links.remove(&p).ok_or_else(|| format!("position {p} is not on OPEN"))?;
        match l.up {
            Some(u) => self.links.get_mut(&u).expect("linked").down = l.down,
            None => self.top = l.down,
        }
        if let Some(d) = l.down {
            self.links.get_mut(&d).expect("linked").up = l.up;
        }
        Ok(())
    }

    fn insert(&mut self, triple: Triple, below: Option<NodeId>) -> Result<(), String> {
        let p = triple.at;
        if self.links.contains_key(&p) {
            return Err(format!("position {p} is already on OPEN"));
        }
        let down = match below {
            None => self.top.replace(p),
            Some(u) => {
                let up = self.links.get_mut(&u).ok_or_else(|| format!("position {u} is not on OPEN"))?;
                up.down.replace(p)
            }
        };
        if let Some(d) = down {
            self.links.get_mut(&d).expect("linked").up = Some(p);
        }
        self.links.insert(p, Link { triple, up: below, down });
        Ok(())
    }
}

/// The OPEN list after every SSS* step of `trace`, top first (`(step, list)`). Quadratic in
/// the steps: for tests and small trees; step through a long trace with [`OpenReplay`].
pub fn open_lists(trace: &[Event]) -> Result<Vec<(u32, Vec<Triple>)>, String> {
    let mut r = OpenReplay::new();
    let mut out = Vec::new();
    for e in trace {
        if let Event::Open { step, .. } = e {
            r.apply(e)?;
            out.push((*step, r.list()));
        }
    }
    Ok(out)
}
