#!/usr/bin/env bash
# Builds the documentation site with the toolchain's own docc: symbol graphs are extracted from the
# debug build of each library, each catalog is converted with warnings as errors (so every symbol
# link resolves), and the archives are transformed for static hosting under one folder, with an
# index page linking the products. Run from anywhere: Scripts/build-docs.sh [OUTPUT_DIR]
# (default .build/docs-site); serve OUTPUT_DIR with any static file server.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
output="$(realpath -m "${1:-.build/docs-site}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# product:catalog (the last is no product: the app's composition root, documented for readers)
products=(
    "StrataDomain:Modules/Domain/StrataDomain.docc"
    "StrataJSON:Modules/Networking/JSON/StrataJSON.docc"
    "StrataNetworking:Modules/Networking/Sources/StrataNetworking.docc"
    "StrataSQLite:Modules/Data/SQLite/StrataSQLite.docc"
    "StrataData:Modules/Data/Sources/StrataData.docc"
    "StrataPresentation:Modules/Presentation/StrataPresentation.docc"
    "StrataComposition:Modules/App/Composition/StrataComposition.docc"
)

python3 Scripts/make-diagrams.py >/dev/null
for entry in "${products[@]}"; do
    swift build --target "${entry%%:*}" >/dev/null
done
bin="$(swift build --show-bin-path)"
target="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
module_maps=()
for map in "$bin"/*.build/module.modulemap; do
    [ -e "$map" ] && module_maps+=(-Xcc "-fmodule-map-file=$map")
done

rm -rf "$output"
mkdir -p "$output"
links=""
for entry in "${products[@]}"; do
    product="${entry%%:*}"
    catalog="${entry#*:}"
    [ -d "$catalog" ] || { echo "missing catalog $catalog" >&2; exit 1; }
    graphs="$work/graphs/$product"
    mkdir -p "$graphs"
    swift-symbolgraph-extract -module-name "$product" -I "$bin/Modules" "${module_maps[@]}" -target "$target" \
        -minimum-access-level public -skip-inherited-docs -output-dir "$graphs"
    path="$(echo "$product" | tr '[:upper:]' '[:lower:]')"
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$product" \
        --fallback-bundle-identifier "org.strata.$product" \
        --output-path "$work/$product.doccarchive" \
        --transform-for-static-hosting --hosting-base-path "$path" \
        --warnings-as-errors
    cp -R "$work/$product.doccarchive" "$output/$path"
    links="$links<li><a href=\"$path/documentation/$path/\">$product</a></li>"
    echo "built $product → $output/$path/documentation/$path/"
done

cat > "$output/index.html" <<HTML
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Strata documentation</title></head>
<body><h1>Strata documentation</h1><ul>$links</ul></body></html>
HTML
echo "site: $output/index.html"
