//! Tree generators. Every random generator takes a seed: the same parameters and seed give
//! the same tree on every platform (native and wasm).

pub mod pi;

pub use pi::pi_digits;
