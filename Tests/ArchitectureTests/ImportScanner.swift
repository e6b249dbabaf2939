import Foundation

/// One `import` statement found in a source file.
struct ImportStatement: Hashable {
    let module: String
    let line: Int
    /// Inside `#if canImport(…)` or `#if os(…)`.
    let isGuarded: Bool
}

/// Reads the imports of a Swift source file without compiling it: every import form (`@testable`,
/// `@_exported`, access-level, `import struct M.T`), skipping comments and string literals, and noting
/// whether each sits inside a platform condition.
enum ImportScanner {
    static func imports(in source: String) -> [ImportStatement] {
        var found: [ImportStatement] = []
        var conditions: [Bool] = []  // per open #if: does it test the platform?
        var inBlockComment = false
        var inMultilineString = false

        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = rawLine.trimmingLeadingSpaces()
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...].trimmingLeadingSpaces()
                inBlockComment = false
            }
            if line.filter({ $0 == "\"" }).count >= 3, line.contains("\"\"\"") {
                let quotes = line.components(separatedBy: "\"\"\"").count - 1
                if quotes % 2 == 1 { inMultilineString.toggle() }
                continue
            }
            if inMultilineString { continue }
            if line.hasPrefix("/*") && !line.contains("*/") {
                inBlockComment = true
                continue
            }

            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            switch first {
            case "#if":
                conditions.append(isPlatformCondition(line))
            case "#elseif":
                if !conditions.isEmpty { conditions[conditions.count - 1] = isPlatformCondition(line) }
            case "#endif":
                _ = conditions.popLast()
            default:
                if let module = importedModule(words) {
                    found.append(ImportStatement(module: module, line: index + 1, isGuarded: conditions.contains(true)))
                }
            }
        }
        return found
    }

    private static let attributesAndModifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private",
    ]
    private static let declarationKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    private static func importedModule(_ words: [String]) -> String? {
        var rest = words[...]
        while let word = rest.first, word.hasPrefix("@") || attributesAndModifiers.contains(word) {
            rest = rest.dropFirst()
        }
        guard rest.first == "import" else { return nil }
        rest = rest.dropFirst()
        if let kind = rest.first, declarationKinds.contains(kind) { rest = rest.dropFirst() }
        guard let path = rest.first else { return nil }
        let module = path.split(separator: ".").first.map(String.init) ?? path
        return module.split(separator: "/").first.map(String.init)
    }

    private static func isPlatformCondition(_ line: Substring) -> Bool {
        line.contains("canImport(") || line.contains("os(")
    }
}

extension Substring {
    fileprivate func trimmingLeadingSpaces() -> Substring {
        drop(while: { $0 == " " || $0 == "\t" })
    }
}
