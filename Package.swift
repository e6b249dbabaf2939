// swift-tools-version: 6.0
import PackageDescription

/// Strata: one library product per Clean Architecture layer, plus the `strata` app.
///
/// The dependency direction (Domain ← Data → Networking, Domain ← Presentation, App → everything) is
/// declared here and enforced twice: by `--explicit-target-dependency-import-check error` in CI and by
/// the architecture test in `Tests/ArchitectureTests`.
let package = Package(
    name: "Strata",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "StrataDomain", targets: ["StrataDomain"]),
        .library(name: "StrataJSON", targets: ["StrataJSON"]),
        .library(name: "StrataNetworking", targets: ["StrataNetworking"]),
        .library(name: "StrataSQLite", targets: ["StrataSQLite"]),
        .library(name: "StrataData", targets: ["StrataData"]),
        .library(name: "StrataPresentation", targets: ["StrataPresentation"]),
        .executable(name: "strata", targets: ["StrataCLI"]),
        .executable(name: "strata-bench", targets: ["StrataBenchmarks"]),
    ],
    targets: [
        .target(name: "StrataDomain", path: "Modules/Domain"),
        // The JSON decoder kit: the standard library and Foundation only, so anyone can use it alone.
        .target(name: "StrataJSON", path: "Modules/Networking/JSON"),
        .target(
            name: "StrataNetworking",
            dependencies: ["StrataJSON", .target(name: "CCurl", condition: .when(platforms: [.linux]))],
            path: "Modules/Networking/Sources"
        ),
        // libcurl backs `CurlTransport`, the Linux default, because URLSession there busy-polls while it
        // waits. Apple platforms keep URLSession and never build this module. Its header declares the
        // interface and the library is linked by its runtime name, so no libcurl headers are needed.
        .target(
            name: "CCurl",
            path: "Modules/Networking/CCurl",
            linkerSettings: [.linkedLibrary(":libcurl.so.4", .when(platforms: [.linux]))]
        ),
        // SQLite: the SDK's on Apple platforms; elsewhere declared by the header and linked by the
        // runtime name, so libsqlite3-0 is enough and libsqlite3-dev is not needed.
        .target(
            name: "CSQLite",
            path: "Modules/Data/CSQLite",
            linkerSettings: [
                .linkedLibrary(":libsqlite3.so.0", .when(platforms: [.linux])),
                .linkedLibrary("sqlite3", .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
            ]
        ),
        // The SQLite kit: Foundation and the C library only, so anyone can use it alone.
        .target(name: "StrataSQLite", dependencies: ["CSQLite"], path: "Modules/Data/SQLite"),
        .target(
            name: "StrataData",
            dependencies: ["StrataDomain", "StrataNetworking", "StrataSQLite"],
            path: "Modules/Data/Sources",
            resources: [.copy("Resources/jsonplaceholder")]
        ),
        .target(name: "StrataPresentation", dependencies: ["StrataDomain"], path: "Modules/Presentation"),
        // The composition root: the only module that knows every layer.
        .target(
            name: "StrataComposition",
            dependencies: ["StrataDomain", "StrataNetworking", "StrataData", "StrataPresentation"],
            path: "Modules/App/Composition"
        ),
        // The terminal front end: it knows the view models and nothing below them.
        .target(name: "StrataTerminalUI", dependencies: ["StrataPresentation"], path: "Modules/App/TerminalUI"),
        // `strata`: the command line and main, over the composition root and the terminal front end.
        .executableTarget(
            name: "StrataCLI",
            dependencies: ["StrataComposition", "StrataTerminalUI", "StrataPresentation", "StrataDomain"],
            path: "Modules/App/CLI"
        ),
        // Measures what unit tests cannot measure reliably (idle CPU, deadlines); Scripts/ runs it.
        .executableTarget(
            name: "StrataNetworkProbe",
            dependencies: ["StrataNetworking"],
            path: "Tools/NetworkProbe"
        ),
        // strata-bench: decode, mapping and end-to-end throughput, each beside its baseline.
        .executableTarget(
            name: "StrataBenchmarks",
            dependencies: [
                "StrataDomain", "StrataJSON", "StrataNetworking", "StrataData", "StrataPresentation",
                // Only for `SplitMix64`, so benchmark payloads and randomized tests share one generator.
                "StrataTestSupport",
            ],
            path: "Benchmarks/StrataBenchmarks"
        ),
        // `swift package --allow-writing-to-package-directory scaffold-scene NAME`: writes a list + details
        // scene for a REST resource across every layer, with its tests; see StrataPresentation's "Adding a
        // scene" article.
        .plugin(
            name: "ScaffoldScene",
            capability: .command(
                intent: .custom(verb: "scaffold-scene", description: "Writes a list + details scene for a resource"),
                permissions: [.writeToPackageDirectory(reason: "It writes the scene's files and its registrations")]
            ),
            path: "Plugins/ScaffoldScene"
        ),

        .target(
            name: "StrataTestSupport",
            dependencies: ["StrataDomain", "StrataJSON"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: ["StrataDomain", "StrataTestSupport"],
            path: "Tests/DomainTests"
        ),
        .testTarget(
            name: "JSONTests",
            dependencies: ["StrataJSON", "StrataTestSupport"],
            path: "Tests/JSONTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["StrataNetworking", "StrataJSON", "StrataTestSupport"],
            path: "Tests/NetworkingTests"
        ),
        .testTarget(
            name: "SQLiteTests",
            dependencies: ["StrataSQLite"],
            path: "Tests/SQLiteTests"
        ),
        .testTarget(
            name: "DataTests",
            dependencies: [
                "StrataData", "StrataDomain", "StrataNetworking", "StrataSQLite", "StrataTestSupport", "StorageTorture",
            ],
            path: "Tests/DataTests"
        ),
        // Writes todos in a loop and reports each commit, so a test can kill it with SIGKILL mid-write.
        .executableTarget(
            name: "StorageTorture",
            dependencies: ["StrataData", "StrataNetworking"],
            path: "Tests/StorageTorture"
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["StrataPresentation", "StrataDomain", "StrataTestSupport"],
            path: "Tests/PresentationTests"
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: ["StrataComposition", "StrataPresentation", "StrataDomain", "StrataTestSupport"],
            path: "Tests/CompositionTests"
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "StrataTerminalUI", "StrataPresentation", "StrataDomain", "StrataComposition", "StrataTestSupport",
            ],
            path: "Tests/TerminalUITests"
        ),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "StrataCLI", "StrataComposition", "StrataDomain", "StrataPresentation", "StrataTestSupport",
            ],
            path: "Tests/CLITests",
            exclude: ["Terminal/Golden"]
        ),
        // Issue 10's scenarios, through the real binary against the test server.
        .testTarget(
            name: "SyncScenarioTests",
            dependencies: ["StrataCLI", "StrataNetworking", "StrataTestSupport"],
            path: "Tests/SyncScenarioTests"
        ),
        // The sync proven by simulation: seeded schedules of processes, servers, faults and clocks.
        .testTarget(
            name: "SyncSimulationTests",
            dependencies: ["StrataData", "StrataDomain", "StrataNetworking", "StrataSQLite", "StrataTestSupport"],
            path: "Tests/SyncSimulationTests"
        ),
        // Issue 11's store findings, through the real binary.
        .testTarget(
            name: "StoreScenarioTests",
            dependencies: ["StrataCLI", "StrataTestSupport"],
            path: "Tests/StoreScenarioTests"
        ),
        .testTarget(
            name: "ArchitectureTests",
            dependencies: ["StrataTestSupport"],
            path: "Tests/ArchitectureTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
