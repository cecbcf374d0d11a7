#!/usr/bin/env bash
# Runs the tests of the parallel (level-synchronous) explorer under ThreadSanitizer, in a build
# directory of its own, and fails when ThreadSanitizer reports anything.
#
#   scripts/sanitize-thread.sh            # the parallel explorer's suites
#   scripts/sanitize-thread.sh FILTER     # or any other `swift test --filter` pattern
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-ParallelExplorerTests|ClaimingWorkersTests|LevelSearchMatchesReferenceTests|ParallelCatalogTests}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
TSAN_OPTIONS="halt_on_error=0 ${TSAN_OPTIONS:-}" \
  swift test --sanitize=thread --scratch-path .build-tsan --filter "$filter" 2>&1 | tee "$log" || status=$?
reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
if [ "$reports" -gt 0 ]; then
  echo "ThreadSanitizer: $reports report(s); see above" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "the tests failed under ThreadSanitizer (exit $status)" >&2
  exit "$status"
fi
echo "ThreadSanitizer: no report"
