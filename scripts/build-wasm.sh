#!/usr/bin/env bash
# Builds the library for the browser, as two modules (docs/speed.md, "First load"):
#
#   www/pkg/       the page's first load: trees and edits, the catalogue of every procedure,
#                  Knuth & Moore's F0, F1, F2 (cargo features: none)
#   www/pkg-full/  everything: the thesis' and Slagle's procedures, practice, pathology,
#                  experiments, theory, worksheets (cargo feature `full`); the page loads it
#                  when one of those is first used, the workers import it directly
#
# each gametree.js (wasm-bindgen glue, --target web) + gametree_bg.wasm.
#
#   scripts/build-wasm.sh          profile "wasm" (small and fast; see Cargo.toml), then wasm-opt -O3
#   scripts/build-wasm.sh --dev    dev profile (quick to build, debug assertions), no wasm-opt
#
# The second cargo build compiles only the gametree crate again: the dependencies' features
# are the same, so their artefacts are reused.
# Environment: SKIP_WASM_OPT=1 skips wasm-opt; CARGO_TARGET_DIR is honoured;
# WASM_MODULES="lean" or "full" builds only that one (default "lean full").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

profile=wasm
case "${1:-}" in
  "") ;;
  --dev) profile=dev ;;
  *) echo "usage: $0 [--dev]" >&2; exit 2 ;;
esac
# cargo puts the dev profile in debug/, every other profile in a folder of its name.
outdir=$profile
[[ $profile == dev ]] && outdir=debug

target_dir=${CARGO_TARGET_DIR:-target}
# Both builds write this file: each is handed to wasm-bindgen before the next build.
wasm="$target_dir/wasm32-unknown-unknown/$outdir/gametree.wasm"
wasm_opt=node_modules/.bin/wasm-opt

# build_module NAME PKG [CARGO FEATURE ARGS...]
build_module() {
  local name=$1 pkg=$2
  shift 2
  echo "build-wasm: $name: cargo build (profile $profile${*:+, $*})"
  cargo build -p gametree --lib --target wasm32-unknown-unknown --no-default-features "$@" --profile "$profile"

  echo "build-wasm: $name: wasm-bindgen -> $pkg"
  # The reset function lets the page restart the core after a trap (www/core/guard.js).
  local bindgen_flags=(--target web --out-dir "$pkg" --out-name gametree --experimental-reset-state-function)
  [[ $profile == dev ]] && bindgen_flags+=(--debug)
  wasm-bindgen "${bindgen_flags[@]}" "$wasm"

  local out="$pkg/gametree_bg.wasm"
  if [[ $profile == dev || -n "${SKIP_WASM_OPT:-}" ]]; then
    :
  elif [[ -x $wasm_opt ]]; then
    local before
    before=$(wc -c <"$out")
    # The features rustc enables by default for wasm32-unknown-unknown; the custom sections
    # that name the tools and those features go (no browser reads them: 190 bytes gzip).
    "$wasm_opt" -O3 \
      --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int \
      --enable-sign-ext --enable-reference-types --enable-multivalue \
      --strip-producers --strip-target-features \
      "$out" -o "$out.opt"
    mv "$out.opt" "$out"
    echo "build-wasm: $name: wasm-opt -O3: $before -> $(wc -c <"$out") bytes"
  else
    echo "build-wasm: wasm-opt not installed (npm package binaryen); leaving the wasm as it is"
  fi
  echo "build-wasm: $name: $(wc -c <"$out") bytes in $out ($(gzip -9 -c "$out" | wc -c) gzip)"
}

for m in ${WASM_MODULES:-lean full}; do
  case $m in
    lean) build_module lean www/pkg ;;
    full) build_module full www/pkg-full --features full ;;
    *) echo "build-wasm: unknown module '$m' in WASM_MODULES (lean, full)" >&2; exit 2 ;;
  esac
done
