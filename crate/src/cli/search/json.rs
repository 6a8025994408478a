//! `gametree search --json`: one JSON object, `{"tree": ..., "dewey": [...], "procedures":
//! {"F0": ...}}`, written procedure by procedure as it is produced (one record alive at a
//! time). Each procedure's object is the catalogue's run record ([`crate::record::Record`])
//! serialized by serde_json, whatever its family: the same record the library returns and
//! the wasm `run()` hands to the page (which sends its per-position arrays as typed arrays).
//!
//! A record names positions by breadth-first id. `dewey` lists every position's Dewey name by
//! id once, beside the records, when the names take at most
//! [`MAX_LISTED_NAME_BYTES`](crate::names::MAX_LISTED_NAME_BYTES), and is null beyond (a
//! chain 10,000 levels deep has 10^8 bytes of names): the records are written whatever the
//! depth.

use super::super::CliError;
use super::args::Request;
use crate::procedures::{self, Kind, Options};
use std::io::Write;

/// Writes the JSON object. Every record is made before the first byte is written, so a
/// procedure that refuses its options leaves no half-written output.
pub fn write(out: &mut dyn Write, request: &Request) -> Result<(), CliError> {
    let tree = &request.tree;
    // The whole record: with the window's effect (and F2's aspiration search).
    let options = Options { analysis: true, ..request.options.clone() };
    let entries: Vec<&procedures::Entry> =
        request.procs.iter().map(|&p| procedures::entry(Kind::Km(p))).chain(request.others.iter().copied()).collect();
    for e in &entries {
        e.check(tree, &options).map_err(|e| CliError::usage(e.message()).for_command("search"))?;
    }
    let json = |e: serde_json::Error| CliError::output(e.into());
    out.write_all(b"{\"tree\":")?;
    serde_json::to_writer(&mut *out, &crate::notation::print(tree)).map_err(json)?;
    out.write_all(b",\"dewey\":")?;
    serde_json::to_writer(&mut *out, &crate::names::listed_names(tree)).map_err(json)?;
    out.write_all(b",\"procedures\":{")?;
    for (i, e) in entries.iter().enumerate() {
        let r = super::others::run(tree, e, &options)?;
        if i > 0 {
            out.write_all(b",")?;
        }
        serde_json::to_writer(&mut *out, e.name).map_err(json)?;
        out.write_all(b":")?;
        serde_json::to_writer(&mut *out, &r).map_err(json)?;
    }
    out.write_all(b"}}\n")?;
    Ok(())
}
