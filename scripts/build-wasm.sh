#!/usr/bin/env bash
# Builds the library for the browser: www/pkg/gametree.js + gametree_bg.wasm.
#
#   scripts/build-wasm.sh          profile "wasm" (small and fast; see Cargo.toml), then wasm-opt -O3
#   scripts/build-wasm.sh --dev    dev profile (quick to build, debug assertions), no wasm-opt
#
# Environment: SKIP_WASM_OPT=1 skips wasm-opt; CARGO_TARGET_DIR is honoured.
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
wasm="$target_dir/wasm32-unknown-unknown/$outdir/gametree.wasm"
pkg=www/pkg

echo "build-wasm: cargo build (profile $profile)"
cargo build -p gametree --lib --target wasm32-unknown-unknown --no-default-features --profile "$profile"

echo "build-wasm: wasm-bindgen -> $pkg"
# The reset function lets the page restart the core after a trap (www/core/guard.js).
bindgen_flags=(--target web --out-dir "$pkg" --out-name gametree --experimental-reset-state-function)
[[ $profile == dev ]] && bindgen_flags+=(--debug)
wasm-bindgen "${bindgen_flags[@]}" "$wasm"

out="$pkg/gametree_bg.wasm"
wasm_opt=node_modules/.bin/wasm-opt
if [[ $profile == dev || -n "${SKIP_WASM_OPT:-}" ]]; then
  :
elif [[ -x $wasm_opt ]]; then
  before=$(wc -c <"$out")
  # The features rustc enables by default for wasm32-unknown-unknown.
  "$wasm_opt" -O3 \
    --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-reference-types --enable-multivalue \
    "$out" -o "$out.opt"
  mv "$out.opt" "$out"
  echo "build-wasm: wasm-opt -O3: $before -> $(wc -c <"$out") bytes"
else
  echo "build-wasm: wasm-opt not installed (npm package binaryen); leaving the wasm as it is"
fi
echo "build-wasm: $(wc -c <"$out") bytes in $out"
