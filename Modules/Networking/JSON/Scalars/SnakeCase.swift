import Foundation

/// Foundation's `convertFromSnakeCase` key conversion, reproduced exactly so that
/// `.convertFromSnakeCase` maps the same document keys to the same `CodingKey`s.
enum SnakeCase {
    /// `"_first_name__"` becomes `"_firstName__"`; keys without inner underscores are unchanged.
    static func convert(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        guard let firstNonUnderscore = key.firstIndex(where: { $0 != "_" }) else { return key }
        var lastNonUnderscore = key.index(before: key.endIndex)
        while lastNonUnderscore > firstNonUnderscore && key[lastNonUnderscore] == "_" {
            key.formIndex(before: &lastNonUnderscore)
        }
        let keyRange = firstNonUnderscore...lastNonUnderscore
        let leading = key[key.startIndex..<firstNonUnderscore]
        let trailing = key[key.index(after: lastNonUnderscore)..<key.endIndex]
        let components = key[keyRange].split(separator: "_")
        let joined: String
        if components.count == 1 {
            joined = String(key[keyRange])
        } else {
            joined = ([components[0].lowercased()] + components[1...].map { $0.capitalized }).joined()
        }
        return String(leading) + joined + String(trailing)
    }
}
