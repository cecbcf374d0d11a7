#!/usr/bin/env bash
# Spin and NavCheck side by side on the same model, TabbedApp(T, K, D), in the same run.
#
#   Benchmarks/spin-vs-navcheck.sh [T K D] [--install]
#
# Defaults: T=3 K=2 D=6 (12,290,298 distinct states). Needs `spin` and a C compiler for the Spin half
# (Debian/Ubuntu: `apt-get install spin gcc`; --install runs that with apt-get, nothing is installed
# otherwise) and the Swift toolchain for NavCheck. Spin verifies Benchmarks/tabbed_app.pml with a full
# state-space search: safety only (-DSAFETY), no partial-order reduction (-DNOREDUCE), -O2, a depth
# limit (-m) above the number of states, its default hash table; /usr/bin/time -v gives its peak
# memory. NavCheck runs `navcheck bench --tabbed T,K,D --no-catalog --kv` (release build) with 1 worker
# and with every core; each run's peak memory is the process's VmHWM, reset before the run.
# Both must report T * 2 * (K^0 + ... + K^D)^T states; the script says loudly when they do not.
set -euo pipefail

T=3 K=2 D=6 INSTALL=0
positional=()
for arg in "$@"; do
  case "$arg" in
    --install) INSTALL=1 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) positional+=("$arg") ;;
  esac
done
if [ "${#positional[@]}" -eq 3 ]; then T=${positional[0]} K=${positional[1]} D=${positional[2]}
elif [ "${#positional[@]}" -ne 0 ]; then echo "usage: $0 [T K D] [--install]" >&2; exit 2; fi

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
expected=$(awk -v t="$T" -v k="$K" -v d="$D" 'BEGIN { s = 0; p = 1; for (i = 0; i <= d; i++) { s += p; p *= k }; r = t * 2; for (i = 0; i < t; i++) r *= s; printf "%d", r }')

if [ "$INSTALL" -eq 1 ]; then apt-get update && apt-get install -y spin gcc; fi

echo "TabbedApp($T, $K, $D): expected distinct states $expected"
echo "machine: $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

# NavCheck
(cd "$root" && swift build -c release --product navcheck >/dev/null)
nav_out=$("$root/.build/release/navcheck" bench --tabbed "$T,$K,$D" --no-catalog --kv)
echo "$nav_out" | sed 's/^/navcheck: /'
field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
nav1=$(echo "$nav_out" | grep '^run=' | grep ' workers=1 ' | head -1)
navN=$(echo "$nav_out" | grep '^run=' | tail -1)
speed=$(echo "$nav_out" | grep '^speedup=' || true)

# Spin
have_spin=0
if command -v spin >/dev/null && command -v cc >/dev/null; then have_spin=1; fi
if [ "$have_spin" -eq 1 ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && spin -DTABS="$T" -DDESTS="$K" -DDEPTH="$D" -a "$here/tabbed_app.pml" >/dev/null \
     && cc -O2 -w -DSAFETY -DNOREDUCE -DVECTORSZ=4096 -DMEMLIM=64000 -o pan pan.c)
  depth=$(( expected + expected / 10 + 1000 ))
  (cd "$work" && /usr/bin/time -v ./pan -m"$depth" > pan.out 2> time.out) || true
  spin_states=$(sed -n 's/^ *\([0-9]*\) states, stored.*/\1/p' "$work/pan.out" | head -1)
  spin_errors=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$work/pan.out" | head -1)
  spin_wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.out" \
    | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')
  spin_kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.out")
  echo
  grep -E 'State-vector|states, stored|transitions|total actual memory|elapsed time|depth reached' "$work/pan.out" | sed 's/^/spin:     /'
else
  echo
  echo "spin or a C compiler is missing: install them (apt-get install spin gcc, or run with --install) for the side-by-side figures"
fi

echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '\n%-28s %14s %10s %12s %14s\n' "TabbedApp($T, $K, $D)" "states" "seconds" "peak MB" "bytes/state"
row() { awk -v n="$1" -v s="$2" -v t="$3" -v b="$4" 'BEGIN { printf "%-28s %14d %10.3f %12.1f %14.1f\n", n, s, t, b / 1048576, b / s }'; }
row "NavCheck, 1 worker" "$(field "$nav1" states)" "$(field "$nav1" seconds)" "$(field "$nav1" peak_bytes)"
row "NavCheck, $(field "$navN" workers) workers" "$(field "$navN" states)" "$(field "$navN" seconds)" "$(field "$navN" peak_bytes)"
if [ "$have_spin" -eq 1 ]; then
  row "Spin $(spin -V | awk '{print $3}')" "${spin_states:-0}" "${spin_wall:-0}" "$(( ${spin_kb:-0} * 1024 ))"
  echo
  awk -v sw="$spin_wall" -v sk="$spin_kb" -v n1="$(field "$nav1" seconds)" -v nn="$(field "$navN" seconds)" \
      -v m1="$(field "$nav1" peak_bytes)" -v mn="$(field "$navN" peak_bytes)" -v w="$(field "$navN" workers)" 'BEGIN {
    printf "wall time, Spin / NavCheck:      %.2fx (1 worker)   %.2fx (%d workers)\n", sw / n1, sw / nn, w
    printf "peak memory, NavCheck / Spin:    %.3f (1 worker)    %.3f (%d workers)\n", m1 / (sk * 1024), mn / (sk * 1024), w
  }'
fi
[ -n "$speed" ] && echo "parallel speed-up: $(field "$speed" ratio)x with $(field "$speed" workers) workers over 1; identical results: $(field "$speed" identical)"

status=0
for n in "$(field "$nav1" states)" "$(field "$navN" states)"; do
  if [ "$n" != "$expected" ]; then echo "!!! NAVCHECK COUNTED $n STATES, THE FORMULA GIVES $expected !!!"; status=1; fi
done
if [ "$have_spin" -eq 1 ]; then
  if [ "${spin_states:-}" != "$expected" ]; then echo "!!! SPIN STORED ${spin_states:-no} STATES, THE FORMULA GIVES $expected !!!"; status=1; fi
  if [ "${spin_states:-}" != "$(field "$navN" states)" ]; then echo "!!! SPIN AND NAVCHECK DISAGREE ON THE STATE COUNT !!!"; status=1; fi
  if [ "${spin_errors:-1}" != "0" ]; then echo "!!! SPIN REPORTED ${spin_errors:-unknown} ERRORS !!!"; status=1; fi
  [ "$status" -eq 0 ] && echo "state counts agree: Spin $spin_states = NavCheck $(field "$navN" states) = formula $expected"
fi
if [ -n "$speed" ] && [ "$(field "$speed" identical)" != "true" ]; then echo "!!! 1 WORKER AND $(field "$speed" workers) WORKERS GAVE DIFFERENT RESULTS !!!"; status=1; fi
exit $status
