// Where the wasm module comes from. In the normal build this is undefined and the
// wasm-bindgen glue fetches gametree_bg.wasm next to itself (Vite emits it as an
// asset). scripts/build-single.mjs replaces this module with one that holds the
// bytes inline, for the self-contained dist/playground.html.
export const wasmInput = undefined;
