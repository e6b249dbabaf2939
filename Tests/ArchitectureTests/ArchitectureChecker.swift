import Foundation

/// A breach of the dependency direction, located precisely enough to fix.
struct Violation: Hashable, CustomStringConvertible {
    let target: String
    /// The source file relative to the package root, or `Package.swift` for a declared dependency.
    let location: String
    let module: String

    var description: String { "\(target) must not depend on \(module) (\(location))" }
}

/// Checks a package's declared graph and every import in its production sources against `LayerRules`.
///
/// Reading the sources matters on Linux, where SwiftPM lets a target import any module that happens
/// to be built before it, declared or not.
struct ArchitectureChecker {
    let rules: LayerRules

    func violations(in graph: PackageGraph, root: URL) throws -> [Violation] {
        var violations: [Violation] = []
        for target in graph.targets where !target.isTestCode {
            guard rules.knows(target.name) else {
                violations.append(Violation(target: target.name, location: "Package.swift", module: "<no layer rule>"))
                continue
            }
            for dependency in target.dependencies where !rules.allows(target.name, toImport: dependency, guarded: false)
            {
                violations.append(Violation(target: target.name, location: "Package.swift", module: dependency))
            }
            let directory = root.appendingPathComponent(target.path ?? "Sources/\(target.name)")
            for file in try swiftFiles(in: directory) {
                let source = try String(contentsOf: file, encoding: .utf8)
                let relativePath = String(file.path.dropFirst(root.path.count + 1))
                for statement in ImportScanner.imports(in: source)
                where !rules.allows(target.name, toImport: statement.module, guarded: statement.isGuarded) {
                    violations.append(
                        Violation(
                            target: target.name, location: "\(relativePath):\(statement.line)", module: statement.module
                        )
                    )
                }
            }
        }
        return violations
    }

    private func swiftFiles(in directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
