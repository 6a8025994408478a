#!/usr/bin/env bash
# Lint and format checks (npm run lint; the first step of npm test after the set-up):
#   npx biome check www tests scripts    the JavaScript and CSS: format and lint (biome.json)
#   cargo fmt --all --check              the Rust format
#   cargo clippy ... -D warnings         the Rust lints, every target
# Runs all three and fails if any did, so one run shows every finding.
# `npx biome check --write www tests scripts` and `cargo fmt --all` fix what they can.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

failed=()
echo "lint: npx biome check www tests scripts"
npx biome check www tests scripts || failed+=(biome)
echo "lint: cargo fmt --all --check"
cargo fmt --all --check || failed+=("cargo fmt")
echo "lint: cargo clippy --workspace --all-targets -- -D warnings"
cargo clippy -q --workspace --all-targets -- -D warnings || failed+=("cargo clippy")
if ((${#failed[@]})); then
  echo "lint: failed: ${failed[*]}" >&2
  exit 1
fi
echo "lint: clean"
