#!/usr/bin/env bash
# Runs a command where SQLite's and libcurl's development files cannot be seen, as on a machine with
# only the Swift toolchain and the runtime libraries it needs (libcurl4, libsqlite3-0): their headers,
# static and unversioned libraries and pkg-config files are hidden by overlay whiteouts in a private
# mount namespace, so nothing outside this command changes. CI builds its fresh clone this way.
# Usage: Scripts/without-dev-headers.sh COMMAND [ARGUMENT...]   (needs root, for unshare and mount)
set -euo pipefail

if [ "${STRATA_HEADERS_HIDDEN:-}" != 1 ]; then
    exec unshare --mount --propagation private env STRATA_HEADERS_HIDDEN=1 bash "$0" "$@"
fi

# What the -dev packages install, relative to the directories they install into.
development_files=(
    sqlite3.h sqlite3ext.h curl
    libsqlite3.so libsqlite3.a libsqlite3.la libcurl.so libcurl.a libcurl.la
    pkgconfig/sqlite3.pc pkgconfig/libcurl.pc
)
scratch="$(mktemp -d)"
hidden=()
for directory in /usr/include /usr/include/*-linux-gnu /usr/lib /usr/lib/*-linux-gnu /usr/share; do
    [ -d "$directory" ] || continue
    layer="$scratch/$(echo "$directory" | tr / _)"
    found=()
    for name in "${development_files[@]}"; do
        [ -e "$directory/$name" ] || [ -L "$directory/$name" ] || continue
        mkdir -p "$layer/upper/$(dirname "$name")"
        mknod "$layer/upper/$name" c 0 0   # an overlay whiteout: the name is gone from the merged view
        found+=("$directory/$name")
    done
    [ ${#found[@]} -gt 0 ] || continue
    mkdir -p "$layer/work"
    mount -t overlay overlay -o "lowerdir=$directory,upperdir=$layer/upper,workdir=$layer/work" "$directory"
    hidden+=("${found[@]}")
done
echo "hidden: ${hidden[*]:-(no development files were installed)}" >&2

for name in sqlite3.h curl/curl.h; do
    if compgen -G "/usr/include/$name" >/dev/null || compgen -G "/usr/include/*/$name" >/dev/null; then
        echo "$name is still visible" >&2
        exit 1
    fi
done
if pkg-config --exists sqlite3 2>/dev/null || pkg-config --exists libcurl 2>/dev/null; then
    echo "pkg-config still finds sqlite3 or libcurl" >&2
    exit 1
fi
"$@"
