#!/usr/bin/env bash
# Serves the documentation site on 127.0.0.1 and opens each product's landing page, and the "Adding a
# scene" article, in headless Chromium (Debian's `chromium`), checking that the page as rendered
# shows its title, its topics and at least one documented symbol. DocC renders in the browser from
# JSON, so only a real browser proves the site works. Usage: Scripts/check-docs-in-browser.sh SITE_DIR
set -euo pipefail

site="$(realpath "${1:?usage: $0 SITE_DIR}")"
browser="$(command -v chromium || command -v chromium-browser)" || { echo "chromium is not installed" >&2; exit 1; }
server_pid=""
profile="$(mktemp -d)"
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true; rm -rf "$profile"' EXIT

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
server_pid=$!
for _ in $(seq 1 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" 2>/dev/null && break
    sleep 0.1
done

# The page as the browser rendered it, as text: DocC breaks long names with tags, so match words
# after the tags are gone.
render() {
    "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --user-data-dir="$profile" \
        --virtual-time-budget=20000 --dump-dom "$1" 2>/dev/null |
        python3 -c 'import re, sys; print(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", sys.stdin.read())))'
}

status=0
# page path : title : a symbol or phrase the rendered page must show
checks=(
    "stratadomain/documentation/stratadomain/:StrataDomain:FetchPostsPageUseCase"
    "stratajson/documentation/stratajson/:StrataJSON:StrataJSONDecoder"
    "stratanetworking/documentation/stratanetworking/:StrataNetworking:HTTPClient"
    "stratasqlite/documentation/stratasqlite/:StrataSQLite:SQLiteDatabase"
    "stratadata/documentation/stratadata/:StrataData:DataLayer"
    "stratapresentation/documentation/stratapresentation/:StrataPresentation:PostsListViewModel"
    "stratapresentation/documentation/stratapresentation/addingascene:Adding a scene:ScreenViewModelInput"
    "stratacomposition/documentation/stratacomposition/:StrataComposition:AppDIContainer"
)
for check in "${checks[@]}"; do
    IFS=: read -r path title symbol <<<"$check"
    text="$(render "http://127.0.0.1:$port/$path")"
    problems=()
    grep -q "This page requires JavaScript" <<<"$text" && ! grep -q "Topics\|Overview\|In the domain" <<<"$text" &&
        problems+=("the page did not render")
    grep -qF "$title" <<<"$text" || problems+=("no title '$title'")
    [ "$title" = "Adding a scene" ] || grep -q "Topics" <<<"$text" || problems+=("no Topics")
    grep -qF "$symbol" <<<"$text" || problems+=("no '$symbol'")
    if [ ${#problems[@]} -eq 0 ]; then
        echo "ok   $path: '$title', topics, '$symbol' ($(wc -c <<<"$text") characters of rendered text)"
    else
        echo "FAIL $path: ${problems[*]}"
        status=1
    fi
done
exit "$status"
