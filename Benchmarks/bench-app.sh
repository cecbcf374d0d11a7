#!/usr/bin/env bash
# The path users take, measured side by side: the reader app (a real router's shape, written as the
# README says: a @MainActor class router through SwiftUIApp, default fingerprint, default options)
# in a debug build (as `swift test` builds) and in release, and the same model written as a plain
# value state machine, in debug. Usage: Benchmarks/bench-app.sh [--repeat N] [--alphabet ui|race]
# [--app reader|icecubes] (icecubes: Ice Cubes' router, ui alphabet, every built-in property on)
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=3
alphabet=ui
app=reader
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) repeat=$2; shift 2 ;;
    --alphabet) alphabet=$2; shift 2 ;;
    --app) app=$2; shift 2 ;;
    *) echo "bench-app.sh: unknown option '$1' (use --repeat N, --alphabet ui|race, --app reader|icecubes)" >&2; exit 2 ;;
  esac
done
swift build -c debug --product navcheck >/dev/null
swift build -c release --product navcheck >/dev/null
debug=$(mktemp) release=$(mktemp)
trap 'rm -f "$debug" "$release"' EXIT
status=0
.build/debug/navcheck bench-app --app "$app" --repeat "$repeat" --alphabet "$alphabet" --kv >"$debug" || status=1
.build/release/navcheck bench-app --app "$app" --repeat "$repeat" --alphabet "$alphabet" --kv >"$release" || status=1
cat "$debug" "$release"
echo
awk -v repeat="$repeat" '
  /^model=/ {
    for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
    key = f["path"] " (" f["build"] ")"
    if (!(key in states)) order[++n] = key
    states[key] = f["states"]; trans[key] = f["transitions"]
    secs[key] = secs[key] " " f["seconds"]; complete[key] = f["complete"]
  }
  END {
    printf "%-26s %10s %12s %10s %10s %10s %12s  %s\n", "path (build)", "states", "transitions", "min s", "median s", "max s", "states/s", "complete"
    for (k = 1; k <= n; k++) {
      key = order[k]; m = split(substr(secs[key], 2), s, " ")
      for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (s[j] < s[i]) { t = s[i]; s[i] = s[j]; s[j] = t }
      med = s[int((m + 1) / 2)]
      printf "%-26s %10d %12d %10.2f %10.2f %10.2f %12d  %s\n", key, states[key], trans[key], s[1], med, s[m], (med > 0 ? states[key] / med : 0), complete[key]
      rate[key] = (med > 0 ? states[key] / med : 0)
    }
    if (("app (debug)" in rate) && ("value-spec (debug)" in rate) && rate["value-spec (debug)"] > 0)
      printf "\n(a) app, debug / (c) value spec, debug: %.2f of its rate (target at least 0.5)\n", rate["app (debug)"] / rate["value-spec (debug)"]
    if (("app (release)" in rate) && ("value-spec (release)" in rate) && rate["value-spec (release)"] > 0)
      printf "(b) app, release / value spec, release: %.2f of its rate (target at least 0.25)\n", rate["app (release)"] / rate["value-spec (release)"]
    if (("app (debug)" in states) && ("app (release)" in states) && states["app (debug)"] != states["app (release)"]) {
      print "!!! debug and release found different numbers of states !!!"; exit 1
    }
  }' "$debug" "$release" || status=1
exit $status
