import Foundation

/// What the package's sources already declare, read as text: the generator must not declare a type
/// twice nor register a route that parses already.
struct SourceIndex {
    let root: URL

    /// A route form, as `Route.forms` lists it, whose first segment is `name`; `nil` when there is none.
    func existingRoute(startingWith name: String) -> String? {
        let folder = root.appendingPathComponent("Modules/Presentation/Navigation/Routes")
        for file in swiftFiles(under: folder) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for end in ["\"", "/", "?"] where text.contains("\"\(name)\(end)") {
                return end == "\"" ? name : "\(name)\(end)…"
            }
        }
        return nil
    }

    /// The first of `keys` the JSON schema names already, where the scene's own names would go: a
    /// definition (the key itself or its screen's, `<key>Screen`), a field of every screen's header, or
    /// a screen's name.
    func schemaKey(among keys: [String]) -> String? {
        let url = root.appendingPathComponent("Docs/strata-json-v1.schema.json")
        guard let data = try? Data(contentsOf: url),
            let schema = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let definitions = schema["$defs"] as? [String: Any]
        else { return nil }
        let header = (definitions["screen"] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
        var taken = Set(definitions.keys).union(header.keys)
        for case let definition as [String: Any] in definitions.values {
            guard let screen = (definition["properties"] as? [String: Any])?["screen"] as? [String: Any] else {
                continue
            }
            taken.formUnion([screen["const"] as? String].compactMap { $0 } + (screen["enum"] as? [String] ?? []))
        }
        return keys.first { taken.contains($0) || taken.contains("\($0)Screen") }
    }

    /// Every type name declared at the top level of a file in Modules and Tests, with the first file
    /// declaring it. A nested type (indented) clashes with nothing a scene declares, so it is left out.
    func declaredTypeNames() -> [String: String] {
        let pattern = /^(?:[@A-Za-z]+\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/
        var declared: [String: String] = [:]
        for folder in ["Modules", "Tests"] {
            for file in swiftFiles(under: root.appendingPathComponent(folder)) {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                let relative = String(file.path.dropFirst(root.path.count + 1))
                for line in text.split(separator: "\n") {
                    guard let match = line.prefixMatch(of: pattern), declared[String(match.1)] == nil else { continue }
                    declared[String(match.1)] = relative
                }
            }
        }
        return declared
    }

    private func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
