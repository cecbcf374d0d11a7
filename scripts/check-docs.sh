#!/usr/bin/env bash
# Checks the NavCheckTesting documentation catalog (Sources/NavCheckTesting/NavCheckTesting.docc) with
# the toolchain's own DocC, adding no package dependency: builds the module, extracts its symbol graph
# with the symbols of the modules it re-exports (as Xcode's documentation build includes them; a
# plain `swift package dump-symbol-graph` leaves them out, and links such as ``SwiftUIApp`` would not
# resolve), converts the catalog, and fails on a warning about the catalog's pages or NavCheckTesting's
# own sources. Warnings about other modules' doc comments are printed, not counted.
#
#   scripts/check-docs.sh                 # builds in .build
#   SCRATCH_PATH=.build-docs scripts/check-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${SCRATCH_PATH:-.build}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --scratch-path "$scratch" --target NavCheckTesting
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
mkdir -p "$work/symbols"
swift symbolgraph-extract -module-name NavCheckTesting -target "$triple" "${sdk[@]}" -I "$bin/Modules" \
  -output-dir "$work/symbols" -minimum-access-level public \
  -experimental-allowed-reexported-modules=Generators,ModelChecker,NavigationModel,NavigationProperties,SwiftUIBehavior
docc convert Sources/NavCheckTesting/NavCheckTesting.docc --additional-symbol-graph-dir "$work/symbols" \
  --fallback-display-name NavCheckTesting --fallback-bundle-identifier NavCheckTesting \
  --output-path "$work/NavCheckTesting.doccarchive" --analyze >"$work/log" 2>&1 || { cat "$work/log"; exit 1; }
# Each diagnostic is a "warning:" line followed by its location: a catalog page is named alone
# (GettingStarted.md:13:1), a NavCheckTesting source as ../File.swift, other modules' as ../../….
ours=$(grep -A1 '^warning:' "$work/log" | grep -cE -- '--> ([^./][^/]*\.md|\.\./[^./][^/]*\.swift):' || true)
grep -A1 '^warning:' "$work/log" | grep -v '^--$' || true
if [ "$ours" -gt 0 ]; then
  echo "check-docs: $ours warning(s) about the catalog or NavCheckTesting's sources; see above" >&2
  exit 1
fi
echo "check-docs: the catalog converts with no warning of its own"
