import Foundation
import StrataTestSupport
import Testing

@Suite("Architecture")
struct ArchitectureTests {
    @Test("Strata's declared graph and every import follow the layer rules")
    func strataFollowsTheRules() throws {
        let graph = try PackageGraph.load(packageAt: RepositoryPaths.root)
        let production = graph.targets.filter { !$0.isTestCode }.map(\.name)
        #expect(
            Set(production).isSuperset(of: [
                "StrataDomain", "StrataJSON", "StrataNetworking", "StrataSQLite", "StrataData", "StrataPresentation",
                "StrataComposition", "StrataTerminalUI", "StrataCLI",
            ]))

        let violations = try ArchitectureChecker(rules: .strata).violations(in: graph, root: RepositoryPaths.root)

        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test("a package that breaks the rules is caught, import by import")
    func violatingFixtureIsRejected() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-arch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(
            """
            import Foundation
            import StrataNetworking
            #if canImport(Glibc)
                import Glibc
            #endif
            """,
            to: root.appendingPathComponent("Modules/Domain/Post.swift")
        )
        try write(
            """
            import Observation
            @preconcurrency import SwiftUI
            import FoundationNetworking
            // import UIKit is only a comment
            import Glibc
            """,
            to: root.appendingPathComponent("Modules/Presentation/Scenes/ListView.swift")
        )
        try write("import StrataDomain\n", to: root.appendingPathComponent("Modules/Networking/JSON/Decoder.swift"))
        try write(
            "import CSQLite\nimport StrataData\n", to: root.appendingPathComponent("Modules/Data/SQLite/Database.swift")
        )
        try write(
            "import StrataPresentation\nimport StrataData\nimport StrataNetworking\nimport StrataJSON\n",
            to: root.appendingPathComponent("Modules/App/TerminalUI/Frame.swift"))
        try write("import StrataTerminalUI\n", to: root.appendingPathComponent("Modules/Presentation/Binding.swift"))
        let graph = PackageGraph(targets: [
            .init(name: "StrataDomain", type: "regular", path: "Modules/Domain", dependencies: ["StrataNetworking"]),
            .init(name: "StrataJSON", type: "regular", path: "Modules/Networking/JSON", dependencies: []),
            .init(
                name: "StrataSQLite", type: "regular", path: "Modules/Data/SQLite",
                dependencies: ["CSQLite", "StrataDomain"]),
            .init(
                name: "StrataPresentation", type: "regular", path: "Modules/Presentation",
                dependencies: ["StrataDomain"]),
            .init(name: "StrataExtras", type: "regular", path: "Modules/Extras", dependencies: []),
            .init(
                name: "StrataTerminalUI", type: "regular", path: "Modules/App/TerminalUI",
                dependencies: ["StrataPresentation"]),
        ])

        let violations = try ArchitectureChecker(rules: .strata).violations(in: graph, root: root)

        #expect(
            Set(violations) == [
                Violation(target: "StrataDomain", location: "Package.swift", module: "StrataNetworking"),
                Violation(target: "StrataDomain", location: "Modules/Domain/Post.swift:2", module: "StrataNetworking"),
                Violation(
                    target: "StrataPresentation", location: "Modules/Presentation/Scenes/ListView.swift:2",
                    module: "SwiftUI"),
                Violation(
                    target: "StrataPresentation", location: "Modules/Presentation/Scenes/ListView.swift:3",
                    module: "FoundationNetworking"
                ),
                Violation(
                    target: "StrataPresentation", location: "Modules/Presentation/Scenes/ListView.swift:5",
                    module: "Glibc"),
                Violation(
                    target: "StrataJSON", location: "Modules/Networking/JSON/Decoder.swift:1", module: "StrataDomain"),
                Violation(target: "StrataSQLite", location: "Package.swift", module: "StrataDomain"),
                Violation(
                    target: "StrataSQLite", location: "Modules/Data/SQLite/Database.swift:2", module: "StrataData"),
                Violation(target: "StrataExtras", location: "Package.swift", module: "<no layer rule>"),
                Violation(
                    target: "StrataTerminalUI", location: "Modules/App/TerminalUI/Frame.swift:2", module: "StrataData"),
                Violation(
                    target: "StrataTerminalUI", location: "Modules/App/TerminalUI/Frame.swift:3",
                    module: "StrataNetworking"),
                Violation(
                    target: "StrataTerminalUI", location: "Modules/App/TerminalUI/Frame.swift:4", module: "StrataJSON"),
                Violation(
                    target: "StrataPresentation", location: "Modules/Presentation/Binding.swift:1",
                    module: "StrataTerminalUI"),
            ]
        )
    }

    @Test(
        "the scanner reads every import form",
        arguments: [
            ("import Foundation", "Foundation"),
            ("@testable import StrataData", "StrataData"),
            ("@_exported import StrataDomain", "StrataDomain"),
            ("public import StrataNetworking", "StrataNetworking"),
            ("import struct StrataDomain.Post", "StrataDomain"),
            ("@preconcurrency internal import Dispatch // why", "Dispatch"),
        ]
    )
    func scannerReadsImportForms(line: String, module: String) {
        #expect(ImportScanner.imports(in: line).map(\.module) == [module])
    }

    @Test("imports inside comments and multi-line strings are not imports")
    func scannerSkipsCommentsAndStrings() {
        let source = """
            /*
            import UIKit
            */
            let text = \"\"\"
                import AppKit
                \"\"\"
            // import SwiftUI
            import Foundation
            """
        #expect(ImportScanner.imports(in: source).map(\.module) == ["Foundation"])
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
