#!/usr/bin/env bash
# Every test of the project, in order; stops at the first failing step.
#
#   1. set-up (scripts/setup.sh)
#   2. cargo test --workspace                  native unit, integration and doc tests
#      + a short fuzz run                      cargo run --example fuzz (docs/fuzzing.md)
#      + the API docs build without a warning  cargo doc (broken intra-doc links fail)
#   3. wasm-bindgen tests under node           cargo test --target wasm32-unknown-unknown --features full
#   4. npm run build                           wasm (profile wasm) + site in dist/
#   5. node --test tests/browser/*.test.mjs    headless Chromium against dist/
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

step() { printf '\n==> %s\n' "$*"; }

step "set-up"
bash scripts/setup.sh
export GAMETREE_SETUP_DONE=1   # the npm scripts below need not check again

step "native tests: cargo test --workspace"
cargo test --workspace

step "fuzz (short run): cargo run -p gametree --example fuzz -- --inputs 10000 --seed 1"
# Debug build (overflow checks on), reusing the test build; docs/fuzzing.md has the long run.
cargo run -q -p gametree --example fuzz -- --inputs 10000 --seed 1

step "docs: RUSTDOCFLAGS='-D warnings' cargo doc -p gametree --no-deps"
RUSTDOCFLAGS='-D warnings' cargo doc -q -p gametree --no-deps

step "wasm tests (node): cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --features full --test wasm"
# .cargo/config.toml sets runner = "wasm-bindgen-test-runner" for this target. Only the
# bindings' test file runs there; the native suites (proptest, criterion) stay native.
# The feature `full`: every export (the page's lean first module is tested in tests/unit).
cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --features full --test wasm --test wasm_pathology --test wasm_practice --test generators --test reorder

if [[ -f index.html ]]; then
  step "build: npm run build (wasm + site in dist/)"
  npm run build
else
  step "build: scripts/build-wasm.sh (no index.html yet, so no site to build)"
  bash scripts/build-wasm.sh
fi

step "unit tests (node): node --test tests/unit/   the page's pure modules (www/), with www/pkg and www/pkg-full"
node --test tests/unit/

shopt -s nullglob
browser_tests=(tests/browser/*.test.mjs)
step "browser tests: node --test tests/browser/"
if (( ${#browser_tests[@]} == 0 )); then
  echo "skipped: no tests/browser/*.test.mjs yet"
elif [[ ! -f dist/index.html ]]; then
  echo "error: tests/browser has tests but dist/index.html was not built" >&2
  exit 1
else
  # No browser test may wait for ever (a request that never comes, a page that hangs): five
  # minutes each at most, well above the slowest (about 1.5 min on a busy machine).
  node --test --test-timeout=300000 "${browser_tests[@]}"
fi

step "all tests passed"
