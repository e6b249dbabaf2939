import Foundation

/// Paths inside this repository, found from this source file so tests run from any directory.
public enum RepositoryPaths {
    /// The package root, beside `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static let testServerScript = root.appendingPathComponent("Tests/Server/jsonplaceholder_server.py")

    /// The JSONPlaceholder dataset (MIT, license beside it).
    public static let jsonPlaceholderData = root.appendingPathComponent("Tests/Fixtures/jsonplaceholder/data.json")
    /// The JSONTestSuite conformance files (MIT, its LICENSE beside them).
    public static let jsonTestSuite = root.appendingPathComponent("Tests/JSONTests/Fixtures/JSONTestSuite")

    /// The built `strata` executable of the current configuration, beside the test bundle.
    public static var strataExecutable: URL { builtExecutable(named: "strata") }

    /// An executable product built with the tests, found beside the test bundle (or in the debug build
    /// directory when the bundle sits elsewhere).
    public static func builtExecutable(named name: String) -> URL {
        let bundleDirectory = Bundle.main.bundleURL
        for directory in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return root.appendingPathComponent(".build/debug/\(name)")
    }
}
