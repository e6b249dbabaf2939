#!/usr/bin/env bash
# Proves the scene generator's promise: in a clone of this checkout's HEAD (the real tree is never
# touched), `scaffold-scene NAME` writes a scene that lints, builds with its tests with no warning and
# every layer import checked, and passes its own tests and the tests that cover every route and the
# JSON schema; a second run for the same NAME is refused and changes nothing.
#
# Usage: Scripts/check-scaffold.sh [NAME]   (default: gadgets)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
name="${1:-gadgets}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
started=$SECONDS

git clone --quiet --shared "$root" "$work/strata"
cd "$work/strata"
# A .build copied from the checkout does not make this build incremental: SwiftPM's module cache and
# dependency files hold absolute paths, so everything recompiles anyway (measured on the 2-core machine:
# 81 s with a copy whose module cache was dropped, 85 s clean), and the copy costs 340 MB. It starts clean.

echo "-- scaffold-scene $name"
swift package --allow-writing-to-package-directory scaffold-scene "$name"
git add --all
git status --short | sed 's/^/   /'
# A scene is new files plus its registrations: at most 4 existing files, one per target that must know
# every screen (Presentation, the terminal, the command line) and the JSON schema.
edited="$(git status --porcelain | grep -c '^M' || true)"
echo "   $edited existing files edited"
if [ "$edited" -gt 4 ]; then
    echo "the scene edited $edited existing files; a scene must need at most 4 registrations" >&2
    exit 1
fi
git -c user.name=check-scaffold -c user.email=check-scaffold@localhost commit --quiet -m "scaffold-scene $name"

echo "-- a second run is refused and changes nothing"
if swift package --allow-writing-to-package-directory scaffold-scene "$name" 2>"$work/again.log"; then
    echo "a second scaffold-scene $name succeeded; it must refuse" >&2
    exit 1
fi
grep -q "nothing was changed" "$work/again.log" || { cat "$work/again.log" >&2; exit 1; }
if [ -n "$(git status --porcelain)" ]; then
    echo "the refused run changed the tree:" >&2
    git status --short >&2
    exit 1
fi

echo "-- the scene lints with the committed .swift-format, and every public declaration is documented"
swift format lint --strict --recursive Package.swift Modules Tests Plugins
swift format lint --strict --configuration .ci/swift-format-docs.json --recursive \
    Modules/Domain Modules/Networking Modules/Data Modules/Presentation Modules/App/Composition Modules/App/TerminalUI

echo "-- debug build with tests (layer imports checked, warnings are errors)"
log="$work/build.log"
if ! swift build --build-tests --explicit-target-dependency-import-check error 2>&1 | tee "$log" | grep -E '(warning|error):|Build complete'; then
    echo "build failed" >&2
    tail -n 40 "$log" >&2
    exit 1
fi
if grep -E '(warning|error):' "$log" >/dev/null; then
    echo "the build reported warnings or errors" >&2
    exit 1
fi

plural="$(printf '%s' "${name:0:1}" | tr '[:lower:]' '[:upper:]')${name:1}"
# Runs `swift test` over the suites `$2` matches; fails, naming them, unless at least `$3` tests ran
# and none failed. Prints the number that ran.
run_tests() {
    local what="$1" filter="$2" least="$3" count
    swift test --skip-build --filter "$filter" >"$work/$what.log" 2>&1 || true
    if ! grep -q '^✔ Test run with' "$work/$what.log"; then
        echo "$what failed" >&2
        grep -E '✘' "$work/$what.log" >&2 || tail -n 40 "$work/$what.log" >&2
        exit 1
    fi
    count="$(sed -n 's/^✔ Test run with \([0-9]*\) tests.*/\1/p' "$work/$what.log")"
    [ "${count:-0}" -ge "$least" ] || { echo "only ${count:-0} of $what ran; the filter missed" >&2; exit 1; }
    echo "$count"
}

echo "-- the scene's own tests, and the tests over every route"
scene="$(run_tests "the scene's tests" \
    "\\.(${plural}[A-Za-z]*Tests|[A-Za-z]*${plural%s}[A-Za-z]*Tests|RoutePathTests|RouteParsingTests|AppFlowRouteTests)/" 20)"
echo "$scene tests passed"
# Every suite of the app's front ends and composition root, with the scene in: a test there that lists
# routes or screens by hand fails here, not in the next engineer's tree.
echo "-- the front ends' and the composition root's tests, with the scene in"
front="$(run_tests "the front ends' tests" '^(CLITests|TerminalUITests|CompositionTests)\.' 100)"
echo "$front tests passed"
count=$((scene + front))
echo "scaffold check passed for '$name' in $((SECONDS - started)) s ($count tests)"
