//! Rust-only helpers of the bindings: arguments from JavaScript, checked before use, and
//! results to JavaScript. Nothing here is exported.
//!
//! Every exported function takes its string and array arguments as `JsValue` and checks
//! their type here: wasm-bindgen's release glue does not, and a number passed where a
//! `&str` is declared reads memory out of bounds (the glue reads the number as a pointer and a length). A wrong type is a
//! JS `TypeError` naming the argument; everything else the core rejects is an `Error` with
//! the core's message. Lengths and sizes are checked before anything is copied (`limits.rs`).

use super::limits::{
    length_within, short, string_within, structure_within, type_of, MAX_ARGUMENT_UNITS, MAX_NAME_CHARS,
    MAX_POSITION_CHARS, MAX_TEXT_CHARS,
};
use crate::{Dewey, Score};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The error every export returns: a JS `Error` or `TypeError`.
pub(crate) type JsResult<T> = Result<T, JsValue>;

/// A JS `Error` with `message` (at most [`MAX_MESSAGE_CHARS`](super::limits::MAX_MESSAGE_CHARS) characters).
pub(crate) fn error(message: &str) -> JsValue {
    JsError::new(&short(message)).into()
}

/// The core's error as a JS `Error`: its `message` the English text; when the page has a
/// message for it, `id` and `args` too (the page words it in its language: www/core/errors.js).
pub(crate) fn err(e: crate::Error) -> JsValue {
    let out = error(&e.to_string());
    if let Some(m) = e.page_message() {
        let _ = js_sys::Reflect::set(&out, &JsValue::from_str("id"), &JsValue::from_str(m.id));
        let _ = js_sys::Reflect::set(&out, &JsValue::from_str("args"), &message_args(m));
    }
    out
}

/// A message's arguments as a JS object; an argument that is itself a message is `{id, args}`.
fn message_args(m: &crate::error::ErrorMessage) -> JsValue {
    let args = js_sys::Object::new();
    for (name, v) in &m.args {
        let v = match v {
            crate::error::ErrorArg::Number(n) => JsValue::from_f64(*n as f64),
            crate::error::ErrorArg::Text(s) => JsValue::from_str(s),
            crate::error::ErrorArg::Message(inner) => {
                let o = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&o, &JsValue::from_str("id"), &JsValue::from_str(inner.id));
                let _ = js_sys::Reflect::set(&o, &JsValue::from_str("args"), &message_args(inner));
                o.into()
            }
        };
        let _ = js_sys::Reflect::set(&args, &JsValue::from_str(name), &v);
    }
    args.into()
}

/// A JS `TypeError` with `message` (cut as [`error`]'s).
pub(crate) fn type_error(message: &str) -> JsValue {
    js_sys::TypeError::new(&short(message)).into()
}

/// A record as a JS value, built by serde-wasm-bindgen: plain objects for structs and maps,
/// `null` for `None`, a unit variant's name, numbers for integers (the shapes of JSON, so a
/// record is the object `JSON.parse` makes of the CLI's `--json` text of it).
pub(crate) fn to_js<T: Serialize>(v: &T) -> JsResult<JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| error(&e.to_string()))
}

use type_of as type_name;

/// A short string argument (a name, a score, an exercise spec: at most [`MAX_NAME_CHARS`]),
/// or a `TypeError` naming `what`.
pub(crate) fn string(v: &JsValue, what: &str) -> JsResult<String> {
    string_within(v, what, MAX_NAME_CHARS)
}

/// Tree text (at most [`MAX_TEXT_CHARS`]), or a `TypeError` naming `what`.
pub(crate) fn text(v: &JsValue, what: &str) -> JsResult<String> {
    string_within(v, what, MAX_TEXT_CHARS)
}

/// An array argument of at most `max` entries (checked before any is read), or a `TypeError`.
pub(crate) fn array(v: &JsValue, what: &str, max: u32) -> JsResult<js_sys::Array> {
    if js_sys::Array::is_array(v) {
        let a = js_sys::Array::from(v);
        length_within(&a, what, max)?;
        Ok(a)
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

/// A structured argument copied by serde after its size is checked (at most `budget` units);
/// the error names `what` (and the field of a whole number too large to be exact).
pub(crate) fn deserialize<T: serde::de::DeserializeOwned>(v: JsValue, what: &str, budget: u64) -> JsResult<T> {
    structure_within(&v, what, budget)?;
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
    deserialize(v, what, MAX_ARGUMENT_UNITS)
}

/// The fields serde reads for the struct `T`, read off its derived `Deserialize` (which names
/// them to `deserialize_struct`): serde-wasm-bindgen reads only those of a JS object and
/// ignores any other, so `#[serde(deny_unknown_fields)]` does not reach JavaScript.
fn field_names<T: serde::de::DeserializeOwned>() -> &'static [&'static str] {
    use serde::de::{value::Error as E, Error as _, Visitor};
    struct Names(&'static [&'static str]);
    impl<'de> serde::Deserializer<'de> for &mut Names {
        type Error = E;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, E> {
            Err(E::custom("not a struct"))
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, E> {
            self.0 = fields;
            Err(E::custom("only the names were wanted"))
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
            unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
        }
    }
    let mut names = Names(&[]);
    let _ = T::deserialize(&mut names);
    names.0
}

/// An options object as [`object`] reads it, refusing a field `T` does not have with the list
/// of those it has: a misspelt option is an error, not a silent default.
pub(crate) fn options<T: serde::de::DeserializeOwned + Default>(v: JsValue, what: &str) -> JsResult<T> {
    let o = object(v.clone(), what)?; // its size is checked before its keys are read
    let keys = v.is_object().then(|| js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>()));
    let known = field_names::<T>();
    for key in keys.iter().flat_map(|k| k.iter()) {
        let key = key.as_string().unwrap_or_default();
        if !known.contains(&key.as_str()) {
            let shown: String = key.chars().take(40).collect();
            return Err(error(&format!("{what}: unknown option '{shown}': expected one of {}", known.join(", "))));
        }
    }
    Ok(o)
}

/// A spec object (required), or a `TypeError`.
pub(crate) fn spec<T: serde::de::DeserializeOwned>(v: JsValue, what: &str) -> JsResult<T> {
    if !v.is_object() {
        return Err(type_error(&format!("{what} must be an object, got {}", type_name(&v))));
    }
    deserialize(v, what, MAX_ARGUMENT_UNITS)
}

/// A score from JS: a number (±Infinity allowed) or a string such as "-inf", "+inf", "7";
/// undefined and null are the infinite end of the window.
pub(crate) fn score(v: &JsValue, what: &str) -> JsResult<Score> {
    if let Some(x) = v.as_f64() {
        return Score::from_f64(x)
            .ok_or_else(|| error(&format!("{what}: {x} is not an integer with |value| <= 2^53 - 1")));
    }
    if v.is_string() {
        return string(v, what)?.parse::<Score>().map_err(|e| error(&format!("{what}: {e}")));
    }
    if v.is_undefined() || v.is_null() {
        return Ok(if what == "alpha" { Score::NEG_INF } else { Score::INF });
    }
    Err(type_error(&format!("{what}: expected a number, '-inf' or '+inf', got {}", type_name(v))))
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
    position(v)?.parse().map_err(err)
}

/// A Dewey position's text (at most [`MAX_POSITION_CHARS`]).
pub(crate) fn position(v: &JsValue) -> JsResult<String> {
    string_within(v, "position", MAX_POSITION_CHARS)
}

/// A seed: a whole number from 0 to 2^53 - 1 (the reorderings' shuffle: the full module's).
#[cfg(feature = "full")]
pub(crate) fn seed(x: f64) -> JsResult<u64> {
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x <= crate::MAX_VALUE as f64 {
        Ok(x as u64)
    } else {
        Err(error(&format!("seed {x} must be a whole number from 0 to 2^53 - 1")))
    }
}
