#!/usr/bin/env bash
# A CI matrix on this machine: runs the catalog as N entry shards in parallel (as N matrix jobs would),
# merges them, checks that the merge equals the undivided run apart from timings, and prints the wall
# times. Then splits the largest entry's state space the same way and merges that.
#
# Usage: scripts/ci-matrix.sh [N]        N shards (default 2)
# Environment: CONFIG=debug|release (default debug), BUILD_PATH (swift build's --scratch-path, default
# .build), SPLIT_DEPTH (default 6), KEEP=1 keeps the shards' folders and prints where.
# Exit status: 0 when the entry shards' merge equals the undivided run apart from timings, 1 when not,
# 2 on a usage error. The state-space split's findings are compared and the difference printed: under
# the race and api alphabets a shard can report a dearer kind (docs/CI.md), which is not a failure here.
set -euo pipefail
cd "$(dirname "$0")/.."

n="${1:-2}"
if ! [[ "$n" =~ ^[1-9][0-9]*$ ]] || [ "$n" -gt 64 ]; then
  echo "usage: scripts/ci-matrix.sh [N] — N is the number of shards, from 1 to 64, not '$n'" >&2
  exit 2
fi
config="${CONFIG:-debug}"
split_depth="${SPLIT_DEPTH:-6}"
build=(swift build -c "$config")
if [ -n "${BUILD_PATH:-}" ]; then build+=(--scratch-path "$BUILD_PATH"); fi
"${build[@]}" --product navcheck >/dev/null
navcheck="$("${build[@]}" --show-bin-path)/navcheck"
work="$(mktemp -d "${TMPDIR:-/tmp}/navcheck-matrix.XXXXXX")"
if [ "${KEEP:-0}" != 1 ]; then trap 'rm -rf "$work"' EXIT; fi
# The shards balance entries by the committed baseline's costs, as CI jobs on a checkout do.
[ -f reports/baseline.json ] && mkdir -p "$work/reports" && cp reports/baseline.json "$work/reports/"
cd "$work"

now() { if [ -n "${EPOCHREALTIME:-}" ]; then echo "${EPOCHREALTIME/,/.}"; else date +%s.%N; fi; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f s", b - a }'; }
stable() { sed -E 's/"seconds" : [-0-9.e+]+/"seconds" : 0/' "$1"; }
status=0

echo "navcheck: $navcheck ($config), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') cores, $n shards"
echo
echo "== the catalog, undivided and as $n entry shards"
t=$(now)
"$navcheck" --output whole --quiet >whole.log || true
echo "undivided run:          $(since "$t")   $(tail -1 whole.log)"
t=$(now)
pids=()
for i in $(seq 1 "$n"); do
  ( s=$(now); "$navcheck" --shard "$i/$n" --output "shard-$i" --quiet >"shard-$i.log" || true
    echo "  shard $i/$n:             $(since "$s")   $(tail -1 "shard-$i.log")" >"shard-$i.time" ) &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
echo "$n shards in parallel:    $(since "$t")"
for i in $(seq 1 "$n"); do cat "shard-$i.time"; done
t=$(now)
shards=(); for i in $(seq 1 "$n"); do shards+=("shard-$i"); done
"$navcheck" merge "${shards[@]}" --output merged --quiet >merged.log || true
echo "merge:                  $(since "$t")   $(tail -1 merged.log)"
if cmp -s <(stable whole/latest.json) <(stable merged/latest.json) && cmp -s whole/baseline.json merged/baseline.json; then
  echo "merged latest.json = undivided latest.json apart from timings; baseline.json identical"
else
  echo "MISMATCH: the merged report differs from the undivided run's" >&2
  diff <(stable whole/latest.json) <(stable merged/latest.json) | head -20 >&2 || true
  status=1
fi

# The largest entry by distinct states (entry names are the only keys indented by six spaces).
largest=$(awk '/^      "name" : /{ gsub(/[",]/, "", $3); name = $3 }
               /^        "distinctStates" : /{ gsub(/,/, "", $3); if ($3 + 0 > max) { max = $3 + 0; best = name } }
               END { print best }' whole/latest.json)
echo
echo "== the largest entry, $largest: its state space split at depth $split_depth into $n shards"
t=$(now)
"$navcheck" check "$largest" --output one --quiet >one.log || true
echo "undivided check:        $(since "$t")   $(grep -m1 "$largest" one.log 2>/dev/null || tail -1 one.log)"
"$navcheck" check "$largest" --json >one.json || true
t=$(now)
pids=()
for i in $(seq 1 "$n"); do
  ( s=$(now); "$navcheck" check "$largest" --shard "$i/$n" --split-depth "$split_depth" --output "split-$i" >"split-$i.log" || true
    states=$(awk '/^        "distinctStates" : /{ gsub(/,/, "", $3); print $3; exit }' "split-$i/latest.json")
    echo "  shard $i/$n:             $(since "$s")   $states states explored" >"split-$i.time" ) &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
echo "$n shards in parallel:    $(since "$t")"
for i in $(seq 1 "$n"); do cat "split-$i.time"; done
splits=(); for i in $(seq 1 "$n"); do splits+=("split-$i"); done
"$navcheck" merge "${splits[@]}" --output split-merged >split-merged.log || true
echo "merge:                  $(grep -m1 "$largest" split-merged.log || true)"
findings() { awk '/^          "finding" : /{ f = $3 } /^          "length" : /{ l = $3 } /^          "property" : /{ print $3, f, l }' "$1" | sort; }
if [ "$(findings one.json)" = "$(findings split-merged/latest.json)" ]; then
  echo "merged findings = undivided findings (property, kind, trace length)"
else
  echo "the merged findings differ from the undivided run's (see docs/CI.md: kinds that depend on the trace):"
  diff <(findings one.json) <(findings split-merged/latest.json) || true
fi
if [ "${KEEP:-0}" = 1 ]; then echo; echo "reports kept in $work"; fi
exit "$status"
