#!/usr/bin/env bash
# Every test of the project; stops at the first failing step and ends with a table of each
# step's time (also when a step fails).
#
#   1. set-up (scripts/setup.sh)
#   2. lint (scripts/lint.sh)                   biome check, cargo fmt --check, cargo clippy -D warnings
#   3. native build: cargo test --workspace --no-run (the test binaries and the examples)
#   4. native tests, in the background          each test binary of step 3 (what cargo test runs but
#      + a short fuzz run                       the doc tests), then the fuzz example (docs/fuzzing.md)
#      while, in the foreground:
#   5. wasm-bindgen tests under node            cargo test --target wasm32-unknown-unknown --features full
#   6. npm run build                            wasm (profile wasm, two modules) + site in dist/
#   7. doc tests and API docs, in the background cargo test --doc; cargo doc -D warnings
#      while, in the foreground:
#   8. node --test tests/unit/                  the page's pure modules, two files at a time
#   9. browser tests                            scripts/browser-tests.mjs: headless Chromium against
#                                               dist/, 2 workers
#
# Why the overlaps: the wasm release builds end in a link-time optimisation that keeps one core
# busy (codegen-units = 1), so the native test binaries, already built, run on the other; the
# doc tests need cargo's build lock, free once the wasm is built. Every test still runs.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

step() { printf '\n==> %s\n' "$*"; }

# The table of step times, printed at the end however the script ends.
names=()
secs=()
started=$SECONDS
current=""
current_at=0
begin() {
  step "$1"
  current=$1
  current_at=$SECONDS
}
done_step() {
  names+=("$current")
  secs+=($((SECONDS - current_at)))
  current=""
}
table() {
  local rc=$?
  # A step that failed leaves no background step running on.
  local pids
  pids=$(jobs -pr)
  [[ -n $pids ]] && kill $pids 2>/dev/null
  [[ -n $current ]] && names+=("$current (failed)") && secs+=($((SECONDS - current_at)))
  printf '\n%-58s %8s\n' "step" "time"
  local i
  for i in "${!names[@]}"; do
    printf '%-58s %5d:%02d\n' "${names[$i]}" $((secs[i] / 60)) $((secs[i] % 60))
  done
  printf '%-58s %5d:%02d\n' "total" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60))
  return "$rc"
}
trap table EXIT

# wait_for PID NAME: the background step's status; its output was kept in a file.
wait_for() {
  local pid=$1 name=$2 log=$3 rc=0
  wait "$pid" || rc=$?
  cat "$log"
  if ((rc != 0)); then
    echo "error: $name failed (exit $rc)" >&2
    exit "$rc"
  fi
}

logs=$(mktemp -d)

begin "set-up"
bash scripts/setup.sh
export GAMETREE_SETUP_DONE=1 # the npm scripts below need not check again
done_step

begin "lint: biome, cargo fmt, cargo clippy"
bash scripts/lint.sh
done_step

begin "native build: cargo test --workspace --no-run"
# The test binaries (and the examples, which cargo test builds): their paths and folders.
cargo test --workspace --no-run --message-format=json-render-diagnostics >"$logs/artifacts.json"
node -e '
  const lines = require("fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
  for (const m of lines) if (m.reason === "compiler-artifact" && m.profile?.test && m.executable)
    console.log(`${require("path").dirname(m.manifest_path)}\t${m.executable}\t${m.target.name}`);
' "$logs/artifacts.json" >"$logs/binaries.tsv"
echo "$(wc -l <"$logs/binaries.tsv") test binaries"
# The program this build made (for the CLI's tests): the unit and browser tests that compare
# the core or the page with the CLI run it directly (tests/support/cli.mjs), so none waits for
# cargo's build lock while the doc tests, beside them, hold it.
export GAMETREE_BIN="$(realpath "${CARGO_TARGET_DIR:-target}")/debug/gametree"
[[ -x $GAMETREE_BIN ]] || { echo "error: the native build left no $GAMETREE_BIN" >&2; exit 1; }
done_step

# Each binary from its package's folder, as cargo test runs it; all of them, then the fuzz run.
native_tests() {
  local dir exe name failed=0
  while IFS=$'\t' read -r dir exe name; do
    echo "--- $name"
    (cd "$dir" && "$exe" -q) || failed=1
  done <"$logs/binaries.tsv"
  ((failed == 0)) || return 1
  echo "--- fuzz (short run): cargo run -p gametree --example fuzz -- --inputs 10000 --seed 1"
  # Debug build (overflow checks on), from the test build; docs/fuzzing.md has the long run.
  target/debug/examples/fuzz --inputs 10000 --seed 1
}
native_at=$SECONDS
native_tests >"$logs/native.log" 2>&1 &
native_pid=$!

begin "wasm tests (node): cargo test --target wasm32-unknown-unknown --features full"
# .cargo/config.toml sets runner = "wasm-bindgen-test-runner" for this target. Only the
# bindings' test files run there; the native suites (proptest, criterion) stay native.
# The feature `full`: every export (the page's lean first module is tested in tests/unit).
cargo test -p gametree --target wasm32-unknown-unknown --no-default-features --features full --test wasm --test wasm_pathology --test wasm_practice --test wasm_mcts --test wasm_mcts_search --test generators --test reorder
done_step

if [[ -f index.html ]]; then
  begin "build: npm run build (wasm + site in dist/)"
  npm run build
else
  begin "build: scripts/build-wasm.sh (no index.html yet, so no site to build)"
  bash scripts/build-wasm.sh
fi
done_step

begin "native tests and fuzz (ran beside the two steps above)"
wait_for "$native_pid" "the native tests" "$logs/native.log"
echo "(started $((SECONDS - native_at)) s ago)"
done_step

# The doc tests and the API docs (broken intra-doc links fail) need cargo's lock, free now.
docs() {
  cargo test -q --workspace --doc
  RUSTDOCFLAGS='-D warnings' cargo doc -q -p gametree --no-deps
}
docs_at=$SECONDS
docs >"$logs/docs.log" 2>&1 &
docs_pid=$!

begin "unit tests (node): node --test --test-concurrency=2 tests/unit/"
node --test --test-concurrency=2 tests/unit/ # two files at a time (node --test runs one on 2 cores: its default is the cores less one)
done_step

shopt -s nullglob globstar
browser_tests=(tests/browser/**/*.test.mjs)
begin "browser tests: node scripts/browser-tests.mjs"
if ((${#browser_tests[@]} == 0)); then
  echo "skipped: no tests/browser/**/*.test.mjs yet"
elif [[ ! -f dist/index.html ]]; then
  echo "error: tests/browser has tests but dist/index.html was not built" >&2
  exit 1
else
  node scripts/browser-tests.mjs
fi
done_step

begin "doc tests and cargo doc (ran beside the two steps above)"
wait_for "$docs_pid" "the doc tests or cargo doc" "$logs/docs.log"
echo "(started $((SECONDS - docs_at)) s ago)"
done_step

rm -rf "$logs"
step "all tests passed"
