#!/usr/bin/env bash
# The tests for day-to-day work (npm run test:quick): the Rust unit tests, then the unit and
# browser tests of the parts of the page a change touches. The change: what differs from the
# branch point with main (QUICK_BASE, default main), committed or not, plus new files.
#
#   www/<part>/...            tests/unit/<part>/ and tests/browser/<part>/ (where they exist)
#   www/state/                also tests/browser/links/ (the state lives in the link)
#   www/style.css, index.html tests/browser/layout/ and tests/browser/page/
#   tests/browser/<part>/x    that folder; tests/unit/<part>/x that folder
#   tests/browser/support/    every browser test
#
# The site in dist/ is rebuilt first (JavaScript only, no wasm) when www/ or index.html is
# newer than it. `npm test` runs everything. `--list`: only say which folders would run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

base=${QUICK_BASE:-main}
if ! fork=$(git merge-base HEAD "$base" 2>/dev/null); then
  echo "test:quick: no branch '$base' to compare with (set QUICK_BASE)" >&2
  exit 2
fi
mapfile -t changed < <({ git diff --name-only "$fork"; git ls-files --others --exclude-standard; } | sort -u)

declare -A browser=() unit=()
all_browser=0
for f in "${changed[@]}"; do
  case $f in
    tests/browser/support/*) all_browser=1 ;;
    tests/browser/*/*) browser[tests/browser/$(cut -d/ -f3 <<<"$f")]=1 ;;
    tests/unit/*/*) unit[tests/unit/$(cut -d/ -f3 <<<"$f")]=1 ;;
    www/state/*) browser[tests/browser/links]=1; unit[tests/unit/state]=1 ;;&
    www/style.css | index.html) browser[tests/browser/layout]=1; browser[tests/browser/page]=1 ;;
    www/app.js) browser[tests/browser/page]=1 ;;
    www/*/*)
      part=$(cut -d/ -f2 <<<"$f")
      browser[tests/browser/$part]=1
      unit[tests/unit/$part]=1
      ;;
  esac
done
existing() { for d in "$@"; do [[ -d $d ]] && echo "$d"; done; }
mapfile -t unit_dirs < <(existing "${!unit[@]}" | sort)
if ((all_browser)); then browser_dirs=(tests/browser); else mapfile -t browser_dirs < <(existing "${!browser[@]}" | sort); fi

if [[ ${1:-} == --list ]]; then
  echo "unit: ${unit_dirs[*]:-none}"
  echo "browser: ${browser_dirs[*]:-none}"
  exit 0
fi

echo "==> Rust unit tests"
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run -p gametree --lib --no-fail-fast
else
  cargo test -p gametree --lib
fi

if ((${#unit_dirs[@]})); then
  echo "==> unit tests: ${unit_dirs[*]}"
  node --test --test-concurrency=2 "${unit_dirs[@]}"
fi
if ((${#browser_dirs[@]} == 0)); then
  echo "==> browser tests: none for this change (${#changed[@]} files differ from $base)"
  exit 0
fi
if [[ ! -f dist/index.html ]] || [[ -n $(find www index.html -newer dist/index.html -type f -not -path 'www/pkg*' -print -quit) ]]; then
  echo "==> the site in dist/ is older than www/: vite build (JavaScript only)"
  GAMETREE_SETUP_DONE=1 npx vite build --logLevel warn && node scripts/build-single.mjs
fi
echo "==> browser tests: ${browser_dirs[*]}"
node scripts/browser-tests.mjs "${browser_dirs[@]}"
