#!/usr/bin/env bash
# Counts the instructions StrataJSON spends per decode, the figures Benchmarks/README.md reports:
# machine noise does not move them, so a change of a percent is visible. For each payload, callgrind
# counts two runs of strata-bench --repeat N (the first matching case's candidate N times); their
# difference over the difference of N is one decode, with every one-time cost (payload generation,
# the agreement check against Foundation, the first decode) cancelled out. The first decode in a
# fresh process is counted alone, through strata-bench --first and callgrind's --toggle-collect.
#
# Usage: Scripts/count-decode-instructions.sh [--baseline] [PAYLOAD...]
#   --baseline  count Foundation's JSONDecoder instead of StrataJSONDecoder
#   PAYLOAD     names such as users-5k (default: every payload of the README's table)
# Needs valgrind. Swift 6.3's release debug information is more than valgrind reads, so the binary
# is counted with its debug information stripped; hashing is made deterministic, or the dictionaries
# of the agreement check cost a different number of instructions in every process.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
baseline=()
if [ "${1:-}" = --baseline ]; then
    baseline=(--baseline)
    shift
fi
payloads=("$@")
[ ${#payloads[@]} -gt 0 ] ||
    payloads=(posts-10k users-5k posts-small posts-small-escaped user-1 photos-5000 comments-500 issues-2k)

swift build -c release --product strata-bench >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/strata-bench" "$(swift build -c release --show-bin-path)/strata-bench"
export SWIFT_DETERMINISTIC_HASHING=1

# Instructions of one process: strata-bench with the given arguments.
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/Collected/ { print $4 }'
}

# Repeat counts per payload: enough decodes that one decode is far above the rounding.
repeats() {
    case "$1" in
    posts-10k | users-5k | photos-5000 | issues-2k) echo "2 6" ;;
    comments-500) echo "5 25" ;;
    *) echo "100 400" ;;
    esac
}

printf '%-22s %15s %15s\n' payload per-decode first-decode
for payload in "${payloads[@]}"; do
    read -r low high <<<"$(repeats "$payload")"
    a="$(count "$work/strata-bench" --filter "decode $payload" --repeat "$low" "${baseline[@]}")"
    b="$(count "$work/strata-bench" --filter "decode $payload" --repeat "$high" "${baseline[@]}")"
    first="$(count --collect-atstart=no --toggle-collect='*FirstRun*' \
        "$work/strata-bench" --filter "decode $payload" --first "${baseline[@]}")"
    printf '%-22s %15d %15d\n' "$payload" $(((b - a) / (high - low))) "$first"
done
