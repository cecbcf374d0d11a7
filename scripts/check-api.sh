#!/usr/bin/env bash
# Compares the public API of the package's library products with the last release and fails on a
# break that CHANGELOG.md does not announce. The comparison is the toolchain's own
# (`swift package diagnose-api-breaking-changes`, which builds the baseline in .build/…/apidiff and
# compares every module of a library product); this script only applies the announcement rule:
#
#   A break is announced when the `## [Unreleased]` section of CHANGELOG.md has a subsection headed
#   `### Breaking`, `### Changed` or `### Removed` that names the broken symbol in backticks: as the
#   break names it (`PlatformProfile.iPhone`), by a leading part of it (`PlatformProfile`), or either
#   with its module in front (`SwiftUIBehavior.PlatformProfile`). A name in another subsection or in
#   a released version's section announces nothing, and neither does a module's name alone.
#
#   scripts/check-api.sh                 # against the last tag reachable from HEAD
#   scripts/check-api.sh 0.9.0           # against a named tag, branch or commit
#   scripts/check-api.sh --self-test     # the rule on the fixtures in scripts/fixtures/check-api (no build)
#   CHANGELOG=file BREAKS=file scripts/check-api.sh   # the rule on a saved output of the comparison
#
# Exit status: 0 when every break is announced (or there is none, or no tag to compare with), 1 when
# some break is not announced (each is named), 2 when the comparison itself could not run.
set -euo pipefail
cd "$(dirname "$0")/.."

# The backticked names of the Unreleased section's Breaking, Changed and Removed subsections, one a
# line, without their argument labels (`StepEvaluator.take(_:from:_:)` names `StepEvaluator.take`).
announced_names() {
  awk '
    /^## / { unreleased = ($0 ~ /^## \[?Unreleased\]?/); announcing = 0; next }
    /^### / { heading = tolower($0); announcing = unreleased && (heading ~ /^### *(breaking|changed|removed)/); next }
    announcing { print }
  ' "$1" | grep -o '`[^`]*`' | tr -d '`' | sed 's/(.*$//' || true
}

# Each break of a comparison's output as "module<TAB>symbol<TAB>the digester's line".
breaks_of() {
  awk '
    /breaking changes? detected in / { module = $NF; sub(/:$/, "", module); next }
    /API breakage: / {
      line = $0; sub(/^.*API breakage: /, "", line)
      split(line, words, " "); symbol = words[2]; sub(/\(.*$/, "", symbol)
      printf "%s\t%s\t%s\n", module, symbol, line
    }
  ' "$1"
}

# The breaks of $2 (a comparison's output) that $1 (a changelog) does not announce, one sentence each.
unannounced() {
  local changelog=$1 breaks=$2 names module symbol line prefix found
  names=$(announced_names "$changelog")
  while IFS=$'\t' read -r module symbol line; do
    [ -n "$symbol" ] || continue
    # The symbol and each leading part of it, alone or after its module (never the module alone).
    found=0 prefix=$symbol
    while :; do
      if grep -qxF -e "$prefix" -e "$module.$prefix" <<<"$names"; then found=1; break; fi
      [[ $prefix == *.* ]] || break
      prefix=${prefix%.*}
    done
    if [ "$found" -eq 0 ]; then
      echo "$module: $line — not announced: name \`$symbol\` (or \`${symbol%%.*}\`) under ### Breaking, ### Changed or ### Removed in the Unreleased section of $changelog"
    fi
  done < <(breaks_of "$breaks")
}

# Applies the rule and reports: 0 when every break is announced, 1 otherwise.
judge() {
  local changelog=$1 breaks=$2 missing count
  count=$(breaks_of "$breaks" | wc -l | tr -d ' ')
  missing=$(unannounced "$changelog" "$breaks")
  if [ -n "$missing" ]; then
    echo "check-api: $(grep -c . <<<"$missing") of $count API break(s) not announced in $changelog:" >&2
    echo "$missing" >&2
    return 1
  fi
  echo "check-api: $count API break(s), each announced in $changelog"
}

if [ "${1:-}" = "--self-test" ]; then
  fixtures=scripts/fixtures/check-api
  status=0
  expect() {
    local want=$1 changelog=$2 out got=0
    out=$(judge "$fixtures/$changelog" "$fixtures/breaks.txt" 2>&1) || got=$?
    if [ "$got" -ne "$want" ]; then
      echo "check-api --self-test: $changelog gave exit $got, expected $want:" >&2
      echo "$out" >&2
      status=1
    fi
  }
  expect 0 announced.md            # every break named under Breaking, Changed or Removed
  expect 1 unannounced.md          # the same names, under Added and in a released version's section
  expect 1 partly-announced.md     # one symbol (Optional.swiftDescription) left out
  expect 0 module-qualified.md     # names written with their module in front
  expect 1 module-only.md          # the module named alone, no symbol
  if [ "$(unannounced "$fixtures/partly-announced.md" "$fixtures/breaks.txt" | grep -c .)" -ne 1 ] ||
     ! unannounced "$fixtures/partly-announced.md" "$fixtures/breaks.txt" | grep -qF 'var Optional.swiftDescription has been removed'; then
    echo "check-api --self-test: the unannounced break is not the one named" >&2
    status=1
  fi
  [ "$status" -eq 0 ] && echo "check-api --self-test: the rule accepts and refuses the fixtures as expected"
  exit "$status"
fi

changelog=${CHANGELOG:-CHANGELOG.md}
if [ -n "${BREAKS:-}" ]; then
  judge "$changelog" "$BREAKS"
  exit $?
fi

baseline=${1:-$(git describe --tags --abbrev=0 2>/dev/null || true)}
if [ -z "$baseline" ]; then
  echo "check-api: no tag reachable from HEAD, so no release to compare with; nothing checked"
  exit 0
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
echo "check-api: comparing the library products with $baseline"
compared=0
swift package diagnose-api-breaking-changes "$baseline" >"$out" 2>&1 || compared=$?
grep -E 'breaking change|API breakage' "$out" || true
if [ "$compared" -ne 0 ] && ! grep -q 'API breakage: ' "$out"; then
  cat "$out" >&2
  echo "check-api: the comparison with $baseline did not run (exit $compared)" >&2
  exit 2
fi
judge "$changelog" "$out"
