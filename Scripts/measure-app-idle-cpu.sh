#!/usr/bin/env bash
# Measures what the interactive app costs while nobody touches it: a release build of `strata` runs in
# a real pseudo-terminal (tmux), shows the posts list from a local store, and then sits idle. The app
# draws only when a key, a resize, a change to what it shows or a spinner asks it to, so over 10 s it
# must use at most 0.05 s of CPU. The figures go to stdout; exit 1 above the limit.
# Run from anywhere: Scripts/measure-app-idle-cpu.sh [SECONDS] [LIMIT_SECONDS]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
seconds="${1:-10}"
limit="${2:-0.05}"
socket="strata-idle-$$"
work="$(mktemp -d)"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

swift build -c release --product strata >/dev/null
strata="$(swift build -c release --show-bin-path)/strata"

# Offline over its own store: the first run seeds it from the bundled snapshot, then nothing loads.
tmux -L "$socket" new-session -d -x 100 -y 30 "exec '$strata' --offline --db '$work/strata.sqlite3'"
pid="$(tmux -L "$socket" list-panes -F '#{pane_pid}')"
for _ in $(seq 1 100); do
    tmux -L "$socket" capture-pane -p | grep -q "Posts 1–10 of 100" && break
    sleep 0.1
done
tmux -L "$socket" capture-pane -p | grep -q "Posts 1–10 of 100" || { echo "the app never showed the posts list"; exit 1; }
sleep 1   # let the first frame's work finish

ticks_per_second="$(getconf CLK_TCK)"
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
before="$(cpu_ticks)"
sleep "$seconds"
after="$(cpu_ticks)"
used="$(awk -v t="$((after - before))" -v hz="$ticks_per_second" 'BEGIN { printf "%.3f", t / hz }')"

echo "idle interactive app: ${used} s of CPU over ${seconds} s (limit ${limit} s; $((after - before)) ticks of 1/${ticks_per_second} s)"
tmux -L "$socket" send-keys q
awk -v used="$used" -v limit="$limit" 'BEGIN { exit !(used <= limit) }' || { echo "above the limit"; exit 1; }
