//! Records to JavaScript as JSON text, made into objects by one `JSON.parse`.
//!
//! Every export that returns a record (`procedureCatalog`, `run`, `counts`, `sweep`, `shape`,
//! `analysis`, ...) hands serde's view of it to this serializer. serde-wasm-bindgen built the
//! same objects one property at a time, each a call into JS with its key looked up in a
//! cache; its code, inlined into every export, was about 10 KB of the first-load module's
//! gzip (docs/speed.md, "First load"). Writing bytes is far less code, and for big records
//! (a trace) one `JSON.parse` is faster than a call per property.
//!
//! The objects are the ones serde-wasm-bindgen's `Serializer::json_compatible()` made: structs
//! and maps are plain objects (map keys as strings), sequences and tuples arrays, `None` and
//! `()` `null`, a unit variant its name, other variants `{name: content}`, integers numbers
//! (beyond 2^53 the nearest double, as there). A finite float is written with the digits of
//! [`f64_text`], which read back as the same number (and `-0` as `-0`). JSON has no NaN or
//! infinity: a record holding one is refused here ([`to_json`] says so) and the full module
//! builds it as serde-wasm-bindgen does (`convert::to_js`); no record of the first-load
//! module holds a float.

use super::number_text::f64_text;
use serde::ser::{self, Serialize};
use std::fmt::{self, Write as _};

/// Why a record was not written.
#[derive(Debug)]
pub(crate) struct ToJsonError(pub(crate) String);

impl fmt::Display for ToJsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ToJsonError {}

impl ser::Error for ToJsonError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        ToJsonError(msg.to_string())
    }
}

type Result<T = ()> = std::result::Result<T, ToJsonError>;

/// `v` as JSON text.
pub(crate) fn to_json<T: Serialize + ?Sized>(v: &T) -> Result<String> {
    let mut out = Json(String::new());
    v.serialize(&mut out)?;
    Ok(out.0)
}

/// The text being written.
pub(crate) struct Json(String);

// The helpers below are kept out of line: inlined, they were copied into every field of
// every record (the serializer is instantiated per type), which undid the saving.
impl Json {
    #[inline(never)]
    fn push(&mut self, s: &str) {
        self.0.push_str(s);
    }

    #[inline(never)]
    fn string(&mut self, s: &str) {
        let out = &mut self.0;
        out.push('"');
        let mut from = 0;
        for (i, b) in s.bytes().enumerate() {
            let escape = match b {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                0..=0x1f => "",
                _ => continue,
            };
            out.push_str(&s[from..i]);
            if escape.is_empty() {
                let _ = write!(out, "\\u{:04x}", b);
            } else {
                out.push_str(escape);
            }
            from = i + 1;
        }
        out.push_str(&s[from..]);
        out.push('"');
    }

    #[inline(never)]
    fn signed(&mut self, v: i64) -> Result {
        let _ = write!(self.0, "{v}");
        Ok(())
    }

    #[inline(never)]
    fn unsigned(&mut self, v: u64) -> Result {
        let _ = write!(self.0, "{v}");
        Ok(())
    }

    #[inline(never)]
    fn wide(&mut self, v: i128) -> Result {
        let _ = write!(self.0, "{v}");
        Ok(())
    }

    /// `{"name":` before a variant's content (closed by [`Compound::end`]).
    #[inline(never)]
    fn variant(&mut self, name: &str) {
        self.push("{");
        self.key(name);
    }

    /// `"key":`.
    #[inline(never)]
    fn key(&mut self, key: &str) {
        self.string(key);
        self.push(":");
    }

    fn open(&mut self, bracket: &str, close: &'static str) -> Compound<'_> {
        self.push(bracket);
        Compound { out: self, first: true, close }
    }
}

/// An array or object being written; `close` is its closing text (a variant's adds `}`).
pub(crate) struct Compound<'a> {
    out: &'a mut Json,
    first: bool,
    close: &'static str,
}

impl Compound<'_> {
    #[inline(never)]
    fn comma(&mut self) {
        if !self.first {
            self.out.push(",");
        }
        self.first = false;
    }

    fn element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result {
        self.comma();
        v.serialize(&mut *self.out)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &str, v: &T) -> Result {
        self.comma();
        self.out.key(key);
        v.serialize(&mut *self.out)
    }

    fn end(self) -> Result {
        self.out.push(self.close);
        Ok(())
    }
}

impl<'a> ser::Serializer for &'a mut Json {
    type Ok = ();
    type Error = ToJsonError;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result {
        self.push(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result {
        self.serialize_i64(v as i64)
    }
    fn serialize_i16(self, v: i16) -> Result {
        self.serialize_i64(v as i64)
    }
    fn serialize_i32(self, v: i32) -> Result {
        self.serialize_i64(v as i64)
    }
    fn serialize_i64(self, v: i64) -> Result {
        self.signed(v)
    }
    fn serialize_i128(self, v: i128) -> Result {
        self.wide(v)
    }
    fn serialize_u8(self, v: u8) -> Result {
        self.serialize_u64(v as u64)
    }
    fn serialize_u16(self, v: u16) -> Result {
        self.serialize_u64(v as u64)
    }
    fn serialize_u32(self, v: u32) -> Result {
        self.serialize_u64(v as u64)
    }
    fn serialize_u64(self, v: u64) -> Result {
        self.unsigned(v)
    }
    fn serialize_u128(self, v: u128) -> Result {
        match i128::try_from(v) {
            Ok(v) => self.wide(v),
            Err(_) => {
                let _ = write!(self.0, "{v}");
                Ok(())
            }
        }
    }
    fn serialize_f32(self, v: f32) -> Result {
        self.serialize_f64(v as f64)
    }
    fn serialize_f64(self, v: f64) -> Result {
        if !v.is_finite() {
            return Err(ToJsonError(format!("{} has no JSON form", f64_text(v))));
        }
        self.push(&f64_text(v));
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result {
        ser::Serializer::collect_seq(self, v)
    }
    fn serialize_none(self) -> Result {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Result {
        self.push("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> Result {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> Result {
        self.variant(variant);
        v.serialize(&mut *self)?;
        self.push("}");
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple(self, _: usize) -> Result<Compound<'a>> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>> {
        Ok(self.open("[", "]"))
    }
    fn serialize_tuple_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Compound<'a>> {
        self.variant(variant);
        Ok(self.open("[", "]}"))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>> {
        Ok(self.open("{", "}"))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>> {
        Ok(self.open("{", "}"))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant);
        Ok(self.open("{", "}}"))
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = ToJsonError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result {
        self.element(v)
    }
    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = ToJsonError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result {
        self.element(v)
    }
    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = ToJsonError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result {
        self.element(v)
    }
    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = ToJsonError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result {
        self.element(v)
    }
    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = ToJsonError;
    /// A key is a property name: a string as it is, any other key as its JSON text (a number
    /// `3` is the property `"3"`, as JS names it).
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result {
        self.comma();
        let k = to_json(key)?;
        if k.starts_with('"') {
            self.out.push(&k);
            self.out.push(":");
        } else {
            self.out.key(&k);
        }
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result {
        v.serialize(&mut *self.out)
    }
    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = ToJsonError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Result {
        self.field(key, v)
    }
    fn end(self) -> Result {
        Compound::end(self)
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = ToJsonError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Result {
        self.field(key, v)
    }
    fn end(self) -> Result {
        Compound::end(self)
    }
}
