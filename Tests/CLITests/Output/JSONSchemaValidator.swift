import Foundation

/// Checks a JSON document against the JSON Schema subset `Docs/strata-json-v1.schema.json` uses:
/// `type`, `const`, `enum`, `properties`, `required`, `additionalProperties: false`,
/// `unevaluatedProperties: false`, `items`, `oneOf` and `$ref` into `$defs`. Every violation is reported
/// with its path. A schema that says more than this subset (another keyword, or one of these in a shape
/// the checks do not read) is refused when the validator is made, so it cannot pass a document a full
/// validator would refuse.
struct JSONSchemaValidator {
    private let root: [String: Any]

    /// The keywords checked, and those that only annotate.
    private static let keywords: Set<String> = [
        "type", "const", "enum", "properties", "required", "additionalProperties", "unevaluatedProperties", "items",
        "oneOf", "$ref", "$schema", "$id", "$defs", "$comment", "title", "description", "format",
    ]

    /// Why a schema is beyond what this validator checks.
    struct UnsupportedSchema: Error, CustomStringConvertible {
        let problems: [String]
        var description: String { problems.joined(separator: "; ") }
    }

    init(schemaAt url: URL) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        let problems = Self.unsupported(in: root, at: "#")
        guard problems.isEmpty else { throw UnsupportedSchema(problems: problems) }
    }

    /// Every keyword of `schema` and its subschemas that is outside the subset, or in a shape the checks
    /// do not read.
    private static func unsupported(in schema: Any, at path: String) -> [String] {
        guard let schema = schema as? [String: Any] else { return ["\(path): a schema that is not an object"] }
        var problems: [String] = []
        for keyword in schema.keys.sorted() where !keywords.contains(keyword) {
            problems.append("\(path): '\(keyword)' is not checked")
        }
        for keyword in ["additionalProperties", "unevaluatedProperties"] {
            guard let value = schema[keyword] else { continue }
            if !has(value, type: "boolean") || value as? Bool != false {
                problems.append("\(path): only '\(keyword)': false is checked")
            }
        }
        if let required = schema["required"], !(required is [String]) {
            problems.append("\(path): 'required' is not a list of names")
        }
        if let types = schema["type"], !(types is String || types is [String]) {
            problems.append("\(path): 'type' is not a name or a list of names")
        }
        if let allowed = schema["enum"], !(allowed is [Any]) {
            problems.append("\(path): 'enum' is not a list")
        }
        if let reference = schema["$ref"], (reference as? String)?.hasPrefix("#/$defs/") != true {
            problems.append("\(path): only a '$ref' into '#/$defs/' is followed")
        }
        for keyword in ["properties", "$defs"] where schema[keyword] != nil {
            guard let members = schema[keyword] as? [String: Any] else {
                problems.append("\(path): '\(keyword)' is not an object")
                continue
            }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                problems += unsupported(in: member, at: "\(path)/\(keyword)/\(name)")
            }
        }
        if let items = schema["items"] {
            problems += unsupported(in: items, at: "\(path)/items")
        }
        if let options = schema["oneOf"] {
            guard let options = options as? [Any] else { return problems + ["\(path): 'oneOf' is not a list"] }
            for (index, option) in options.enumerated() {
                problems += unsupported(in: option, at: "\(path)/oneOf/\(index)")
            }
        }
        return problems
    }

    /// The violations of `text` against the schema; empty when it conforms.
    func violations(of text: String) -> [String] {
        guard let document = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else {
            return ["not JSON"]
        }
        return check(document, against: root, at: "$").problems
    }

    /// What checking one value against one schema found: the violations, and the names of the value's
    /// members some part of the schema evaluated, which `unevaluatedProperties` reads.
    private struct Outcome {
        var problems: [String] = []
        var evaluated: Set<String> = []

        mutating func merge(_ other: Self) {
            problems += other.problems
            evaluated.formUnion(other.evaluated)
        }
    }

    private func check(_ value: Any, against schema: [String: Any], at path: String) -> Outcome {
        var outcome = Outcome()
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            if let definition = (root["$defs"] as? [String: Any])?[name] as? [String: Any] {
                outcome.merge(check(value, against: definition, at: path))
            } else {
                outcome.problems.append("\(path): unknown $ref \(reference)")
            }
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            outcome.merge(checkOneOf(value, against: options, at: path))
        }
        outcome.problems += checkValue(value, against: schema, at: path)
        if let object = value as? [String: Any] {
            outcome.merge(checkMembers(of: object, against: schema, at: path))
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() {
                outcome.problems += check(element, against: items, at: "\(path)[\(index)]").problems
            }
        }
        if let object = value as? [String: Any], schema["unevaluatedProperties"] as? Bool == false {
            for name in object.keys.sorted() where !outcome.evaluated.contains(name) {
                outcome.problems.append("\(path): unexpected \(name)")
            }
        }
        return outcome
    }

    /// Exactly one option must match; the members it evaluated count as evaluated here.
    private func checkOneOf(_ value: Any, against options: [[String: Any]], at path: String) -> Outcome {
        let results = options.map { check(value, against: $0, at: path) }
        let matching = results.filter(\.problems.isEmpty)
        if matching.count == 1 { return matching[0] }
        // None matched: the closest option's violations say most about what is wrong.
        let closest = results.min { $0.problems.count < $1.problems.count }?.problems ?? []
        return Outcome(
            problems: ["\(path): matches \(matching.count) of oneOf, not exactly one"]
                + (matching.isEmpty ? closest : []))
    }

    private func checkValue(_ value: Any, against schema: [String: Any], at path: String) -> [String] {
        var problems: [String] = []
        if let types = schema["type"].map({ ($0 as? [String]) ?? [$0 as? String ?? ""] }),
            !types.contains(where: { Self.has(value, type: $0) })
        {
            problems.append("\(path): \(Self.describe(value)) is not \(types.joined(separator: " or "))")
        }
        if let constant = schema["const"], !Self.equal(constant, value) {
            problems.append("\(path): \(Self.describe(value)) is not \(constant)")
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { Self.equal($0, value) }) {
            problems.append("\(path): \(Self.describe(value)) is not one of \(allowed)")
        }
        return problems
    }

    private func checkMembers(of object: [String: Any], against schema: [String: Any], at path: String) -> Outcome {
        var outcome = Outcome()
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for name in schema["required"] as? [String] ?? [] where object[name] == nil {
            outcome.problems.append("\(path): missing \(name)")
        }
        for (name, member) in object.sorted(by: { $0.key < $1.key }) {
            if let property = properties[name] as? [String: Any] {
                outcome.problems += check(member, against: property, at: "\(path).\(name)").problems
                outcome.evaluated.insert(name)
            } else if schema["additionalProperties"] as? Bool == false {
                outcome.problems.append("\(path): unexpected \(name)")
            }
        }
        return outcome
    }

    private static func has(_ value: Any, type: String) -> Bool {
        switch type {
        case "null": value is NSNull
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        // JSONSerialization reads `true` as an NSNumber whose Objective-C type is "c".
        case "boolean": (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
        case "integer":
            (value as? NSNumber).map { !has(value, type: "boolean") && $0.doubleValue == $0.doubleValue.rounded() }
                ?? false
        case "number": value is NSNumber && !has(value, type: "boolean")
        default: false
        }
    }

    private static func equal(_ first: Any, _ second: Any) -> Bool {
        (first as? NSObject)?.isEqual(second) ?? false
    }

    private static func describe(_ value: Any) -> String {
        String(describing: value).prefix(60).description
    }
}
