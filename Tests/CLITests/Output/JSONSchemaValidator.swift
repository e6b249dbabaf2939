import Foundation

/// Checks a JSON document against the JSON Schema subset `Docs/strata-json-v1.schema.json` uses:
/// `type`, `const`, `enum`, `properties`, `required`, `additionalProperties: false`, `items`, `oneOf`
/// and `$ref` into `$defs`. Every violation is reported with its path.
struct JSONSchemaValidator {
    private let root: [String: Any]

    init(schemaAt url: URL) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
    }

    /// The violations of `text` against the schema; empty when it conforms.
    func violations(of text: String) -> [String] {
        guard let document = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else {
            return ["not JSON"]
        }
        return check(document, against: root, at: "$")
    }

    private func check(_ value: Any, against schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let definition = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else {
                return ["\(path): unknown $ref \(reference)"]
            }
            return check(value, against: definition, at: path)
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let results = options.map { check(value, against: $0, at: path) }
            let matching = results.filter(\.isEmpty).count
            if matching == 1 { return [] }
            // None matched: the closest option's violations say most about what is wrong.
            let closest = results.min { $0.count < $1.count } ?? []
            return ["\(path): matches \(matching) of oneOf, not exactly one"] + (matching == 0 ? closest : [])
        }
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
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                problems.append("\(path): missing \(name)")
            }
            for (name, member) in object {
                if let property = properties[name] as? [String: Any] {
                    problems += check(member, against: property, at: "\(path).\(name)")
                } else if schema["additionalProperties"] as? Bool == false {
                    problems.append("\(path): unexpected \(name)")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() {
                problems += check(element, against: items, at: "\(path)[\(index)]")
            }
        }
        return problems
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
