#!/usr/bin/env bash
# NavCheck, a hand-written reference search, Spin and Rumur side by side on the same model,
# TabbedApp(T, K, D), in the same run.
#
#   Benchmarks/spin-vs-navcheck.sh [T K D] [--repeat N] [--scratch-path DIR] [--install]
#
# Defaults: T=3 K=2 D=6 (12,290,298 distinct states), one repeat. With --repeat N every checker runs
# N times, one after the other, and the figures of each repeat are printed, then the spread (fastest,
# median and slowest wall time of each). --scratch-path gives the NavCheck build folder (default .build).
#
# - NavCheck: `navcheck bench --tabbed T,K,D --no-catalog --kv` (release build) with 1 worker and with
#   every core; each run's peak memory is the process's VmHWM, reset before the run.
# - The reference: Benchmarks/reference_bfs.swift, a single-purpose breadth-first search of the same
#   model (state in one UInt64, open addressing, no generics), compiled with `swiftc -O`.
# - Spin (Benchmarks/tabbed_app.pml): a full state-space search, safety only (-DSAFETY), no
#   partial-order reduction (-DNOREDUCE), -O2, a depth limit (-m) above the number of states, its
#   default hash table.
# - Rumur (Benchmarks/tabbed_app.m): `rumur --threads 2 --deadlock-detection off
#   --symmetry-reduction off`, then `cc -O3 -pthread -mcx16`.
# /usr/bin/time -v gives the wall time and peak memory of the reference, Spin and Rumur. Spin and
# Rumur need `apt-get install spin rumur gcc` (--install runs that with apt-get; nothing is installed
# otherwise); a checker that is missing is left out and said so. Every count must be
# T * 2 * (K^0 + ... + K^D)^T; the script says loudly when one is not, and exits 1.
set -euo pipefail

T=3 K=2 D=6 INSTALL=0 REPEAT=1 SCRATCH=""
positional=()
while [ $# -gt 0 ]; do
  case "$1" in
    --install) INSTALL=1 ;;
    --repeat) REPEAT=$2; shift ;;
    --scratch-path) SCRATCH=$2; shift ;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) positional+=("$1") ;;
  esac
  shift
done
if [ "${#positional[@]}" -eq 3 ]; then T=${positional[0]} K=${positional[1]} D=${positional[2]}
elif [ "${#positional[@]}" -ne 0 ]; then echo "usage: $0 [T K D] [--repeat N] [--scratch-path DIR] [--install]" >&2; exit 2; fi

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
expected=$(awk -v t="$T" -v k="$K" -v d="$D" 'BEGIN { s = 0; p = 1; for (i = 0; i <= d; i++) { s += p; p *= k }; r = t * 2; for (i = 0; i < t; i++) r *= s; printf "%d", r }')

if [ "$INSTALL" -eq 1 ]; then apt-get update && apt-get install -y spin rumur gcc; fi

echo "TabbedApp($T, $K, $D): expected distinct states $expected"
echo "machine: $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"

work=$(mktemp -d)
[ -z "${KEEP_WORK:-}" ] && trap 'rm -rf "$work"' EXIT
field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
wall() { sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$1" \
  | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }'; }
peak_kb() { sed -n 's/.*Maximum resident set size (kbytes): //p' "$1"; }

# Builds.
build=(swift build -c release --product navcheck)
[ -n "$SCRATCH" ] && build+=(--scratch-path "$SCRATCH")
(cd "$root" && "${build[@]}" >/dev/null)
navcheck="$(cd "$root" && "${build[@]}" --show-bin-path)/navcheck"
swiftc -O "$here/reference_bfs.swift" -o "$work/reference_bfs" 2>/dev/null
have_spin=0 have_rumur=0
if command -v spin >/dev/null && command -v cc >/dev/null; then
  have_spin=1
  (cd "$work" && spin -DTABS="$T" -DDESTS="$K" -DDEPTH="$D" -a "$here/tabbed_app.pml" >/dev/null \
     && cc -O2 -w -DSAFETY -DNOREDUCE -DVECTORSZ=4096 -DMEMLIM=64000 -o pan pan.c)
else
  echo "spin or a C compiler is missing: install them (apt-get install spin gcc, or run with --install) for Spin's figures"
fi
if command -v rumur >/dev/null && command -v cc >/dev/null; then
  have_rumur=1
  sed -e "s/^  TABS: .*/  TABS: $T;/" -e "s/^  DESTS: .*/  DESTS: $K;/" -e "s/^  DEPTH: .*/  DEPTH: $D;/" \
    "$here/tabbed_app.m" > "$work/tabbed_app.m"
  rumur --threads 2 --deadlock-detection off --symmetry-reduction off --output "$work/rumur.c" "$work/tabbed_app.m" >/dev/null
  cc -O3 -pthread -mcx16 -o "$work/rumur" "$work/rumur.c"
else
  echo "rumur or a C compiler is missing: install them (apt-get install rumur gcc, or run with --install) for Rumur's figures"
fi
depth_limit=$(( expected + expected / 10 + 1000 ))

status=0
loud() { echo "!!! $* !!!"; status=1; }
# Per checker, one line per repeat: seconds peak_bytes states.
: > "$work/nav1" ; : > "$work/navN" ; : > "$work/ref" ; : > "$work/spin" ; : > "$work/rumur.txt" ; : > "$work/speedup"

for r in $(seq 1 "$REPEAT"); do
  echo
  echo "repeat $r of $REPEAT (load $(cut -d' ' -f1-3 /proc/loadavg))"
  nav_out=$("$navcheck" bench --tabbed "$T,$K,$D" --no-catalog --kv)
  echo "$nav_out" | sed 's/^/navcheck:  /'
  nav1=$(echo "$nav_out" | grep '^run=' | grep ' workers=1 ' | head -1)
  navN=$(echo "$nav_out" | grep '^run=' | tail -1)
  speed=$(echo "$nav_out" | grep '^speedup=' || true)
  echo "$(field "$nav1" seconds) $(field "$nav1" peak_bytes) $(field "$nav1" states) $(field "$nav1" transitions)" >> "$work/nav1"
  echo "$(field "$navN" seconds) $(field "$navN" peak_bytes) $(field "$navN" states) $(field "$navN" workers)" >> "$work/navN"
  if [ -n "$speed" ]; then
    echo "$(field "$speed" ratio) $(field "$speed" identical)" >> "$work/speedup"
    if [ "$(field "$speed" identical)" != "true" ]; then loud "1 WORKER AND $(field "$speed" workers) WORKERS GAVE DIFFERENT RESULTS"; fi
  fi

  /usr/bin/time -v "$work/reference_bfs" "$T" "$K" "$D" > "$work/ref.out" 2> "$work/ref.time"
  ref_line=$(grep '^reference' "$work/ref.out")
  echo "reference: $ref_line"
  echo "$(field "$ref_line" seconds) $(( $(peak_kb "$work/ref.time") * 1024 )) $(field "$ref_line" states) $(field "$ref_line" transitions)" >> "$work/ref"

  if [ "$have_spin" -eq 1 ]; then
    (cd "$work" && /usr/bin/time -v ./pan -m"$depth_limit" > pan.out 2> pan.time) || true
    spin_states=$(sed -n 's/^ *\([0-9]*\) states, stored.*/\1/p' "$work/pan.out" | head -1)
    spin_errors=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$work/pan.out" | head -1)
    spin_transitions=$(sed -n 's/^ *\([0-9]*\) transitions.*/\1/p' "$work/pan.out" | head -1)
    grep -E 'states, stored|transitions|elapsed time' "$work/pan.out" | sed 's/^ */spin:      /'
    echo "$(wall "$work/pan.time") $(( $(peak_kb "$work/pan.time") * 1024 )) ${spin_states:-0} ${spin_transitions:-0}" >> "$work/spin"
    if [ "${spin_errors:-1}" != "0" ]; then loud "SPIN REPORTED ${spin_errors:-unknown} ERRORS"; fi
  fi

  if [ "$have_rumur" -eq 1 ]; then
    /usr/bin/time -v "$work/rumur" > "$work/rumur.out" 2> "$work/rumur.time" || true
    rumur_line=$(grep -E '[0-9]+ states, [0-9]+ rules fired' "$work/rumur.out" | head -1)
    rumur_states=$(echo "$rumur_line" | sed -n 's/^[^0-9]*\([0-9]*\) states.*/\1/p')
    rumur_fired=$(echo "$rumur_line" | sed -n 's/.* \([0-9]*\) rules fired.*/\1/p')
    echo "rumur:     $(echo "$rumur_line" | sed 's/^[[:space:]]*//')"
    if ! grep -q 'No error found' "$work/rumur.out"; then loud "RUMUR REPORTED AN ERROR"; fi
    echo "$(wall "$work/rumur.time") $(( $(peak_kb "$work/rumur.time") * 1024 )) ${rumur_states:-0} ${rumur_fired:-0}" >> "$work/rumur.txt"
  fi
done

echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
workers=$(awk 'NR == 1 { print $4 }' "$work/navN")
summary() {  # name file: the first repeat's figures, then the spread of the wall times
  awk -v n="$1" 'BEGIN { c = 0 } { w[c] = $1; s[c] = $1; b[c] = $2; st[c] = $3; c++ }
    END { if (c == 0) exit
      for (i = 0; i < c; i++) for (j = i + 1; j < c; j++) if (s[j] < s[i]) { t = s[i]; s[i] = s[j]; s[j] = t }
      printf "%-40s %12d %9.3f %9.1f %8.1f   %7.3f %7.3f %7.3f\n", n, st[0], w[0], b[0] / 1048576, b[0] / st[0], s[0], s[int((c - 1) / 2)], s[c - 1] }' "$2"
}
printf '\n%-40s %12s %9s %9s %8s   %7s %7s %7s\n' "TabbedApp($T, $K, $D)" "states" "seconds" "peak MB" "B/state" "fastest" "median" "slowest"
summary "NavCheck, 1 worker" "$work/nav1"
summary "NavCheck, $workers workers" "$work/navN"
summary "reference search (swiftc -O)" "$work/ref"
[ "$have_spin" -eq 1 ] && summary "Spin $(spin -V | awk '{print $3}') (-DSAFETY -DNOREDUCE -O2)" "$work/spin"
[ "$have_rumur" -eq 1 ] && summary "Rumur $(rumur --version 2>&1 | head -1 | awk '{print $NF}') (2 threads)" "$work/rumur.txt"

# Ratios, repeat by repeat (wall time), then their spread.
echo
ratios() {  # label numerator-file denominator-file: num/den per repeat
  paste -d' ' "$2" "$3" | awk -v l="$1" '{ r[NR] = $1 / $5 }
    END { if (NR == 0) exit; line = ""; lo = r[1]; hi = r[1]
      for (i = 1; i <= NR; i++) { line = line sprintf(" %.2f", r[i]); if (r[i] < lo) lo = r[i]; if (r[i] > hi) hi = r[i] }
      printf "%-52s%s   (%.2f to %.2f)\n", l, line, lo, hi }'
}
ratios "NavCheck 1 worker / reference (target <= 1.3):" "$work/nav1" "$work/ref"
[ "$have_spin" -eq 1 ] && ratios "Spin / NavCheck $workers workers (target >= 10):" "$work/spin" "$work/navN"
[ "$have_rumur" -eq 1 ] && ratios "Rumur / NavCheck $workers workers (target >= 10):" "$work/rumur.txt" "$work/navN"
[ -s "$work/speedup" ] && awk -v w="$workers" '{ line = line " " $1 } END { printf "%-52s%s\n", "NavCheck 1 worker / " w " workers (target >= 1.8):", line }' "$work/speedup"
awk '{ line = line sprintf(" %.1f", $2 / $3) } END { printf "%-52s%s\n", "NavCheck 1 worker, peak bytes a state (target <= 24):", line }' "$work/nav1"
awk -v w="$workers" '{ line = line sprintf(" %.1f", $2 / $3) } END { printf "%-52s%s\n", "NavCheck " w " workers, peak bytes a state (target <= 24):", line }' "$work/navN"

# Every count must be the formula's.
check_counts() {  # name file
  while read -r _ _ n _; do
    if [ "$n" != "$expected" ]; then loud "$1 COUNTED ${n:-no} STATES, THE FORMULA GIVES $expected"; fi
  done < "$2"
}
check_counts "NAVCHECK (1 WORKER)" "$work/nav1"
check_counts "NAVCHECK ($workers WORKERS)" "$work/navN"
check_counts "THE REFERENCE SEARCH" "$work/ref"
[ "$have_spin" -eq 1 ] && check_counts "SPIN" "$work/spin"
[ "$have_rumur" -eq 1 ] && check_counts "RUMUR" "$work/rumur.txt"
while read -r _ _ _ t1 _ _ _ t2; do
  if [ "$t1" != "$t2" ]; then loud "NAVCHECK TOOK $t1 TRANSITIONS, THE REFERENCE $t2"; fi
done < <(paste -d' ' "$work/nav1" "$work/ref")
if [ "$status" -eq 0 ]; then
  agree="NavCheck = reference"
  [ "$have_spin" -eq 1 ] && agree="$agree = Spin"
  [ "$have_rumur" -eq 1 ] && agree="$agree = Rumur"
  echo "state counts agree: $agree = formula = $expected, in every repeat"
fi
exit $status
