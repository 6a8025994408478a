//! Rust-only helpers of the bindings: arguments from JavaScript, checked before use, and
//! results to JavaScript. Nothing here is exported.
//!
//! Every exported function takes its string and array arguments as `JsValue` and checks
//! their type here: wasm-bindgen's release glue does not, and a number passed where a
//! `&str` is declared reads memory out of bounds (issue 13, defect 12). A wrong type is a
//! JS `TypeError` naming the argument; everything else the core rejects is an `Error` with
//! the core's message.

use crate::{Dewey, Score, Window};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The error every export returns: a JS `Error` or `TypeError`.
pub(crate) type JsResult<T> = Result<T, JsValue>;

/// A JS `Error` with `message`.
pub(crate) fn error(message: &str) -> JsValue {
    JsError::new(message).into()
}

/// The core's error as a JS `Error`.
pub(crate) fn err(e: crate::Error) -> JsValue {
    error(&e.to_string())
}

/// A JS `TypeError` with `message`.
pub(crate) fn type_error(message: &str) -> JsValue {
    js_sys::TypeError::new(message).into()
}

pub(crate) fn to_js<T: Serialize>(v: &T) -> JsResult<JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| error(&e.to_string()))
}

/// What a value is, for messages: `number`, `undefined`, `object`, ...
fn type_name(v: &JsValue) -> String {
    v.js_typeof().as_string().unwrap_or_else(|| "unknown".into())
}

/// A string argument, or a `TypeError` naming `what`.
pub(crate) fn string(v: &JsValue, what: &str) -> JsResult<String> {
    v.as_string().ok_or_else(|| type_error(&format!("{what} must be a string, got {}", type_name(v))))
}

/// An array argument, or a `TypeError` naming `what`.
pub(crate) fn array(v: &JsValue, what: &str) -> JsResult<js_sys::Array> {
    if js_sys::Array::is_array(v) {
        Ok(js_sys::Array::from(v))
    } else {
        Err(type_error(&format!("{what} must be an array, got {}", type_name(v))))
    }
}

/// The first whole number beyond 2^53 - 1 in magnitude inside `v` (objects and arrays, a
/// few levels deep), with the path to it (`gen.scale`). Such a number is no longer exact
/// (a link's `9007199254740993` arrives as ...992), so it is refused with its field named
/// rather than with serde's "invalid type: floating point", which names neither.
fn unsafe_integer(v: &JsValue, path: &str, depth: u32) -> Option<(String, f64)> {
    if let Some(x) = v.as_f64() {
        return (x.is_finite() && x.fract() == 0.0 && x.abs() > crate::MAX_VALUE as f64).then(|| (path.to_string(), x));
    }
    if depth == 0 || !v.is_object() {
        return None;
    }
    let join = |k: &str| if path.is_empty() { k.to_string() } else { format!("{path}.{k}") };
    if js_sys::Array::is_array(v) {
        let a = js_sys::Array::from(v);
        return (0..a.length().min(1024)).find_map(|i| unsafe_integer(&a.get(i), &format!("{path}[{i}]"), depth - 1));
    }
    let entries = js_sys::Object::entries(&js_sys::Object::from(v.clone()));
    (0..entries.length().min(1024)).find_map(|i| {
        let kv = js_sys::Array::from(&entries.get(i));
        unsafe_integer(&kv.get(1), &join(&kv.get(0).as_string().unwrap_or_default()), depth - 1)
    })
}

/// Reads an object argument into `T`; the error names `what` (and the field of a whole
/// number too large to be exact).
fn read<T: serde::de::DeserializeOwned>(v: JsValue, what: &str) -> JsResult<T> {
    if let Some((path, x)) = unsafe_integer(&v, "", 4) {
        return Err(error(&format!(
            "{what}: {path}: {x} exceeds 2^53 - 1 = {} in magnitude, beyond the whole numbers a JavaScript number \
             holds exactly",
            crate::MAX_VALUE
        )));
    }
    serde_wasm_bindgen::from_value(v).map_err(|e| error(&format!("{what}: {e}")))
}

/// An options object (undefined and null give the defaults), or a `TypeError`.
pub(crate) fn object<T: serde::de::DeserializeOwned + Default>(v: JsValue, what: &str) -> JsResult<T> {
    if v.is_undefined() || v.is_null() {
        return Ok(T::default());
    }
    if !v.is_object() {
        return Err(type_error(&format!("{what} must be an object, got {}", type_name(&v))));
    }
    read(v, what)
}

/// A spec object (required), or a `TypeError`.
pub(crate) fn spec<T: serde::de::DeserializeOwned>(v: JsValue, what: &str) -> JsResult<T> {
    if !v.is_object() {
        return Err(type_error(&format!("{what} must be an object, got {}", type_name(&v))));
    }
    read(v, what)
}

/// A score from JS: a number (±Infinity allowed) or a string such as "-inf", "+inf", "7";
/// undefined and null are the infinite end of the window.
pub(crate) fn score(v: &JsValue, what: &str) -> JsResult<Score> {
    if let Some(x) = v.as_f64() {
        return Score::from_f64(x)
            .ok_or_else(|| error(&format!("{what}: {x} is not an integer with |value| <= 2^53 - 1")));
    }
    if let Some(s) = v.as_string() {
        return s.parse::<Score>().map_err(|e| error(&format!("{what}: {e}")));
    }
    if v.is_undefined() || v.is_null() {
        return Ok(if what == "alpha" { Score::NEG_INF } else { Score::INF });
    }
    Err(type_error(&format!("{what}: expected a number, '-inf' or '+inf', got {}", type_name(v))))
}

pub(crate) fn window(alpha: &JsValue, beta: &JsValue) -> JsResult<Window> {
    Window::new(score(alpha, "alpha")?, score(beta, "beta")?).map_err(err)
}

/// A terminal value: a finite integer with |v| <= 2^53 - 1.
pub(crate) fn value(x: f64) -> JsResult<i64> {
    match Score::from_f64(x).and_then(Score::finite) {
        Some(v) => Ok(v),
        None => Err(error(&format!("{x} is not an integer with |value| <= 2^53 - 1"))),
    }
}

/// A position named by Dewey coordinates ("" is the root), from a string argument.
pub(crate) fn at(v: &JsValue) -> JsResult<Dewey> {
    string(v, "position")?.parse().map_err(err)
}

/// A seed: a whole number from 0 to 2^53 - 1.
pub(crate) fn seed(x: f64) -> JsResult<u64> {
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x <= crate::MAX_VALUE as f64 {
        Ok(x as u64)
    } else {
        Err(error(&format!("seed {x} must be a whole number from 0 to 2^53 - 1")))
    }
}

/// Per position id: 0 examined, 1 shallow, 2 deep, 3 window cutoff.
pub(crate) fn status_codes(tree: &crate::Tree, r: &crate::search::Run) -> Vec<u8> {
    use crate::search::{CutoffKind, Status};
    r.status(tree)
        .into_iter()
        .map(|s| match s {
            Status::Examined => 0,
            Status::Cut(CutoffKind::Shallow) => 1,
            Status::Cut(CutoffKind::Deep) => 2,
            Status::Cut(CutoffKind::Window) => 3,
        })
        .collect()
}
