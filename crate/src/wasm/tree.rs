//! Trees and edits: parsing, generating, the built-in examples, the shape the page draws,
//! Dewey names on demand, and the edits (each returns a new tree).

use super::convert::{
    array, at, err, error, position, spec as from_spec, string, text as tree_text, to_js, type_error, value, JsResult,
};
use super::GameTree;
use crate::generate::{generate, GenSpec};
use crate::{examples, notation, Limits, NodeId, Tree};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most bytes `shape().dewey` may take: beyond it (a path thousands of levels deep
/// names every position with all its ancestors: O(depth²) bytes) `dewey` is null and the
/// page names positions with `deweyOf(id)` / `positionOf(dewey)`.
pub const MAX_SHAPE_NAME_BYTES: u64 = crate::names::MAX_LISTED_NAME_BYTES;

/// Exports whose records name every position by its Dewey string refuse trees whose names
/// would take more than [`MAX_SHAPE_NAME_BYTES`]: a chain 100,000 levels deep names its
/// positions with 10^10 bytes, which no call can build. `instead` says what to use.
#[cfg_attr(not(feature = "full"), allow(dead_code))]
pub(crate) fn names_fit(tree: &Tree, instead: &str) -> JsResult<()> {
    let bytes = crate::names::name_bytes(tree);
    if bytes > MAX_SHAPE_NAME_BYTES {
        return Err(error(&format!("this tree's position names take {} MB (more than 8 MiB): {instead}", bytes >> 20)));
    }
    Ok(())
}

/// The shape of a tree, flat, in breadth-first id order (ready for d3.stratify).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Shape {
    parent: Vec<i64>,
    /// 1-based successor number among its siblings (0 for the root): the last Dewey
    /// coordinate, so that names can be built from parent links.
    index: Vec<u32>,
    depth: Vec<u32>,
    degree: Vec<u32>,
    /// Terminal values (Max's standpoint), null for interior positions.
    value: Vec<Option<i64>>,
    /// Dewey strings by id, or null when they would take more than
    /// [`MAX_SHAPE_NAME_BYTES`] (see `nameBytes`).
    dewey: Option<Vec<String>>,
    /// The bytes all Dewey names take together.
    name_bytes: u64,
    height: u32,
    terminals: usize,
}

fn tree_of(r: crate::Result<Tree>) -> JsResult<GameTree> {
    r.map(|tree| GameTree { tree }).map_err(err)
}

#[wasm_bindgen]
impl GameTree {
    /// Parses tree text: `((3 1 4) (1 5 9) (2 6 5))` or `[[3,1,4],...]`.
    pub fn parse(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> JsResult<GameTree> {
        tree_of(notation::parse(&tree_text(&text, "tree text")?))
    }

    /// Generates a tree from a spec object `{model, degree, height, seed, lo, hi, ...}`.
    pub fn generate(#[wasm_bindgen(unchecked_param_type = "GenSpec")] spec: JsValue) -> JsResult<GameTree> {
        let s: GenSpec = from_spec(spec, "generator")?;
        tree_of(generate(&s, Limits::default()))
    }

    /// A named example: see `exampleNames()`.
    pub fn example(#[wasm_bindgen(unchecked_param_type = "string")] name: JsValue) -> JsResult<GameTree> {
        let name = string(&name, "example name")?;
        examples::by_name(&name).map(|tree| GameTree { tree }).ok_or_else(|| {
            let shown: String = name.chars().take(40).collect();
            error(&format!("unknown example '{shown}': expected one of {}", examples::NAMES.join(", ")))
        })
    }

    /// The canonical text (safe inside a URL fragment).
    pub fn text(&self) -> String {
        notation::print(&self.tree)
    }

    /// The number of positions.
    pub fn size(&self) -> usize {
        self.tree.len()
    }

    /// `{parent, index, depth, degree, value, dewey, nameBytes, height, terminals}`, arrays by
    /// id; `dewey` is null for trees whose names would take more than 8 MiB.
    #[wasm_bindgen(unchecked_return_type = "TreeShape")]
    pub fn shape(&self) -> JsResult<JsValue> {
        let t = &self.tree;
        let n = t.len() as NodeId;
        let bytes = crate::names::name_bytes(t);
        to_js(&Shape {
            parent: (0..n).map(|p| t.parent(p).map_or(-1, |q| q as i64)).collect(),
            index: (0..n).map(|p| t.parent(p).map_or(0, |q| p - t.child(q, 0) + 1)).collect(),
            depth: (0..n).map(|p| t.depth(p)).collect(),
            degree: (0..n).map(|p| t.degree(p)).collect(),
            value: (0..n).map(|p| t.is_terminal(p).then(|| t.value(p))).collect(),
            dewey: (bytes <= MAX_SHAPE_NAME_BYTES).then(|| crate::names::dewey_names(t)),
            name_bytes: bytes,
            height: t.height(),
            terminals: t.terminal_count(),
        })
    }

    /// The Dewey name of position `id` ("" for the root, "2.3" ...).
    #[wasm_bindgen(js_name = deweyOf)]
    pub fn dewey_of(&self, id: f64) -> JsResult<String> {
        let n = self.tree.len();
        if !(id.is_finite() && id >= 0.0 && id.fract() == 0.0 && id < n as f64) {
            return Err(error(&format!("position id {id} must be a whole number from 0 to {}", n - 1)));
        }
        Ok(self.tree.dewey(id as NodeId).to_string())
    }

    /// The id of the position with Dewey name `dewey`.
    #[wasm_bindgen(js_name = positionOf)]
    pub fn position_of(&self, #[wasm_bindgen(unchecked_param_type = "string")] dewey: JsValue) -> JsResult<u32> {
        self.tree.position(&position(&dewey)?).map_err(err)
    }

    #[wasm_bindgen(js_name = setValue)]
    pub fn set_value(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
        v: f64,
    ) -> JsResult<GameTree> {
        tree_of(self.tree.set_value(&at(&position)?, value(v)?))
    }

    #[wasm_bindgen(js_name = replaceSubtree)]
    pub fn replace_subtree(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> JsResult<GameTree> {
        let sub = notation::parse(&tree_text(&text, "subtree text")?).map_err(err)?;
        tree_of(self.tree.replace_subtree(&at(&position)?, &sub, Limits::default()))
    }

    /// Inserts the subtree `text` as successor number `index` (1-based) of `position`.
    #[wasm_bindgen(js_name = addSuccessor)]
    pub fn add_successor(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
        index: u32,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> JsResult<GameTree> {
        let sub = notation::parse(&tree_text(&text, "subtree text")?).map_err(err)?;
        tree_of(self.tree.add_successor(&at(&position)?, index, &sub, Limits::default()))
    }

    #[wasm_bindgen(js_name = removeSuccessor)]
    pub fn remove_successor(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    ) -> JsResult<GameTree> {
        tree_of(self.tree.remove_successor(&at(&position)?, Limits::default()))
    }

    #[wasm_bindgen(js_name = makeTerminal)]
    pub fn make_terminal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
        v: f64,
    ) -> JsResult<GameTree> {
        tree_of(self.tree.make_terminal(&at(&position)?, value(v)?, Limits::default()))
    }

    #[wasm_bindgen(js_name = makeInterior)]
    pub fn make_interior(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number[]")] values: JsValue,
    ) -> JsResult<GameTree> {
        let vs = array(&values, "values", Limits::default().max_positions as u32)?
            .iter()
            .map(|x| x.as_f64().ok_or_else(|| error("values must be numbers")).and_then(value))
            .collect::<JsResult<Vec<i64>>>()?;
        tree_of(self.tree.make_interior(&at(&position)?, &vs, Limits::default()))
    }
}

/// The generator panel's reorderings (K&M section 7's worst case among them): the full module
/// only. They are not in the first view, and were 3.5 KB of the first load's gzip
/// (docs/benchmarks.md, "First load"); the page loads the full core when one is first asked
/// for (www/panels/controls.js).
#[cfg(feature = "full")]
#[wasm_bindgen]
impl GameTree {
    /// "best-first", "worst-first", "reversed" or "shuffle" (with `seed`).
    pub fn reorder(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] how: JsValue,
        seed: f64,
    ) -> JsResult<GameTree> {
        use super::convert::seed as whole_seed;
        use crate::generate::{reorder, Reorder};
        let how = string(&how, "reordering")?;
        let how = match how.as_str() {
            "best-first" => Reorder::BestFirst,
            "worst-first" => Reorder::WorstFirst,
            "reversed" => Reorder::Reversed,
            "shuffle" => Reorder::Shuffle { seed: whole_seed(seed)? },
            _ => {
                let shown: String = how.chars().take(40).collect();
                return Err(error(&format!(
                    "unknown reordering '{shown}': expected best-first, worst-first, reversed or shuffle"
                )));
            }
        };
        Ok(GameTree { tree: reorder(&self.tree, how) })
    }

    /// Terminal values for this shape that make F2 examine every position (K&M section 7).
    #[wasm_bindgen(js_name = worstCase)]
    pub fn worst_case(&self) -> GameTree {
        GameTree { tree: crate::generate::worst_case_values(&self.tree) }
    }
}

/// The tree as typed arrays, for big trees: no string
/// and no JS object per position, so a 2,000,000-position tree crosses in milliseconds.
#[wasm_bindgen]
impl GameTree {
    /// The tree's height (levels below the root), without building its text.
    pub fn height(&self) -> u32 {
        self.tree.height()
    }

    /// The shape the page draws, as typed arrays by breadth-first id: `{parent: Int32Array
    /// (-1 for the root), index, depth, degree: Uint32Array, value: Float64Array (NaN for an
    /// interior position), height, terminals}`. Dewey names are made on demand (`deweyOf`).
    #[wasm_bindgen(js_name = shapeArrays, unchecked_return_type = "TreeShapeArrays")]
    pub fn shape_arrays(&self) -> JsResult<JsValue> {
        let t = &self.tree;
        let n = t.len();
        let (mut parent, mut index, mut depth) = (vec![-1i32; n], vec![0u32; n], vec![0u32; n]);
        let mut degree = vec![0u32; n];
        let mut value = vec![f64::NAN; n];
        for p in 0..n as NodeId {
            let i = p as usize;
            degree[i] = t.degree(p);
            if t.is_terminal(p) {
                value[i] = t.value(p) as f64; // |value| <= 2^53 - 1: exact
            }
            for (k, c) in t.children(p).enumerate() {
                parent[c as usize] = p as i32;
                index[c as usize] = k as u32 + 1;
                depth[c as usize] = depth[i] + 1;
            }
        }
        let out = js_sys::Object::new();
        let set = |key: &str, v: JsValue| js_sys::Reflect::set(&out, &JsValue::from_str(key), &v).map(|_| ());
        set("parent", js_sys::Int32Array::from(&parent[..]).into())?;
        set("index", js_sys::Uint32Array::from(&index[..]).into())?;
        set("depth", js_sys::Uint32Array::from(&depth[..]).into())?;
        set("degree", js_sys::Uint32Array::from(&degree[..]).into())?;
        set("value", js_sys::Float64Array::from(&value[..]).into())?;
        set("height", JsValue::from(t.height()))?;
        set("terminals", JsValue::from(t.terminal_count() as u32))?;
        Ok(out.into())
    }

    /// `{degree: Uint32Array, value: Float64Array}` by breadth-first id (an interior
    /// position's value is 0): the whole tree, for `fromArrays` in another thread.
    #[wasm_bindgen(js_name = toArrays, unchecked_return_type = "TreeArrays")]
    pub fn to_arrays(&self) -> JsResult<JsValue> {
        let t = &self.tree;
        let n = t.len() as NodeId;
        let degree: Vec<u32> = (0..n).map(|p| t.degree(p)).collect();
        let value: Vec<f64> = (0..n).map(|p| if t.is_terminal(p) { t.value(p) as f64 } else { 0.0 }).collect();
        let out = js_sys::Object::new();
        js_sys::Reflect::set(&out, &"degree".into(), &js_sys::Uint32Array::from(&degree[..]).into())?;
        js_sys::Reflect::set(&out, &"value".into(), &js_sys::Float64Array::from(&value[..]).into())?;
        Ok(out.into())
    }

    /// The tree `toArrays` gave: checked in one pass (the degrees name exactly that many
    /// positions, the limits hold, terminal values are whole numbers with |v| <= 2^53 - 1).
    #[wasm_bindgen(js_name = fromArrays)]
    pub fn from_arrays(
        #[wasm_bindgen(unchecked_param_type = "Uint32Array")] degree: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Float64Array")] value: JsValue,
    ) -> JsResult<GameTree> {
        let degree = degree
            .dyn_into::<js_sys::Uint32Array>()
            .map_err(|v| type_error(&format!("degree must be a Uint32Array, got {}", kind(&v))))?;
        let raw = value
            .dyn_into::<js_sys::Float64Array>()
            .map_err(|v| type_error(&format!("value must be a Float64Array, got {}", kind(&v))))?;
        // The lengths are read from the JS views before anything is copied into wasm memory:
        // copying a 6 * 10^8-entry array first exhausted the 4 GiB and trapped.
        let (n, m) = (degree.length(), raw.length());
        if n != m {
            return Err(error(&format!("{n} degrees but {m} values: one of each per position")));
        }
        if n as usize > Limits::default().max_positions {
            return Err(err(crate::tree::too_many(Limits::default())));
        }
        let (degree, raw) = (degree.to_vec(), raw.to_vec());
        let mut values = vec![0i64; raw.len()];
        for (i, (&x, &d)) in raw.iter().zip(&degree).enumerate() {
            if d == 0 {
                values[i] = crate::Score::from_f64(x).and_then(crate::Score::finite).ok_or_else(|| {
                    error(&format!("the value of position {i}, {x}, is not an integer with |value| <= 2^53 - 1"))
                })?;
            }
        }
        tree_of(Tree::from_breadth_first(&degree, &values, Limits::default()))
    }
}

/// What a JS value is, for a TypeError: `number`, `Array`, `Int32Array`, ...
fn kind(v: &JsValue) -> String {
    if v.is_object() {
        if let Some(name) = super::limits::constructor_name(v) {
            return name;
        }
    }
    super::limits::type_of(v)
}

/// The names of the built-in examples.
#[wasm_bindgen(js_name = exampleNames)]
pub fn example_names() -> Vec<String> {
    examples::NAMES.iter().map(|s| s.to_string()).collect()
}

/// A fresh random seed (from the browser's crypto.getRandomValues), 0 .. 2^32 - 1.
#[wasm_bindgen(js_name = freshSeed)]
pub fn fresh_seed() -> JsResult<f64> {
    let mut b = [0u8; 4];
    getrandom::fill(&mut b).map_err(|e| error(&e.to_string()))?;
    Ok(u32::from_le_bytes(b) as f64)
}

/// The library version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
