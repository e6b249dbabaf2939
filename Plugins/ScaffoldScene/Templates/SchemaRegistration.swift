/// The scene's entries in `Docs/strata-json-v1.schema.json`, so `--json` of its two screens validates:
/// JSON has no comments, so the anchors are the three lines the schema's `$comment` names.
struct SchemaRegistration {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var edits: [AnchoredEdit] {
        let path = "Docs/strata-json-v1.schema.json"
        return [
            AnchoredEdit(
                path: path, anchor: "\"screen\": { \"enum\": [",
                placement: .textBefore(marker: "]", text: ", \"\(n.name)\", \"\(n.singular)\"")),
            AnchoredEdit(
                path: path, anchor: "\"errors\": { \"type\": \"array\", \"items\": { \"$ref\": \"#/$defs/problem\" } }",
                placement: .linesBefore([
                    "\"\(n.name)\": { \"type\": \"array\", \"items\": { \"$ref\": \"#/$defs/\(n.singular)\" } },",
                    "\"\(n.singular)\": { \"$ref\": \"#/$defs/\(n.singular)\" },",
                ])),
            AnchoredEdit(
                path: path, anchor: "\"$defs\": {",
                placement: .linesAfter([
                    "  \"\(n.singular)\": {",
                    "    \"type\": \"object\",",
                    "    \"required\": [\"id\", \"title\"],",
                    "    \"additionalProperties\": false,",
                    "    \"properties\": {",
                    "      \"id\": { \"type\": \"integer\" },",
                    "      \"title\": { \"type\": \"string\" }",
                    "    }",
                    "  },",
                ])),
        ]
    }
}
