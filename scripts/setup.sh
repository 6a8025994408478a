#!/usr/bin/env bash
# Installs whatever the build and the tests need and is not there yet.
# Idempotent; takes a second or two when everything is present.
#
#   - the Rust target wasm32-unknown-unknown (rustup)
#   - wasm-bindgen-cli at exactly the version crate/Cargo.toml pins with "="
#     (wasm-bindgen and wasm-bindgen-test-runner)
#   - the npm packages of package-lock.json (npm ci)
#   - Debian's chromium and chromium-headless-shell, for the browser tests (apt-get; needs root;
#     the tests run in the headless shell, tests/browser/support/helpers.mjs)
#
# Environment:
#   GAMETREE_SETUP_DONE=1   skip everything (scripts/test.sh sets it after its own run)
#   SKIP_CHROMIUM=1         do not install chromium nor the headless shell
set -euo pipefail

if [[ "${GAMETREE_SETUP_DONE:-}" == 1 ]]; then
  exit 0
fi

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

# --- Rust --------------------------------------------------------------------
command -v cargo >/dev/null || die "cargo not found: install Rust with rustup first"
command -v rustup >/dev/null || die "rustup not found: the wasm target is added with rustup"

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "rust target wasm32-unknown-unknown: present"
else
  say "rust target wasm32-unknown-unknown: adding"
  rustup target add wasm32-unknown-unknown
fi

# --- wasm-bindgen-cli ----------------------------------------------------------
# The CLI must be the very version of the wasm-bindgen crate, which
# crate/Cargo.toml pins as  wasm-bindgen = "=X.Y.Z"  (or { version = "=X.Y.Z", ... }).
want=$(sed -nE 's/^[[:space:]]*wasm-bindgen[[:space:]]*=.*"=([0-9][0-9A-Za-z.+-]*)".*/\1/p' crate/Cargo.toml | head -n1)
[[ -n "$want" ]] || die 'crate/Cargo.toml has no wasm-bindgen = "=X.Y.Z" pin'

installed_bindgen() {
  local v
  v=$(wasm-bindgen --version 2>/dev/null || true)       # "wasm-bindgen 0.2.129"
  v=${v#wasm-bindgen }
  printf '%s' "${v%% *}"
}

have=$(installed_bindgen)
if [[ "$have" != "$want" ]]; then
  # Another `cargo install` (say, one started by hand) may be building it already.
  while pgrep -f 'cargo install.*wasm-bindgen-cli' >/dev/null; do
    say "wasm-bindgen-cli: another 'cargo install' is running; waiting for it"
    sleep 15
  done
  have=$(installed_bindgen)
fi
if [[ "$have" == "$want" ]]; then
  say "wasm-bindgen-cli $want: present"
else
  say "wasm-bindgen-cli: have '${have:-none}', want $want; installing (several minutes)"
  cargo install --locked wasm-bindgen-cli --version "$want"
  have=$(installed_bindgen)
  [[ "$have" == "$want" ]] || die "wasm-bindgen --version says '$have' after installing $want (is ~/.cargo/bin first on PATH?)"
fi
command -v wasm-bindgen-test-runner >/dev/null || die "wasm-bindgen-test-runner missing (it comes with wasm-bindgen-cli)"

# --- npm packages --------------------------------------------------------------
command -v npm >/dev/null || die "npm not found: install Node.js 20 or later"
# npm writes node_modules/.package-lock.json on every install; if it is older
# than package.json or package-lock.json, node_modules is stale.
stamp=node_modules/.package-lock.json
if [[ -f "$stamp" && ! package.json -nt "$stamp" && ! ( -f package-lock.json && package-lock.json -nt "$stamp" ) ]]; then
  say "npm packages: up to date"
elif [[ -f package-lock.json && ( -n "${CI:-}" || ! package.json -nt package-lock.json ) ]]; then
  say "npm packages: npm ci"
  npm ci --no-audit --no-fund
else
  say "npm packages: npm install (package.json is newer than the lock file)"
  npm install --no-audit --no-fund
fi

# --- chromium (browser tests) ----------------------------------------------------
# Both packages: the tests and scripts run in the headless shell, and in the desktop browser
# with CHROMIUM_PATH=/usr/bin/chromium (or where the shell is missing).
chromium_missing=()
[[ -x /usr/bin/chromium ]] || chromium_missing+=(chromium)
[[ -x /usr/lib/chromium/chromium-headless-shell ]] || chromium_missing+=(chromium-headless-shell)
if ((${#chromium_missing[@]} == 0)); then
  say "chromium: present, with the headless shell"
elif [[ -n "${SKIP_CHROMIUM:-}" ]]; then
  say "chromium: ${chromium_missing[*]} missing; SKIP_CHROMIUM is set, not installing (browser tests need /usr/bin/chromium)"
elif [[ "$(id -u)" != 0 ]]; then
  say "chromium: ${chromium_missing[*]} missing and not root; skipping. Install with: sudo apt-get install ${chromium_missing[*]}"
elif ! command -v apt-get >/dev/null; then
  say "chromium: ${chromium_missing[*]} missing and no apt-get here; install Chromium at /usr/bin/chromium by hand"
else
  say "chromium: installing Debian's ${chromium_missing[*]} (a few minutes)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${chromium_missing[@]}" >/dev/null
  say "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo installed)"
fi

say "done"
