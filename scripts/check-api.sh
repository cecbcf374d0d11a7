#!/usr/bin/env bash
# Compares the public API of the package's library products with the last release and fails on a
# break that CHANGELOG.md does not announce.
#
# The last release is the one scripts/api-baseline names: a line `version X.Y.Z` and a line `commit`
# with the full 40-digit hash of the release's commit (docs/Reference.md, "How a release is cut",
# says when it moves). The script takes that commit's source with `git archive` into a temporary
# folder (no network: the package has no dependencies), builds it, dumps the API of each module of its
# library products with the toolchain's `swift-api-digester -dump-sdk`, builds the working tree, and
# has the digester diagnose each module of the working tree against its dump. When the baseline is
# missing or malformed, names a commit this clone does not hold (a shallow clone), or cannot be built,
# the check fails saying why: it never passes having compared nothing.
#
# The announcement rule:
#
#   A break is announced when a section of CHANGELOG.md newer than the baseline's release (the
#   `## [Unreleased]` section, or a version's section above the release's own, as on the commit that
#   cuts the next release) has a subsection headed `### Breaking`, `### Changed` or `### Removed` that
#   names the broken symbol in backticks: as the break names it (`PlatformProfile.iPhone`), by a
#   leading part of it (`PlatformProfile`), or either with its module in front
#   (`SwiftUIBehavior.PlatformProfile`). A name in another subsection or in the release's own section
#   or an older one announces nothing, and neither does a module's name alone.
#
#   scripts/check-api.sh                 # against the release scripts/api-baseline names
#   scripts/check-api.sh --self-test     # the rule and the baseline's checks on scripts/fixtures/check-api (no build)
#   API_BASELINE=file scripts/check-api.sh            # against the release another baseline file names
#   CHANGELOG=file BREAKS=file scripts/check-api.sh   # the rule on a saved output of the comparison
#
# Exit status: 0 when every break is announced (or there is none), 1 when some break is not announced
# (each is named), 2 when the comparison could not run (the reason is said).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

# The backticked names of the Breaking, Changed and Removed subsections of the sections above
# `## [$2]` (the release compared with), one a line, without their argument labels
# (`StepEvaluator.take(_:from:_:)` names `StepEvaluator.take`).
announced_names() {
  awk -v release="## [$2]" '
    index($0, release) == 1 { done = 1 }
    done { next }
    /^## / { newer = 1; announcing = 0; next }
    /^### / { heading = tolower($0); announcing = newer && (heading ~ /^### *(breaking|changed|removed)/); next }
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

# The breaks of $3 (a comparison's output) that $1 (a changelog) does not announce in a section newer
# than release $2, one sentence each.
unannounced() {
  local changelog=$1 release=$2 breaks=$3 names module symbol line prefix found
  names=$(announced_names "$changelog" "$release")
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
  local changelog=$1 release=$2 breaks=$3 missing count
  count=$(breaks_of "$breaks" | wc -l | tr -d ' ')
  missing=$(unannounced "$changelog" "$release" "$breaks")
  if [ -n "$missing" ]; then
    echo "check-api: $(grep -c . <<<"$missing") of $count API break(s) since $release not announced in $changelog:" >&2
    echo "$missing" >&2
    return 1
  fi
  echo "check-api: $count API break(s) since $release, each announced in $changelog"
}

# Reads baseline file $1 into `release` and `commit`, or says on stderr why it cannot be compared with
# (for changelog $2) and returns 2.
read_baseline() {
  local file=$1 changelog=$2 how versions commits others
  how="it holds a line \`version X.Y.Z\` and a line \`commit\` with the release's 40-digit hash (and # comments); docs/Reference.md, \"How a release is cut\", says what they name"
  if [ ! -f "$file" ]; then
    echo "check-api: no release to compare with: $file does not exist; restore it from main (git checkout origin/main -- $file), since $how" >&2
    return 2
  fi
  versions=$(grep -cE '^version [0-9]+\.[0-9]+\.[0-9]+$' "$file" || true)
  commits=$(grep -cE '^commit [0-9a-f]{40}$' "$file" || true)
  others=$(grep -vE '^(#.*|[[:space:]]*|version [0-9]+\.[0-9]+\.[0-9]+|commit [0-9a-f]{40})$' "$file" | head -n 1 || true)
  if [ "$versions" -ne 1 ] || [ "$commits" -ne 1 ] || [ -n "$others" ]; then
    echo "check-api: $file is malformed (${others:+the line \"$others\" is neither a version nor a full commit; }$versions version line(s), $commits commit line(s)): $how" >&2
    return 2
  fi
  release=$(sed -n 's/^version //p' "$file")
  commit=$(sed -n 's/^commit //p' "$file")
  if ! git cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "check-api: commit $commit (release $release, named in $file) is not in this repository; a shallow clone lacks it: fetch the history (git fetch --unshallow, or actions/checkout with fetch-depth: 0), or correct $file" >&2
    return 2
  fi
  if ! git merge-base --is-ancestor "$commit" HEAD; then
    echo "check-api: commit $commit (release $release, named in $file) is not an ancestor of HEAD; a release is a commit of main: name that commit in $file" >&2
    return 2
  fi
  if ! grep -qF "## [$release]" "$changelog"; then
    echo "check-api: $changelog has no \`## [$release]\` section for the release $file names, so it cannot tell what is announced since; add the release's entry or correct $file" >&2
    return 2
  fi
  # The release's entry and the pages that show how to pin it name its commit (step 2 of "How a
  # release is cut"); a changelog other than the project's own is a fixture, and only its sections count.
  local page pages=()
  if [ "$changelog" = CHANGELOG.md ]; then
    awk -v release="## [$release]" 'index($0, release) == 1 { inside = 1; next } /^## / { inside = 0 } inside' "$changelog" |
      grep -qF "$commit" || pages+=("$changelog's [$release] entry")
    for page in docs/Reference.md docs/CheckYourOwnStore.md Sources/NavCheckTesting/NavCheckTesting.docc/GettingStarted.md; do
      grep -qF "revision: \"$commit\"" "$page" || pages+=("$page")
    done
  fi
  if [ ${#pages[@]} -gt 0 ]; then
    echo "check-api: $file names release $release at commit $commit, but it is not named in $(printf '%s, ' "${pages[@]}" | sed 's/, $//'); move the pin forward with the baseline (docs/Reference.md, \"How a release is cut\", step 2)" >&2
    return 2
  fi
}

if [ "${1:-}" = "--self-test" ]; then
  fixtures=scripts/fixtures/check-api
  status=0
  fail() { echo "check-api --self-test: $*" >&2; status=1; }
  expect() {
    local want=$1 changelog=$2 out got=0
    out=$(judge "$fixtures/$changelog" 0.9.0 "$fixtures/breaks.txt" 2>&1) || got=$?
    [ "$got" -eq "$want" ] || fail "$changelog gave exit $got, expected $want:"$'\n'"$out"
  }
  expect 0 announced.md            # every break named under Breaking, Changed or Removed
  expect 1 unannounced.md          # the same names, under Added and in the release's own section
  expect 1 partly-announced.md     # one symbol (Optional.swiftDescription) left out
  expect 0 module-qualified.md     # names written with their module in front
  expect 1 module-only.md          # the module named alone, no symbol
  expect 0 released.md             # named in the section of the version cut since (the release commit)
  if [ "$(unannounced "$fixtures/partly-announced.md" 0.9.0 "$fixtures/breaks.txt" | grep -c .)" -ne 1 ] ||
     ! unannounced "$fixtures/partly-announced.md" 0.9.0 "$fixtures/breaks.txt" | grep -qF 'var Optional.swiftDescription has been removed'; then
    fail "the unannounced break is not the one named"
  fi
  # The committed baseline names a release this clone holds (the fixtures below name its commit too).
  if ! (read_baseline scripts/api-baseline CHANGELOG.md); then
    echo "check-api --self-test: scripts/api-baseline cannot be compared with (above), and the baseline fixtures name its commit" >&2
    exit 1
  fi
  # A baseline that cannot be compared with: the whole check stops with exit 2 and says why, before
  # building anything.
  refuses() {
    local baseline=$1 reason=$2 out got=0
    out=$(API_BASELINE="$baseline" "$0" 2>&1) || got=$?
    if [ "$got" -ne 2 ] || ! grep -qF -- "$reason" <<<"$out"; then
      fail "the check with API_BASELINE=$baseline gave exit $got, expected 2 saying \"$reason\":"$'\n'"$out"
    fi
  }
  refuses "$fixtures/no-such-baseline" "does not exist"
  refuses "$fixtures/baseline-malformed" "is malformed"
  refuses "$fixtures/baseline-unknown-commit" "is not in this repository"
  refuses "$fixtures/baseline-unknown-version" "has no \`## [0.8.5]\` section"
  refuses "$fixtures/baseline-unpinned" "it is not named in CHANGELOG.md's [0.9.0] entry, docs/Reference.md"
  [ "$status" -eq 0 ] && echo "check-api --self-test: the rule accepts and refuses the fixtures, and the check refuses the bad baselines, as expected"
  exit "$status"
fi
[ $# -eq 0 ] || { echo "check-api: unexpected argument $1; the release compared with is the one scripts/api-baseline names (API_BASELINE=file to name another)" >&2; exit 2; }

changelog=${CHANGELOG:-CHANGELOG.md}
baseline_file=${API_BASELINE:-scripts/api-baseline}
read_baseline "$baseline_file" "$changelog" || exit 2
if [ -n "${BREAKS:-}" ]; then
  judge "$changelog" "$release" "$BREAKS"
  exit $?
fi

# The comparison. Its output, which `judge` reads, has the form of SwiftPM's
# `diagnose-api-breaking-changes`: "N breaking changes detected in MODULE:" and one
# "  💔 API breakage: …" line a break.
started=$SECONDS
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=$work/comparison.txt
cannot() { echo "check-api: $*" >&2; exit 2; }
echo "check-api: comparing the library products with release $release (commit $commit, named in $baseline_file)"

# The modules of a package's library products (`swift package describe`), one a line.
library_modules() {
  swift package --package-path "$1" describe 2>"$work/describe.log" | awk '
    /^Products:/ { products = 1; next }
    /^[^ ]/ { products = 0 }
    !products { next }
    /^    Name: / { library = 0; targets = 0; next }
    /^        Library:/ { library = 1; next }
    /^    Targets:/ { targets = 1; next }
    /^ *$/ { targets = 0; next }
    library && targets { print $1 }
  ' | sort -u
}
# The folder of a build's .swiftmodule files.
modules_dir() {
  local bin
  bin=$(swift build --package-path "$1" --scratch-path "$2" --show-bin-path)
  if [ -d "$bin/Modules" ]; then echo "$bin/Modules"; else echo "$bin"; fi
}

digester=$(command -v swift-api-digester || xcrun --find swift-api-digester 2>/dev/null || true)
[ -n "$digester" ] || cannot "the toolchain has no swift-api-digester, so nothing can be compared; use a Swift toolchain that ships it (Linux toolchains and Xcode do)"
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
tool_args=(-target "$triple" -module-cache-path "$work/module-cache")
if command -v xcrun >/dev/null; then tool_args+=(-sdk "$(xcrun --show-sdk-path)"); fi

# The release's source, from the commit itself (not a tag, not the network), built in the temporary folder.
mkdir "$work/release"
git archive --format=tar "$commit" | tar -x -C "$work/release" ||
  cannot "git archive of commit $commit failed (above), so release $release cannot be built"
release_modules=$(library_modules "$work/release")
[ -n "$release_modules" ] || { cat "$work/describe.log" >&2; cannot "release $release's manifest names no library product (swift package describe, above), so nothing would be compared"; }
if ! swift build --package-path "$work/release" --scratch-path "$work/release-build" >"$work/release-build.log" 2>&1; then
  tail -n 40 "$work/release-build.log" >&2
  cannot "release $release (commit $commit) does not build with this toolchain (the last lines above), so its API cannot be read"
fi
release_dir=$(modules_dir "$work/release" "$work/release-build")
echo "check-api: release $release built ($((SECONDS - started)) s); its library modules: $(echo $release_modules)"

# The working tree, built as `swift build` builds it (nothing to do after CI's own build).
if ! swift build >"$work/build.log" 2>&1; then
  tail -n 40 "$work/build.log" >&2
  cannot "the working tree does not build (the last lines above), so its API cannot be read"
fi
current_dir=$(modules_dir . .build)
current_modules=$(library_modules .)

compared=0
for module in $release_modules; do
  "$digester" -dump-sdk -module "$module" -I "$release_dir" "${tool_args[@]}" -o "$work/$module.json" \
    -avoid-location -avoid-tool-args -abort-on-module-fail >"$work/dump.log" 2>&1 && [ -s "$work/$module.json" ] || {
    cat "$work/dump.log" >&2
    cannot "the API of module $module of release $release could not be read (swift-api-digester -dump-sdk, above)"
  }
  if ! grep -qxF "$module" <<<"$current_modules"; then
    printf '1 breaking change detected in %s:\n  💔 API breakage: module %s is no longer a library product\n\n' "$module" "$module" >>"$out"
    compared=$((compared + 1))
    continue
  fi
  status=0
  "$digester" -diagnose-sdk -compiler-style-diags -baseline-path "$work/$module.json" -module "$module" \
    -I "$current_dir" "${tool_args[@]}" >"$work/diagnose.log" 2>&1 || status=$?
  breaks=$(grep -F 'API breakage: ' "$work/diagnose.log" | sed 's/^.*API breakage: /  💔 API breakage: /; s/ \[#api-digester-breaking-change\]$//' || true)
  if [ -z "$breaks" ]; then
    [ "$status" -eq 0 ] || { cat "$work/diagnose.log" >&2; cannot "module $module could not be compared with release $release (swift-api-digester -diagnose-sdk exit $status, above)"; }
    printf 'No breaking changes detected in %s\n\n' "$module" >>"$out"
  else
    count=$(grep -c . <<<"$breaks")
    printf '%s breaking change%s detected in %s:\n%s\n\n' "$count" "$([ "$count" -eq 1 ] || echo s)" "$module" "$breaks" >>"$out"
  fi
  compared=$((compared + 1))
done
for module in $current_modules; do
  grep -qxF "$module" <<<"$release_modules" || echo "check-api: $module is a library product new since $release: nothing to compare"
done
[ "$compared" -gt 0 ] || cannot "no module was compared with release $release"
grep -E 'breaking change|API breakage' "$out" || true
echo "check-api: compared $compared modules with release $release in $((SECONDS - started)) s"
judge "$changelog" "$release" "$out"
