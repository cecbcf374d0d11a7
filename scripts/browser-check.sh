#!/usr/bin/env bash
# Opens the HTML report of a seed finding and the explorer of a catalog entry in headless Chromium
# (Debian's `chromium`, installed with apt-get when missing) and checks, from the page itself, that
# every frame of the filmstrip is drawn, that a tap in the explorer moves to the successor the engine
# computes, and that a bad request gets an error page and leaves the server running.
# Usage: scripts/browser-check.sh [SCREENSHOT-DIR]   (default: a temporary folder; docs/images to refresh the README's)
set -euo pipefail
cd "$(dirname "$0")/.."
shots=${1:-$(mktemp -d)}
mkdir -p "$shots"
if ! command -v chromium >/dev/null; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-dejavu-core
fi
browser() { timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,900 "$@" 2>/dev/null; }
swift build --product navcheck >/dev/null
navcheck=.build/debug/navcheck
work=$(mktemp -d)

# The report: the first finding is open, and each of its steps is a frame with a device drawn in it.
"$navcheck" check adaptive-seed --output "$work/reports" > "$work/check.txt"
dom=$(browser --virtual-time-budget=3000 --dump-dom "file://$work/reports/report.html")
frames=$(grep -o '<figure class="frame' <<<"$dom" | wc -l)
devices=$(grep -o '<div class="device ' <<<"$dom" | wc -l)
steps=$(sed -n '/^rootNotInStack/,/last step changed/p' "$work/check.txt" | grep -cE '^ +[0-9]+\. ' || true)
if [ "$frames" -ne "$steps" ] || [ "$devices" -ne "$frames" ] || [ "$frames" -lt 2 ]; then
  echo "browser-check: the report drew $frames frames and $devices devices; the finding has $steps steps" >&2
  exit 1
fi
browser --screenshot="$shots/report.png" "file://$work/reports/report.html"
echo "browser-check: the report draws all $frames frames of the open finding"

# The explorer: taps the counterexample's last action and reads what the page shows.
"$navcheck" explore adaptive-seed --idle 120 > "$work/explore.txt" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do grep -q 'http://127.0.0.1:' "$work/explore.txt" 2>/dev/null && break; sleep 0.2; done
url=$(grep -o 'http://127.0.0.1:[0-9]*/' "$work/explore.txt")
# handler (8), select(rootID: 0) (0), then a tap on resize(.regular) (7): the engine's step 3 of the counterexample.
dom=$(browser --virtual-time-budget=5000 --dump-dom "${url}?path=8,0&tap=7")
shown=$(grep -o 'data-screens="[^"]*"' <<<"$dom" | head -1 | sed -e 's/^data-screens="//' -e 's/"$//' -e 's/&amp;/\&/g')
expected=$(grep -E '^ +3\. resize\(\.regular\) ' "$work/check.txt" | head -1 | sed -E 's/^ +3\. resize\(\.regular\) +//')
if [ -z "$expected" ] || [ "$shown" != "$expected" ]; then
  echo "browser-check: after the tap the explorer shows '$shown'; the engine's step is '$expected'" >&2
  exit 1
fi
grep -q 'data-path="8,0,7"' <<<"$dom" || { echo "browser-check: the explorer's path is not 8,0,7 after the tap" >&2; exit 1; }
browser --virtual-time-budget=5000 --screenshot="$shots/explorer.png" "${url}?path=8,0&tap=7"
echo "browser-check: a tap in the explorer moves to the engine's successor: $shown"

# A bad request: an error page that says what is wrong, and the server still answers.
code=$(curl -s -o "$work/bad.html" -w '%{http_code}' "${url}api/state?path=8,x")
grep -q 'path must be action indices' "$work/bad.html" && [ "$code" = 400 ] || { echo "browser-check: a bad path got $code" >&2; exit 1; }
dom=$(browser --dump-dom "${url}nowhere")
grep -q 'id="error">no page at /nowhere' <<<"$dom" || { echo "browser-check: an unknown page got no error page" >&2; exit 1; }
[ "$(curl -s -o /dev/null -w '%{http_code}' "$url")" = 200 ] || { echo "browser-check: the server stopped after a bad request" >&2; exit 1; }
echo "browser-check: a bad request gets an error page and the server keeps running"
