//! How much one call into the core may ask for, checked before anything is copied or computed.
//!
//! wasm32 has at most 4 GiB of memory and one thread: an argument that is copied whole into
//! wasm memory (a string, a typed array, an options object with a huge string inside), or a
//! count that sets the work of one call, must be bounded, or a call from a course page's
//! script can trap (an allocation failure is `unreachable`) or block its thread for minutes.
//! Every length here is read from the JS value itself (`String.length`, `.length` of an
//! array or typed array) before its contents cross the boundary. Long computations are
//! split into calls by the caller (the page's workers size their chunks to ~40 ms, far below
//! these caps); the caps are documented in docs/library.md.

use super::convert::{error, type_error, JsResult};
use js_sys::{Array, JsString, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// The longest tree text read (UTF-16 code units): the canonical text of a tree at the
/// position limit (2,000,000 positions, each value at most 17 characters) is about 40
/// million; the rest is room for whitespace. At most 192 MiB in wasm memory once in UTF-8.
pub const MAX_TEXT_CHARS: u32 = 64 << 20;

/// The longest Dewey position read: 100,000 levels (the depth limit) of short coordinates
/// fit in well under this.
pub const MAX_POSITION_CHARS: u32 = 1 << 20;

/// The longest name, score, reordering, exercise spec or exercise set read.
pub const MAX_NAME_CHARS: u32 = 10_000;

/// The most a structured argument (options, specs, answers, tallies) may hold before it is
/// copied: one unit per value, array element and object field, plus the characters of every
/// string and key (a string referenced many times counts every time: each is copied).
pub const MAX_ARGUMENT_UNITS: u64 = 16 << 20;

/// The most numbers one chunk of samples given to `experimentSummarize` may hold (2^25:
/// 256 MiB as doubles). A chunk of `experimentSamples` holds at most 100,000 samples of
/// 3 + levels numbers per procedure: about 3 × 10^7 for a dozen procedures on 21 levels.
pub const MAX_CHUNK_NUMBERS: u32 = 1 << 25;

/// The deepest nesting of a structured argument (the records are at most 4 levels deep):
/// deeper arrays would overflow the stack of the recursive copy.
pub const MAX_ARGUMENT_DEPTH: u32 = 64;

/// The most samples `experimentSamples` computes in one call (about half a second and
/// 60 MB on the smallest trees; the page asks for at most 50,000).
pub const MAX_EXPERIMENT_SAMPLES_PER_CALL: u32 = 100_000;

/// The most samples `pathologyGameChunk` draws in one call (the page asks for at most 100,000) ...
pub const MAX_PATHOLOGY_SAMPLES_PER_CALL: u64 = 100_000;

/// ... and the most terminal positions they may have together (samples × width^level, about a
/// second). One sample always fits: a game tree has at most 2^20 terminals.
pub const MAX_PATHOLOGY_TERMINALS_PER_CALL: u64 = 1 << 24;

/// The most a `sweep` may cost: windows × positions of the tree (each window is one
/// aspiration search, at most a whole pass over the tree; about half a second). The page
/// sweeps trees of at most 60,000 positions over 23 grid values: 1.5 × 10^7.
pub const MAX_SWEEP_WORK: u64 = 200_000_000;

/// The most procedure names one `counts` call reads (the catalogue has a few dozen; a name
/// asked twice is counted once).
pub const MAX_COUNTED_PROCEDURES: u32 = 1_000;

/// The most grid values a `sweep` reads (at most 200 distinct values make its 20,000 windows).
pub const MAX_SWEEP_GRID: u32 = 10_000;

/// The longest error message passed to JS: a message that quotes its input (serde's "unknown
/// variant 'xxx…'") is cut, so a 16-million-character option does not come back as a
/// 16-million-character message.
pub const MAX_MESSAGE_CHARS: usize = 2_000;

/// `message`, cut after [`MAX_MESSAGE_CHARS`] characters with a note of how much was left out.
pub(crate) fn short(message: &str) -> std::borrow::Cow<'_, str> {
    match message.char_indices().nth(MAX_MESSAGE_CHARS) {
        None => message.into(),
        Some((at, _)) => format!("{}… ({} more characters)", &message[..at], message[at..].chars().count()).into(),
    }
}

/// A string argument of at most `max` UTF-16 code units, or an error naming `what`: the
/// length is read before the string is copied into wasm memory.
pub(crate) fn string_within(v: &JsValue, what: &str, max: u32) -> JsResult<String> {
    let Some(s) = v.dyn_ref::<JsString>() else {
        return Err(type_error(&format!("{what} must be a string, got {}", type_of(v))));
    };
    let n = s.length();
    if n > max {
        return Err(error(&format!("{what} is {n} characters long; at most {max} are read")));
    }
    Ok(String::from(s))
}

/// An array's length, checked against `max` before its elements are read.
pub(crate) fn length_within(a: &Array, what: &str, max: u32) -> JsResult<()> {
    let n = a.length();
    if n > max {
        return Err(error(&format!("{what} has {n} entries; at most {max} are read")));
    }
    Ok(())
}

/// Checks a structured argument before serde copies it: at most `budget` units (see
/// [`MAX_ARGUMENT_UNITS`]), [`MAX_ARGUMENT_DEPTH`] levels, and only plain objects, arrays and
/// typed arrays as containers (serde-wasm-bindgen would iterate any other iterable, and an
/// endless one never returns). Stops as soon as the budget is spent.
pub(crate) fn structure_within(v: &JsValue, what: &str, budget: u64) -> JsResult<()> {
    let mut left = budget;
    walk(v, what, budget, 0, &mut left)
}

fn walk(v: &JsValue, what: &str, budget: u64, depth: u32, left: &mut u64) -> JsResult<()> {
    let take = |n: u64, left: &mut u64| -> JsResult<()> {
        if n > *left {
            return Err(error(&format!("{what} is too large: more than {budget} values, entries and characters")));
        }
        *left -= n;
        Ok(())
    };
    take(1, left)?;
    if let Some(s) = v.dyn_ref::<JsString>() {
        return take(s.length() as u64, left);
    }
    if !v.is_object() {
        return Ok(()); // numbers, booleans, null, undefined, bigints, functions, symbols
    }
    if depth >= MAX_ARGUMENT_DEPTH {
        return Err(error(&format!("{what} is nested more than {MAX_ARGUMENT_DEPTH} levels deep")));
    }
    if let Some(a) = v.dyn_ref::<Array>() {
        take(a.length() as u64, left)?;
        for x in a.iter() {
            walk(&x, what, budget, depth + 1, left)?;
        }
        return Ok(());
    }
    if js_sys::ArrayBuffer::is_view(v) || v.is_instance_of::<js_sys::ArrayBuffer>() {
        let bytes =
            Reflect::get(v, &JsValue::from_str("byteLength")).ok().and_then(|b| b.as_f64()).unwrap_or(f64::INFINITY);
        return take(if bytes.is_finite() { bytes as u64 } else { u64::MAX }, left);
    }
    if js_sys::Symbol::iterator().js_in(v) {
        return Err(type_error(&format!(
            "{what} must be made of plain objects and arrays, not a {}",
            constructor_name(v).filter(|n| !n.is_empty()).unwrap_or_else(|| "iterable".into())
        )));
    }
    let keys = Object::keys(v.unchecked_ref::<Object>());
    take(keys.length() as u64, left)?;
    for k in keys.iter() {
        take(k.dyn_ref::<JsString>().map_or(0, |s| s.length() as u64), left)?;
        // A getter that throws (anything: a string, a number) becomes an Error with a message.
        let x = Reflect::get(v, &k).map_err(|_| error(&format!("{what}: a field could not be read")))?;
        walk(&x, what, budget, depth + 1, left)?;
    }
    Ok(())
}

/// [`structure_within`]'s check that also returns a plain copy of `v` (new arrays and
/// objects holding what was read), so that every field is read exactly once: a getter or a
/// proxy that answers small to the check and huge to the copy that follows is read only by
/// the check. Typed arrays and buffers are kept as they are (reading them runs no script).
#[cfg_attr(not(feature = "full"), allow(dead_code))] // practice's, in the full module only
pub(crate) fn plain_within(v: &JsValue, what: &str, budget: u64) -> JsResult<JsValue> {
    let mut left = budget;
    copy(v, what, budget, 0, &mut left)
}

#[cfg_attr(not(feature = "full"), allow(dead_code))]
fn copy(v: &JsValue, what: &str, budget: u64, depth: u32, left: &mut u64) -> JsResult<JsValue> {
    let take = |n: u64, left: &mut u64| -> JsResult<()> {
        if n > *left {
            return Err(error(&format!("{what} is too large: more than {budget} values, entries and characters")));
        }
        *left -= n;
        Ok(())
    };
    take(1, left)?;
    if let Some(s) = v.dyn_ref::<JsString>() {
        take(s.length() as u64, left)?;
        return Ok(v.clone());
    }
    if !v.is_object() {
        return Ok(v.clone());
    }
    if depth >= MAX_ARGUMENT_DEPTH {
        return Err(error(&format!("{what} is nested more than {MAX_ARGUMENT_DEPTH} levels deep")));
    }
    if let Some(a) = v.dyn_ref::<Array>() {
        let n = a.length();
        take(n as u64, left)?;
        let out = Array::new();
        for i in 0..n {
            out.push(&copy(&a.get(i), what, budget, depth + 1, left)?);
        }
        return Ok(out.into());
    }
    if js_sys::ArrayBuffer::is_view(v) || v.is_instance_of::<js_sys::ArrayBuffer>() {
        walk(v, what, budget, depth, left)?;
        return Ok(v.clone());
    }
    if js_sys::Symbol::iterator().js_in(v) {
        return Err(type_error(&format!(
            "{what} must be made of plain objects and arrays, not a {}",
            constructor_name(v).filter(|n| !n.is_empty()).unwrap_or_else(|| "iterable".into())
        )));
    }
    let keys = Object::keys(v.unchecked_ref::<Object>());
    take(keys.length() as u64, left)?;
    let entries = Array::new();
    for k in keys.iter() {
        take(k.dyn_ref::<JsString>().map_or(0, |s| s.length() as u64), left)?;
        let x = Reflect::get(v, &k).map_err(|_| error(&format!("{what}: a field could not be read")))?;
        entries.push(&Array::of2(&k, &copy(&x, what, budget, depth + 1, left)?));
    }
    // fromEntries defines own data properties: a key "__proto__" stays a key.
    Object::from_entries(&entries).map(Into::into).map_err(|_| error(&format!("{what}: a field could not be read")))
}

/// What a value is, for a TypeError: `number`, `undefined`, `object`, ...
pub(crate) fn type_of(v: &JsValue) -> String {
    v.js_typeof().as_string().unwrap_or_else(|| "unknown".into())
}

/// An object's constructor name (`Int32Array`, `Map`, ...) when it is a short string: a
/// hostile object's `constructor.name` is not copied whatever its length.
pub(crate) fn constructor_name(v: &JsValue) -> Option<String> {
    let c = Reflect::get(v, &JsValue::from_str("constructor")).ok()?;
    let name = Reflect::get(&c, &JsValue::from_str("name")).ok()?;
    let name = name.dyn_ref::<JsString>()?;
    (name.length() <= 100).then(|| String::from(name))
}

/// The most UCT iterations `uctExperimentSums` runs in one call: samples × the last budget
/// (about a second on small trees). One sample always fits: a budget is at most
/// [`crate::mcts::MAX_ITERATIONS`].
pub const MAX_UCT_ITERATIONS_PER_CALL: u64 = 1 << 24;
