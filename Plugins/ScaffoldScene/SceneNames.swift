/// The names one scene is written with, derived once from the resource's plural and singular, so every
/// template spells them the same way: `widgets` gives `Widget`, `WidgetsRepository`, `widgetID`.
struct SceneNames {
    /// The resource as the API names it, lower-case and plural: `widgets`, the route and the path.
    let name: String
    /// One of it, lower-case: `widget`.
    let singular: String

    /// The entity's type name: `Widget`.
    var entity: String { Self.capitalized(singular) }
    /// The plural as it starts a type name: `Widgets`, as in `WidgetsRepository`.
    var plural: String { Self.capitalized(name) }
    /// "a widget", "an item": the singular with its article, for doc comments and messages.
    var aSingular: String { (singular.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + singular }
    /// "A widget", "An item": the same, to start a sentence.
    var aSingularCapitalized: String { Self.capitalized(aSingular) }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}

extension SceneNames {
    /// Why a name cannot be a scene's, or `nil` when it can: a Swift identifier once capitalised, not a
    /// keyword, and one word of lower-case letters and digits, as a REST path segment is.
    static func problem(with word: String, role: String) -> String? {
        guard let first = word.unicodeScalars.first, ("a"..."z").contains(first),
            word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else {
            return "\(role) '\(word)' must be lower-case letters and digits, starting with a letter ([a-z][a-z0-9]*)"
        }
        guard !keywords.contains(word) else {
            return "\(role) '\(word)' is a Swift keyword, which would not compile as the names made from it"
        }
        return nil
    }

    /// Swift's keywords and the contextual words that would break a declaration or a `case` made from
    /// the name, as `let default` or `struct Type` would.
    private static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "throws", "switch", "where", "while", "any", "as", "await", "false",
        "is", "nil", "self", "super", "true", "try", "some", "async", "actor", "package", "type", "mutating",
        "override", "required", "convenience", "dynamic", "final", "lazy", "optional", "weak", "unowned",
        "indirect", "macro",
    ]

    /// Members the scene's code declares beside the ones named after the resource, which a resource of
    /// the same name would collide with: a row's `title`, a view's `model`, a flow's `navigation`.
    static let reservedMembers: Set<String> = [
        "body", "content", "dependencies", "flow", "freshness", "id", "items", "keys", "list", "loader", "model",
        "navigation", "policy", "route", "screen", "state", "title", "value",
    ]

    /// Types of the standard library and Foundation the generated code uses or could meet, which an
    /// entity of the same name would shadow in every file of its module.
    static let reservedTypes: Set<String> = [
        "Any", "Array", "Bool", "Character", "Data", "Date", "Decoder", "Dictionary", "Double", "Encoder", "Error",
        "Float", "Int", "Never", "Observable", "Optional", "Result", "Sequence", "Set", "String", "Task", "URL",
        "UUID", "Void",
    ]
}
