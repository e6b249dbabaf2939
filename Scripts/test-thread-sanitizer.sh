#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer. The instrumented build goes to its own scratch
# directory, so it neither clobbers nor waits for the normal one. Extra arguments go to `swift test`
# (for example --filter NetworkingTests). Run from anywhere: Scripts/test-thread-sanitizer.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# halt_on_error: the first data race fails the run instead of scrolling past.
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1 second_deadlock_stack=1}"
swift test --sanitize=thread --scratch-path .build/tsan -j 2 "$@"
