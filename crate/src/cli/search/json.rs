//! `gametree search --json`: one JSON object, `{"tree": ..., "procedures": {"F0": ...}}`,
//! written procedure by procedure as it is produced (one report alive at a time), each the
//! core's type serialized by serde_json: K&M's procedures as [`crate::report::RunReport`]
//! (positions by Dewey coordinates), the other papers' as the catalogue's run record
//! [`crate::record::Record`] (positions by breadth-first id, as the page reads it).
//!
//! K&M's reports name positions by Dewey coordinates, and a Dewey name grows with the depth:
//! a chain 10,000 levels deep has 10^8 bytes of names, and a report lists most positions
//! several times (examined, visits, the principal variation, the trace). So the bytes of
//! names a request would write are counted first, exactly, from the runs, and a request
//! over [`MAX_JSON_NAME_BYTES`] is refused with a message instead of writing gigabytes.

use super::super::CliError;
use super::args::Request;
use crate::procedures::{self, Kind};
use crate::record::{KmEvent, Trace};
use crate::report::report;
use crate::search::Procedure;
use crate::tree::{NodeId, Tree};
use std::io::Write;

/// The most bytes of Dewey names one `search --json` may write (256 MiB), and the most the
/// tree's names may take (a report names every position while it is built). A bushy tree
/// within the position limit stays below it with F0, F1 and F2 (a million positions on 20
/// levels: 86 MiB); a chain 10,000 levels deep needs 95 MiB per list of its positions.
pub const MAX_JSON_NAME_BYTES: u64 = 256 << 20;

/// The length of every position's Dewey name, by id, without building them.
fn name_lengths(tree: &Tree) -> Vec<u64> {
    let mut len = vec![0u64; tree.len()];
    // Breadth-first ids: a parent's length is known before its successors'.
    for p in 1..tree.len() as NodeId {
        let q = tree.parent(p).unwrap_or(0);
        let digits = (tree.index_in_parent(p) + 1).ilog10() as u64 + 1;
        len[p as usize] = len[q as usize] + digits + u64::from(q != 0);
    }
    len
}

/// The bytes of names a K&M report of `procedure` lists: examined and visits name every
/// examined position, then the principal variation, the cutoffs and the trace's events.
fn report_name_bytes(tree: &Tree, len: &[u64], procedure: Procedure, request: &Request) -> Result<u64, CliError> {
    let r = procedures::entry(Kind::Km(procedure))
        .run(tree, &request.options)
        .map_err(|e| CliError::usage(e.message()).for_command("search"))?;
    let n = |p: NodeId| len[p as usize];
    let all = |v: &[NodeId]| v.iter().map(|&p| n(p)).sum::<u64>();
    let mut total = 2 * r.visits.iter().map(|v| n(v.at)).sum::<u64>() + all(&r.pv);
    total += r.cutoffs.iter().map(|c| n(c.at) + all(&c.skipped)).sum::<u64>();
    if let Some(Trace::Km(events)) = &r.trace {
        for e in events {
            total += match e {
                KmEvent::Enter { at, .. }
                | KmEvent::Terminal { at, .. }
                | KmEvent::Leave { at, .. }
                | KmEvent::Recall { at, .. } => n(*at),
                KmEvent::Update { at, child, .. } | KmEvent::Research { at, child, .. } => n(*at) + n(*child),
                KmEvent::Cutoff { at, from, skipped, .. } => n(*at) + from.map_or(0, n) + all(skipped),
            };
        }
    }
    Ok(total)
}

fn refuse(tree: &Tree, what: &str, bytes: u64) -> CliError {
    CliError::input(format!(
        "the tree is too deep (or too big) to report as JSON: naming {what} by Dewey coordinates takes {} MiB \
         (at most {} MiB; the tree has {} positions on {} levels, and a name grows with its level). Search fewer \
         procedures (--proc), leave out --trace, or drop --json: the table names deep positions in short",
        bytes.div_ceil(1 << 20),
        MAX_JSON_NAME_BYTES >> 20,
        tree.len(),
        tree.height() + 1
    ))
}

/// Checks the size, then writes the JSON object.
pub fn write(out: &mut dyn Write, request: &Request) -> Result<(), CliError> {
    let tree = &request.tree;
    let len = name_lengths(tree);
    let all: u64 = len.iter().fold(0u64, |a, &b| a.saturating_add(b));
    if !request.procs.is_empty() && all > MAX_JSON_NAME_BYTES {
        return Err(refuse(tree, &format!("its {} positions", tree.len()), all));
    }
    let mut total = 0u64;
    for &p in &request.procs {
        total = total.saturating_add(report_name_bytes(tree, &len, p, request)?);
    }
    if total > MAX_JSON_NAME_BYTES {
        return Err(refuse(tree, "the positions the reports list", total));
    }
    let json = |e: serde_json::Error| CliError::output(e.into());
    out.write_all(b"{\"tree\":")?;
    serde_json::to_writer(&mut *out, &crate::notation::print(tree)).map_err(json)?;
    out.write_all(b",\"procedures\":{")?;
    let mut first = true;
    let mut key = |out: &mut dyn Write, name: &str| -> Result<(), CliError> {
        if !std::mem::take(&mut first) {
            out.write_all(b",")?;
        }
        serde_json::to_writer(&mut *out, name).map_err(json)?;
        out.write_all(b":")?;
        Ok(())
    };
    for &p in &request.procs {
        key(out, &p.to_string())?;
        serde_json::to_writer(&mut *out, &report(tree, p, request.window, request.trace)).map_err(json)?;
    }
    // The options were checked against each procedure's ranges before anything was written.
    for &e in &request.others {
        // The JSON is the whole record: with the window's effect.
        let analysed = crate::procedures::Options { analysis: true, ..request.options.clone() };
        let r = super::others::run(tree, e, &analysed)?;
        key(out, e.name)?;
        serde_json::to_writer(&mut *out, &r).map_err(json)?;
    }
    out.write_all(b"}}\n")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_bytes_counts_dots_and_digits() {
        let t = crate::notation::parse("((1,2,3,4,5,6,7,8,9,10),1)").unwrap();
        // "1" + "1.1".."1.9" (9 * 3) + "1.10" (4) + "2" = 1 + 27 + 4 + 1
        assert_eq!(name_lengths(&t).iter().sum::<u64>(), 33);
    }
}
