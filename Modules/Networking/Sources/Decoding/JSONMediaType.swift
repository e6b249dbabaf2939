import Foundation

/// Whether a `Content-Type` names JSON: `application/json` or a `+json` type such as
/// `application/problem+json`, with any parameters.
enum JSONMediaType {
    static func matches(_ contentType: String) -> Bool {
        let essence = contentType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        let type = essence.trimmingCharacters(in: .whitespaces).lowercased()
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }
}
