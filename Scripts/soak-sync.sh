#!/usr/bin/env bash
# Runs the sync simulation over many seeds, in two halves at once (one per core), and prints each
# half's verdict. Usage: Scripts/soak-sync.sh [SEEDS] [FIRST_SEED]   (defaults: 20000 1)
# A failing seed prints the one line that replays it with its whole trace.
set -euo pipefail
cd "$(dirname "$0")/.."

seeds="${1:-20000}"
first="${2:-1}"
half=$(((seeds + 1) / 2))
export SWIFT_DETERMINISTIC_HASHING=1

swift build --build-tests >/dev/null
# The test bundle is run directly: two `swift test` would take turns on the build directory's lock.
tests="$(swift build --show-bin-path)/StrataPackageTests.xctest"
run() {
    STRATA_SIM_FIRST_SEED="$1" STRATA_SIM_SEEDS="$2" \
        "$tests" --testing-library swift-testing --filter SyncSimulationTests 2>&1 \
        | grep -E '^(sync simulation:|seed |  reproduce:)'
}
start=$(date +%s)
run "$first" "$half" >"${TMPDIR:-/tmp}/soak-a.$$" &
run "$((first + half))" "$((seeds - half))" >"${TMPDIR:-/tmp}/soak-b.$$" &
wait
report="$(cat "${TMPDIR:-/tmp}/soak-a.$$" "${TMPDIR:-/tmp}/soak-b.$$")"
rm -f "${TMPDIR:-/tmp}/soak-a.$$" "${TMPDIR:-/tmp}/soak-b.$$"
echo "$report"
echo "seeds $first..$((first + seeds - 1)) in $(($(date +%s) - start)) s"
# Fails when a seed broke a promise, or when a half never reported (it crashed).
[ "$(grep -c '^sync simulation: .* 0 with violations' <<<"$report")" -eq 2 ]
