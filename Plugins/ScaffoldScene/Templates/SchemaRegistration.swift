/// The scene's entries in `Docs/strata-json-v1.schema.json`, so `--json` of its two screens validates
/// and admits no other screen's fields: the two screens in the screen's `oneOf`, and the definitions
/// of both and of the entity. JSON has no comments, so the anchors are the two lines the schema's
/// `$comment` names.
struct SchemaRegistration {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var edits: [AnchoredEdit] {
        let path = "Docs/strata-json-v1.schema.json"
        return [
            AnchoredEdit(
                path: path, anchor: "{ \"$ref\": \"#/$defs/postsScreen\" },",
                placement: .linesAfter([
                    "{ \"$ref\": \"#/$defs/\(n.name)Screen\" },",
                    "{ \"$ref\": \"#/$defs/\(n.singular)Screen\" },",
                ])),
            AnchoredEdit(
                path: path, anchor: "\"$defs\": {",
                placement: .linesAfter([
                    "  \"\(n.name)Screen\": {",
                    "    \"required\": [\"\(n.name)\"],",
                    "    \"properties\": {",
                    "      \"screen\": { \"const\": \"\(n.name)\" },",
                    "      \"\(n.name)\": { \"type\": \"array\", \"items\": { \"$ref\": \"#/$defs/\(n.singular)\" } }",
                    "    }",
                    "  },",
                    "  \"\(n.singular)Screen\": {",
                    "    \"required\": [\"\(n.singular)\"],",
                    "    \"properties\": {",
                    "      \"screen\": { \"const\": \"\(n.singular)\" },",
                    "      \"\(n.singular)\": { \"$ref\": \"#/$defs/\(n.singular)\" }",
                    "    }",
                    "  },",
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
