//! A serde `Deserializer` over a JS value: how the boundary reads its options and specs
//! (`convert::deserialize`) into the core's `#[derive(Deserialize)]` types.
//!
//! It reads JS values as serde-wasm-bindgen 0.6 reads them, and its messages are worded as
//! that crate's are (the tests compare the two on the same input), so nothing a caller sees
//! changed when it replaced that crate's deserializer. Why it exists: serde words "invalid
//! type: floating point `1.5`, ..." with Rust's float formatting, which then is in the page's
//! first-load module for that one message (docs/speed.md, "First load"). This error type words
//! the float itself ([`number_text`](super::number_text)) and the rest as serde does.
//!
//! What it reads: `null`/`undefined` are serde's unit and `None`; booleans; numbers (a safe
//! integer for an integer type, any number for a float); BigInts for 64- and 128-bit
//! integers; strings; arrays and other iterables as sequences; `Uint8Array`/`ArrayBuffer` as
//! bytes; a plain object as a map (its own enumerable entries) or a struct (only the struct's
//! fields are read; an absent field is missing, a field set to `undefined` is not); an enum as
//! its variant's name or as `{variant: payload}`.

use super::number_text::f64_with_point;
use js_sys::{Array, ArrayBuffer, JsString, Number, Object, Uint8Array};
use serde::de::{self, DeserializeSeed, IntoDeserializer, Unexpected, Visitor};
use std::fmt;
use wasm_bindgen::{JsCast, JsValue};

/// What went wrong, as serde-wasm-bindgen's error prints it: the text of the JS error it
/// would have thrown (`Error: invalid type: ...`, or the `TypeError` a JS call raised).
#[derive(Debug)]
pub(crate) struct FromJsError(String);

impl fmt::Display for FromJsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FromJsError {}

/// serde's own wording of an unexpected value, but for floats (see the module's note).
fn unexpected(u: &Unexpected) -> String {
    match *u {
        Unexpected::Bool(b) => format!("boolean `{b}`"),
        Unexpected::Unsigned(i) => format!("integer `{i}`"),
        Unexpected::Signed(i) => format!("integer `{i}`"),
        Unexpected::Float(x) => format!("floating point `{}`", f64_with_point(x)),
        Unexpected::Char(c) => format!("character `{c}`"),
        Unexpected::Str(s) => format!("string {s:?}"),
        Unexpected::Bytes(_) => "byte array".into(),
        Unexpected::Unit => "unit value".into(),
        Unexpected::Option => "Option value".into(),
        Unexpected::NewtypeStruct => "newtype struct".into(),
        Unexpected::Seq => "sequence".into(),
        Unexpected::Map => "map".into(),
        Unexpected::Enum => "enum".into(),
        Unexpected::UnitVariant => "unit variant".into(),
        Unexpected::NewtypeVariant => "newtype variant".into(),
        Unexpected::TupleVariant => "tuple variant".into(),
        Unexpected::StructVariant => "struct variant".into(),
        Unexpected::Other(other) => other.into(),
    }
}

impl de::Error for FromJsError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        FromJsError(format!("Error: {msg}"))
    }
    fn invalid_type(u: Unexpected, exp: &dyn de::Expected) -> Self {
        Self::custom(format_args!("invalid type: {}, expected {exp}", unexpected(&u)))
    }
    fn invalid_value(u: Unexpected, exp: &dyn de::Expected) -> Self {
        Self::custom(format_args!("invalid value: {}, expected {exp}", unexpected(&u)))
    }
}

impl From<JsValue> for FromJsError {
    /// An exception a JS call threw, as `String(e)` prints it (`TypeError: ...`).
    fn from(e: JsValue) -> Self {
        FromJsError(match e.dyn_ref::<Object>() {
            Some(o) => String::from(o.to_string()),
            None => e.as_string().unwrap_or_default(),
        })
    }
}

type Result<T> = std::result::Result<T, FromJsError>;

/// `T` read from `v`.
pub(crate) fn from_js<T: de::DeserializeOwned>(v: JsValue) -> Result<T> {
    T::deserialize(FromJs(v))
}

/// One JS value being read.
pub(crate) struct FromJs(JsValue);

impl FromJs {
    fn nullish(&self) -> bool {
        self.0.is_undefined() || self.0.is_null()
    }

    fn bytes(&self) -> Option<Vec<u8>> {
        if let Some(a) = self.0.dyn_ref::<Uint8Array>() {
            Some(a.to_vec())
        } else {
            self.0.dyn_ref::<ArrayBuffer>().map(|b| Uint8Array::new(b).to_vec())
        }
    }

    #[cold]
    fn wrong(&self, exp: &dyn de::Expected) -> FromJsError {
        let (text, bytes);
        let u = if self.nullish() {
            Unexpected::Unit
        } else if let Some(b) = self.0.as_bool() {
            Unexpected::Bool(b)
        } else if let Some(x) = self.0.as_f64() {
            Unexpected::Float(x)
        } else if let Some(s) = self.0.as_string() {
            text = s;
            Unexpected::Str(&text)
        } else if let Some(b) = self.bytes() {
            bytes = b;
            Unexpected::Bytes(&bytes)
        } else {
            text = format!("{:?}", self.0);
            Unexpected::Other(&text)
        };
        de::Error::invalid_type(u, exp)
    }

    fn safe_integer(&self) -> Option<i64> {
        Number::is_safe_integer(&self.0).then(|| self.0.as_f64().unwrap_or(0.0) as i64)
    }

    fn signed<'de, V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        match self.safe_integer() {
            Some(i) => v.visit_i64(i),
            None => Err(self.wrong(&v)),
        }
    }

    fn unsigned<'de, V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        match self.safe_integer() {
            Some(i) if i >= 0 => v.visit_u64(i as u64),
            _ => Err(self.wrong(&v)),
        }
    }

    /// A BigInt read as `I` (the range's name in the message), else `number`.
    fn big<'de, V: Visitor<'de>, I: TryFrom<JsValue>>(
        self,
        v: V,
        range: &str,
        visit: impl FnOnce(V, I) -> Result<V::Value>,
        number: impl FnOnce(Self, V) -> Result<V::Value>,
    ) -> Result<V::Value> {
        if !self.0.is_bigint() {
            return number(self, v);
        }
        match I::try_from(self.0) {
            Ok(i) => visit(v, i),
            Err(_) => Err(de::Error::custom(format_args!("Couldn't deserialize {range} bounds"))),
        }
    }

    fn seq<'de, V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        if let Some(a) = self.0.dyn_ref::<Array>() {
            return v.visit_seq(de::value::SeqDeserializer::new(a.iter().map(FromJs)));
        }
        match js_sys::try_iter(&self.0)? {
            Some(items) => v.visit_seq(Items(items)),
            None => Err(self.wrong(&v)),
        }
    }

    fn map<'de, V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        if let Some(pairs) = js_sys::try_iter(&self.0)? {
            return v.visit_map(Pairs { pairs, value: None });
        }
        if self.0.is_object() {
            let entries = Object::entries(self.0.unchecked_ref());
            return v.visit_map(de::value::MapDeserializer::new(entries.iter().map(pair)));
        }
        Err(self.wrong(&v))
    }
}

/// A JS `[key, value]` pair.
fn pair(p: JsValue) -> (FromJs, FromJs) {
    let p = p.unchecked_into::<Array>();
    (FromJs(p.get(0)), FromJs(p.get(1)))
}

impl<'de> IntoDeserializer<'de, FromJsError> for FromJs {
    type Deserializer = Self;
    fn into_deserializer(self) -> Self {
        self
    }
}

impl<'de> de::Deserializer<'de> for FromJs {
    type Error = FromJsError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        if self.nullish() {
            v.visit_unit()
        } else if let Some(b) = self.0.as_bool() {
            v.visit_bool(b)
        } else if self.0.is_bigint() {
            match i64::try_from(self.0) {
                Ok(i) => v.visit_i64(i),
                Err(big) => match u64::try_from(big) {
                    Ok(u) => v.visit_u64(u),
                    Err(_) => Err(de::Error::custom(
                        "Couldn't deserialize i64 or u64 from a BigInt outside i64::MIN..u64::MAX bounds",
                    )),
                },
            }
        } else if let Some(x) = self.0.as_f64() {
            match self.safe_integer() {
                Some(i) => v.visit_i64(i),
                None => v.visit_f64(x),
            }
        } else if let Some(s) = self.0.as_string() {
            v.visit_string(s)
        } else if Array::is_array(&self.0) {
            self.seq(v)
        } else if let Some(b) = self.bytes() {
            v.visit_byte_buf(b)
        } else if self.0.is_object() && (!js_sys::Symbol::iterator().js_in(&self.0) || self.0.has_type::<js_sys::Map>())
        {
            self.map(v)
        } else {
            Err(self.wrong(&v))
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        if self.nullish() {
            v.visit_unit()
        } else {
            Err(self.wrong(&v))
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, _: &'static str, v: V) -> Result<V::Value> {
        self.deserialize_unit(v)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        match self.0.as_bool() {
            Some(b) => v.visit_bool(b),
            None => Err(self.wrong(&v)),
        }
    }

    fn deserialize_f32<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.deserialize_f64(v)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        match self.0.as_f64() {
            Some(x) => v.visit_f64(x),
            None => Err(self.wrong(&v)),
        }
    }

    fn deserialize_i8<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.signed(v)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.signed(v)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.signed(v)
    }
    fn deserialize_i64<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.big(v, "i64 from a BigInt outside i64::MIN..i64::MAX", |v, i: i64| v.visit_i64(i), Self::signed)
    }
    fn deserialize_i128<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.big(
            v,
            "i128 from a BigInt outside i128::MIN..i128::MAX",
            |v, i: i128| v.visit_i128(i),
            |s, v| Err(s.wrong(&v)),
        )
    }
    fn deserialize_u8<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.unsigned(v)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.unsigned(v)
    }
    fn deserialize_u32<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.unsigned(v)
    }
    fn deserialize_u64<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.big(v, "u64 from a BigInt outside u64::MIN..u64::MAX", |v, i: u64| v.visit_u64(i), Self::unsigned)
    }
    fn deserialize_u128<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.big(
            v,
            "u128 from a BigInt outside u128::MIN..u128::MAX",
            |v, i: u128| v.visit_u128(i),
            |s, v| Err(s.wrong(&v)),
        )
    }

    fn deserialize_char<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        match self.0.dyn_ref::<JsString>().and_then(|s| s.as_char()) {
            Some(c) => v.visit_char(c),
            None => Err(self.wrong(&v)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.deserialize_string(v)
    }

    fn deserialize_string<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        match self.0.as_string() {
            Some(s) => v.visit_string(s),
            None => Err(self.wrong(&v)),
        }
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.deserialize_string(v)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.deserialize_byte_buf(v)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        if let Some(b) = self.bytes() {
            v.visit_byte_buf(b)
        } else if Array::is_array(&self.0) {
            self.seq(v)
        } else {
            Err(self.wrong(&v))
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        if self.nullish() {
            v.visit_none()
        } else {
            v.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _: &'static str, v: V) -> Result<V::Value> {
        v.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.seq(v)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _: usize, v: V) -> Result<V::Value> {
        self.seq(v)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(self, _: &'static str, _: usize, v: V) -> Result<V::Value> {
        self.seq(v)
    }

    fn deserialize_map<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.map(v)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value> {
        if !self.0.is_object() {
            return Err(self.wrong(&v));
        }
        v.visit_map(Fields { object: self.0, fields: fields.iter(), value: None })
    }

    fn deserialize_enum<V: Visitor<'de>>(self, _: &'static str, _: &'static [&'static str], v: V) -> Result<V::Value> {
        if self.0.is_string() {
            return v.visit_enum(Variant { tag: self, payload: FromJs(JsValue::UNDEFINED) });
        }
        if !self.0.is_object() {
            return Err(self.wrong(&v));
        }
        let entries = Object::entries(self.0.unchecked_ref());
        if entries.length() != 1 {
            return Err(de::Error::invalid_length(entries.length() as usize, &"1"));
        }
        let (tag, payload) = pair(entries.get(0));
        v.visit_enum(Variant { tag, payload })
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        v.visit_unit()
    }
}

/// The items of a JS iterable (not an array).
struct Items(js_sys::IntoIter);

impl<'de> de::SeqAccess<'de> for Items {
    type Error = FromJsError;
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        match self.0.next().transpose()? {
            Some(x) => seed.deserialize(FromJs(x)).map(Some),
            None => Ok(None),
        }
    }
}

/// The `[key, value]` pairs of a JS iterable (a `Map`).
struct Pairs {
    pairs: js_sys::IntoIter,
    value: Option<FromJs>,
}

impl<'de> de::MapAccess<'de> for Pairs {
    type Error = FromJsError;
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        match self.pairs.next().transpose()? {
            Some(p) => {
                let (k, v) = pair(p);
                self.value = Some(v);
                seed.deserialize(k).map(Some)
            }
            None => Ok(None),
        }
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        seed.deserialize(self.value.take().unwrap_or(FromJs(JsValue::UNDEFINED)))
    }
}

/// A struct's fields read off a JS object by name, in the struct's order: a field is missing
/// when the object has no property of that name (`undefined` as a value is present).
struct Fields {
    object: JsValue,
    fields: std::slice::Iter<'static, &'static str>,
    value: Option<FromJs>,
}

impl<'de> de::MapAccess<'de> for Fields {
    type Error = FromJsError;
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        for &name in self.fields.by_ref() {
            let key = JsValue::from_str(name);
            let value = js_sys::Reflect::get(&self.object, &key)?;
            if !value.is_undefined() || key.js_in(&self.object) {
                self.value = Some(FromJs(value));
                return seed.deserialize(de::value::StrDeserializer::<FromJsError>::new(name)).map(Some);
            }
        }
        Ok(None)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        seed.deserialize(self.value.take().unwrap_or(FromJs(JsValue::UNDEFINED)))
    }
}

/// An enum's variant: its name and what it holds (`undefined` for a unit variant by name).
struct Variant {
    tag: FromJs,
    payload: FromJs,
}

impl<'de> de::EnumAccess<'de> for Variant {
    type Error = FromJsError;
    type Variant = FromJs;
    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, FromJs)> {
        Ok((seed.deserialize(self.tag)?, self.payload))
    }
}

impl<'de> de::VariantAccess<'de> for FromJs {
    type Error = FromJsError;
    fn unit_variant(self) -> Result<()> {
        de::Deserialize::deserialize(self)
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value> {
        seed.deserialize(self)
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value> {
        de::Deserializer::deserialize_tuple(self, len, v)
    }
    fn struct_variant<V: Visitor<'de>>(self, fields: &'static [&'static str], v: V) -> Result<V::Value> {
        de::Deserializer::deserialize_struct(self, "", fields, v)
    }
}
