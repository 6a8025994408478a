// Where the wasm modules come from. In the normal build these are undefined and each
// wasm-bindgen glue fetches its gametree_bg.wasm next to itself (Vite emits them as assets):
// www/pkg (the lean first load) and www/pkg-full (everything; load.js, loadFull).
// scripts/build-single.mjs replaces this module with one that holds the full module's bytes
// inline, as both, for the self-contained dist/playground.html.
export const wasmInput = undefined;
export const wasmFullInput = undefined;
