import Foundation
import StrataTestSupport

/// The targets a package declares, read from `swift package dump-package`: the graph as SwiftPM sees
/// it, not as a reader of `Package.swift` hopes it is.
struct PackageGraph: Decodable {
    struct Target: Decodable {
        let name: String
        let type: String
        let path: String?
        let dependencies: [String]

        private enum CodingKeys: String, CodingKey {
            case name, type, path, dependencies
        }

        init(name: String, type: String, path: String?, dependencies: [String]) {
            self.name = name
            self.type = type
            self.path = path
            self.dependencies = dependencies
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            path = try container.decodeIfPresent(String.self, forKey: .path)
            // Each dependency is an object such as {"byName": ["StrataDomain", null]} or
            // {"product": ["Name", "package", …]}; the first string is the name in every form.
            let raw = try container.decode([[String: [JSONScalar]]].self, forKey: .dependencies)
            dependencies = raw.compactMap { $0.values.first?.first?.string }
        }

        var isTestCode: Bool { type == "test" || (path?.hasPrefix("Tests/") ?? false) }
    }

    let targets: [Target]

    /// Runs SwiftPM on the package at `root`, with its own scratch directory so it never waits for the
    /// lock that the running `swift test` holds on `.build`.
    static func load(packageAt root: URL) throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strata-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dumped = try ChildProcess.run(
            "/usr/bin/env",
            ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"],
            stderr: .null, within: .seconds(600))
        return try JSONDecoder().decode(PackageGraph.self, from: dumped.out)
    }
}

/// A JSON scalar in the dependency arrays, which mix strings and nulls.
struct JSONScalar: Decodable {
    let string: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        string = try? container.decode(String.self)
    }
}
