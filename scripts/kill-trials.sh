#!/usr/bin/env bash
# Kill trials: interrupt navcheck while it runs and writes its report set, then check the report folder.
#
#   scripts/kill-trials.sh [TRIALS] [SEED]      (default 250 trials, seed 1; not run by swift test)
#
# Each trial starts a run that writes a whole report set (latest.json, latest.md, previous.json,
# traces/, a JUnit file in the folder) over the set of the run before, and stops it with SIGINT, SIGTERM
# or SIGKILL, at a random moment, in the write phase (as soon as the hidden staging folder appears, and
# a few milliseconds later) or in the switch (as soon as .navcheck-switching appears).
# After SIGINT or SIGTERM the run must exit 130 or 143 with the folder byte for byte as it was (nothing
# stray), or have finished (exit 0 or 1) with the complete new set. After SIGKILL the folder must hold
# the old set or the new one (or a switch under way, marked by .navcheck-switching); the next run must
# clean up, start from the old or the new set, and leave a complete set with nothing stray.
# Needs bash, jq and sha256sum. NAVCHECK=path/to/navcheck to use a built binary (default: swift build).
set -u
cd "$(dirname "$0")/.."
TRIALS=${1:-250}
SEED=${2:-1}
RANDOM=$SEED
if [ -z "${NAVCHECK:-}" ]; then
  swift build >/dev/null || exit 1
  NAVCHECK="$(swift build --show-bin-path)/navcheck"
fi
command -v jq >/dev/null || { echo "kill-trials: jq is needed" >&2; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/navcheck-kill-trials.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
DIR="$WORK/reports"
# A share of the catalog (a shard) with counterexamples: a whole report set in about a third of a second.
ARGS=(--shard 8/8 --output "$DIR" --junit "$DIR/junit.xml")

run_to_end() { "$NAVCHECK" "${ARGS[@]}" >/dev/null 2>"$WORK/stderr"; }

# One line per file and folder under $1: "path sha256" (folders: "path/").
snapshot() {
  (cd "$1" && find . -mindepth 1 \( -type d -printf '%p/\n' \) -o \( -type f -printf '%p\n' \) | LC_ALL=C sort |
    while IFS= read -r p; do
      if [ "${p%/}" != "$p" ]; then echo "$p"; else echo "$p $(sha256sum < "$p" | cut -c1-64)"; fi
    done)
}
hash_of() { grep -F "./$2 " "$1" | head -1 | cut -d' ' -f2; }

# The trace files latest.json names, one per counterexample.
expected_traces() {
  jq -r '.entries[] | .name as $n | .violations[] |
         "\($n)--\(.property)\(if .finding == "atRest" then "" else "--" + .finding end).json"' "$1/latest.json" | LC_ALL=C sort
}

# Classifies the visible report set of $DIR against the snapshot $1 of the set before: old, new or MIX.
classify() {
  local before=$1 now="$WORK/now"
  snapshot "$DIR" | grep -v '^\./\.navcheck' > "$now"
  jq -e . "$DIR/latest.json" >/dev/null 2>&1 || { echo "MIX(latest.json unreadable)"; return; }
  [ "$(ls "$DIR/traces" | LC_ALL=C sort)" = "$(expected_traces "$DIR")" ] || { echo "MIX(traces do not match latest.json)"; return; }
  local old_latest; old_latest=$(hash_of "$before" latest.json)
  if [ "$(hash_of "$now" latest.json)" = "$old_latest" ]; then
    if diff -q <(grep -v '^\./\.navcheck' "$before") "$now" >/dev/null; then echo old; else echo "MIX(old latest.json, other files changed)"; fi
    return
  fi
  [ "$(hash_of "$now" previous.json)" = "$old_latest" ] || { echo "MIX(previous.json is not the former latest.json)"; return; }
  # latest.md belongs to this latest.json: every entry's row shows its time as latest.json has it.
  local name time
  while IFS=' ' read -r name time; do
    grep -q -F "| $name | " "$DIR/latest.md" && grep -F "| $name | " "$DIR/latest.md" | grep -q -F "| $time s |" ||
      { echo "MIX(latest.md does not match latest.json: $name)"; return; }
  done < <(jq -r '.entries[] | (.statistics.seconds * 1000 + 0.5 | floor) as $ms |
                  "\(.name) \($ms / 1000 | floor).\("00\($ms % 1000)" | .[-3:])"' "$DIR/latest.json")
  [ "$(hash_of "$now" junit.xml)" != "" ] || { echo "MIX(no junit.xml)"; return; }
  echo new
}

leftovers() { ls -A "$DIR" | grep -E '^\.|navcheck-tmp|probe' | tr '\n' ' '; }

run_to_end
[ -e "$DIR/latest.json" ] || { echo "kill-trials: the first run wrote no report: $(cat "$WORK/stderr")" >&2; exit 1; }
declare -A count
fail=0
kinds=(INT-random TERM-random INT-write KILL-random KILL-write INT-switch KILL-switch)
start=$(date +%s.%N)
for ((t = 1; t <= TRIALS; t++)); do
  kind=${kinds[$((RANDOM % ${#kinds[@]}))]}
  signal=${kind%%-*}
  before="$WORK/before"
  snapshot "$DIR" > "$before"
  "$NAVCHECK" "${ARGS[@]}" >/dev/null 2>"$WORK/stderr" &
  pid=$!
  if [ "${kind#*-}" = switch ]; then
    # As soon as the complete new set is being switched in.
    while kill -0 "$pid" 2>/dev/null && [ ! -e "$DIR/.navcheck-switching" ] && [ ! -e "$DIR/.navcheck-done" ]; do :; done
  elif [ "${kind#*-}" = write ]; then
    while kill -0 "$pid" 2>/dev/null && [ ! -e "$DIR/.navcheck-new" ] && [ ! -e "$DIR/.navcheck-switching" ]; do :; done
    # Then a random few milliseconds more: into the writing of the new set, or its switch.
    for ((s = RANDOM % 2000; s > 0; s--)); do :; done
  else
    sleep "0.$(printf '%03d' $((RANDOM % 450)))"
  fi
  kill -s "$signal" "$pid" 2>/dev/null
  { wait "$pid"; } 2>/dev/null
  status=$?
  problem=""
  case $signal in
    INT|TERM)
      want=$([ "$signal" = INT ] && echo 130 || echo 143)
      if [ "$status" = "$want" ]; then
        snapshot "$DIR" > "$WORK/after"
        diff -q "$before" "$WORK/after" >/dev/null || problem="exit $status but the folder changed: $(diff "$before" "$WORK/after" | head -3 | tr '\n' ' ')"
        outcome="interrupted, old set intact"
      elif [ "$status" = 0 ] || [ "$status" = 1 ]; then
        c=$(classify "$before")
        [ "$c" = new ] || problem="finished (exit $status) but the set is $c"
        [ -z "$(leftovers)" ] || problem="$problem; leftovers: $(leftovers)"
        outcome="finished before the signal, new set"
      else
        problem="exit status $status ($(head -c 200 "$WORK/stderr"))"
      fi
      ;;
    KILL)
      raw="$WORK/raw"
      snapshot "$DIR" > "$raw"
      killed_latest=$(grep -E '^\./(\.navcheck-[a-z]+/)?latest\.json ' "$raw" | cut -d' ' -f2 | sort -u)
      if [ -e "$DIR/.navcheck-switching" ]; then
        outcome="killed mid-switch (journal present)"
      else
        c=$(classify "$before")
        case $c in
          old) outcome="killed, old set" ;;
          new) outcome="killed, new set" ;;
          *) problem="after SIGKILL the set is $c" ;;
        esac
        [ -n "$(leftovers)" ] && outcome="$outcome, leftovers"
      fi
      # The next start cleans up and starts from the old set or the new one.
      mid="$WORK/mid"
      cp "$before" "$mid"
      run_to_end
      rs=$?
      if [ "$rs" != 0 ] && [ "$rs" != 1 ]; then problem="$problem; the next run failed ($rs): $(head -c 200 "$WORK/stderr")"; fi
      [ -z "$(leftovers)" ] || problem="$problem; the next run left: $(leftovers)"
      prev=$(sha256sum < "$DIR/previous.json" | cut -c1-64)
      if [ "$prev" != "$(hash_of "$before" latest.json)" ] && ! grep -qx "$prev" <<< "$killed_latest"; then
        problem="$problem; the next run started from neither the old nor the killed run's set"
      fi
      ;;
  esac
  if [ -n "$problem" ]; then
    fail=$((fail + 1))
    outcome="FAILED"
    echo "trial $t ($kind): $problem" >&2
  fi
  key="$kind: $outcome"
  count[$key]=$(( ${count[$key]:-0} + 1 ))
done
end=$(date +%s.%N)

echo "kill trials: $TRIALS trials, seed $SEED, $(awk "BEGIN { printf \"%.1f\", $end - $start }") s; run: navcheck ${ARGS[*]/#$WORK\//}"
for key in "${!count[@]}"; do printf '  %4d  %s\n' "${count[$key]}" "$key"; done | LC_ALL=C sort -k2
if [ "$fail" = 0 ]; then
  echo "every trial left the old set or the new one, never a mix; nothing stray after an interrupted run or the next start"
else
  echo "$fail trial(s) FAILED"
  exit 1
fi
