/// The dependency direction of Strata, as data: which modules each production target may import.
///
/// This table is the single source of truth; `Package.swift` declares the same graph and CI builds
/// with `--explicit-target-dependency-import-check error`, so the rule is checked three ways.
struct LayerRules {
    /// Modules that ship with the Swift toolchain's standard library and may be imported anywhere.
    static let standardLibrary: Set<String> = ["Swift", "_Concurrency", "Synchronization", "_StringProcessing"]

    /// Platform C libraries: only inside `#if canImport(…)` or `#if os(…)`, so code stays portable.
    static let platformLibraries: Set<String> = ["Glibc", "Musl", "Darwin", "WinSDK", "Android"]

    /// Targets whose rules say "anything": the benchmark, which measures every layer side by side.
    static let unrestricted: Set<String> = ["StrataBenchmarks"]

    var allowedImports: [String: Set<String>]

    static let strata = LayerRules(allowedImports: [
        "StrataDomain": ["Foundation"],
        // The JSON decoder kit imports no Strata module, so it can be used alone.
        "StrataJSON": ["Foundation"],
        "StrataNetworking": ["Foundation", "FoundationNetworking", "CCurl", "StrataJSON"],
        // The libcurl system library: C headers only, for the Networking layer alone.
        "CCurl": [],
        // The SQLite kit imports no Strata module, so it can be used alone.
        "StrataSQLite": ["Foundation", "CSQLite"],
        "StrataData": ["StrataDomain", "StrataNetworking", "StrataSQLite", "Foundation"],
        "StrataPresentation": ["StrataDomain", "Foundation", "Observation"],
        // The system SQLite library: a module map and a C header, importing nothing.
        "CSQLite": [],
        // The composition root: the only module that knows every layer.
        "StrataComposition": ["StrataDomain", "StrataData", "StrataNetworking", "StrataPresentation", "Foundation"],
        // The terminal front end knows the view models and nothing below them.
        "StrataTerminalUI": ["StrataPresentation", "Foundation", "Observation", "Dispatch"],
        // The executable: the command line over the composition root and the front end.
        "StrataCLI": ["StrataComposition", "StrataTerminalUI", "StrataPresentation", "StrataDomain", "Foundation"],
        // A measuring tool for the Networking layer, and nothing else.
        "StrataNetworkProbe": ["StrataNetworking", "Foundation", "FoundationNetworking"],
        // The scene generator: SwiftPM's plugin API and Foundation; it reads and writes text, never Strata.
        "ScaffoldScene": ["PackagePlugin", "Foundation"],
    ])

    /// Whether `target` may import `module`; `guarded` tells whether the import sits inside a
    /// platform condition.
    func allows(_ target: String, toImport module: String, guarded: Bool) -> Bool {
        if Self.unrestricted.contains(target) || Self.standardLibrary.contains(module) { return true }
        if Self.platformLibraries.contains(module) { return guarded }
        return allowedImports[target]?.contains(module) ?? false
    }

    /// Whether `target` is a production module this table knows. A new target must be added here on
    /// purpose before it passes.
    func knows(_ target: String) -> Bool {
        Self.unrestricted.contains(target) || allowedImports[target] != nil
    }
}
