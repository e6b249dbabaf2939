#!/usr/bin/env bash
# Measures the networking layer where a unit test cannot: the CPU a request costs the process while it
# waits on a slow server (the target is under 5 % of one core, enforced for the platform's default
# transport), how closely a silent server's deadline is kept (whole and sub-second), and how fast a Basic
# 401 comes back: latencies the parallel test suite can only bound from below.
# Every transport is measured; the figures go to stdout. Run from anywhere: Scripts/measure-idle-cpu.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
server_pid=""
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true' EXIT

swift build -c release --product StrataNetworkProbe >/dev/null
probe="$(swift build -c release --show-bin-path)/StrataNetworkProbe"

coproc SERVER { exec python3 "$root/Tests/Server/jsonplaceholder_server.py" --port 0; }
server_pid=$SERVER_PID
read -r _ port <&"${SERVER[0]}"
base="http://127.0.0.1:$port"

# The default transport first: it is the one held to the target. On Linux it is libcurl, and
# URLSession is measured beside it for comparison.
transports=(default)
[ "$(uname -s)" = Linux ] && transports+=(urlsession)
status=0

echo "== Idle CPU: the server waits 5 s before answering"
for transport in "${transports[@]}"; do
    limit=()
    [ "$transport" = default ] && limit=(--max-cpu-percent 5)
    "$probe" request "$base/posts?_fault=delay:5" --transport "$transport" "${limit[@]}" || status=1
done

# 3.5 s at most: URLSession's own timer, the fallback behind Strata's deadline, would end it at 4 s.
echo "== Deadline: the server never answers, timeout 3 s (must end within 2.9–3.5 s)"
for transport in "${transports[@]}"; do
    "$probe" request "$base/posts?_fault=hang" --transport "$transport" --timeout 3 \
        --min-seconds 2.9 --max-seconds 3.5 || status=1
done

echo "== Sub-second deadline: timeout 0.5 s (must end within 0.45–0.95 s: not rounded to a second)"
for transport in "${transports[@]}"; do
    "$probe" request "$base/posts?_fault=hang" --transport "$transport" --timeout 0.5 \
        --min-seconds 0.45 --max-seconds 0.95 || status=1
done

echo "== Basic challenge: a 401 with WWW-Authenticate: Basic (must come back within 1 s)"
for transport in "${transports[@]}"; do
    "$probe" request "$base/posts?_fault=basic-401" --transport "$transport" --timeout 10 --max-seconds 1 || status=1
done

exit "$status"
