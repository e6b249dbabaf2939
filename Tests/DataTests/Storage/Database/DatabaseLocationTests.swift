import Foundation
import Testing

@testable import StrataData

@Suite("Database location")
struct DatabaseLocationTests {
    private let home = URL(fileURLWithPath: "/home/ada")

    @Test(
        "the location follows flag, STRATA_DB, XDG_DATA_HOME, then ~/.local/share",
        arguments: [
            (nil, [:], "/home/ada/.local/share/strata/strata.sqlite3"),
            (nil, ["HOME": "/users/bo"], "/users/bo/.local/share/strata/strata.sqlite3"),
            (nil, ["XDG_DATA_HOME": "/data"], "/data/strata/strata.sqlite3"),
            (nil, ["XDG_DATA_HOME": "relative/data"], "/home/ada/.local/share/strata/strata.sqlite3"),
            (nil, ["XDG_DATA_HOME": ""], "/home/ada/.local/share/strata/strata.sqlite3"),
            (nil, ["STRATA_DB": "/tmp/env.db", "XDG_DATA_HOME": "/data"], "/tmp/env.db"),
            ("/tmp/flag.db", ["STRATA_DB": "/tmp/env.db"], "/tmp/flag.db"),
            ("", ["STRATA_DB": "/tmp/env.db"], "/tmp/env.db"),
            (":memory:", ["STRATA_DB": "/tmp/env.db"], ":memory:"),
            (nil, ["STRATA_DB": ":memory:"], ":memory:"),
        ] as [(String?, [String: String], String)]
    )
    func resolves(flag: String?, environment: [String: String], expected: String) {
        let location = DatabaseLocation.resolve(explicitPath: flag, environment: environment, homeDirectory: home)

        #expect(location.path == expected)
    }

    @Test(":memory: is a throwaway store, not a file of that name")
    func memory() {
        #expect(DatabaseLocation(path: ":memory:") == .inMemory)
    }

    @Test("a relative path is taken from the current directory")
    func relativePath() {
        let cwd = FileManager.default.currentDirectoryPath

        #expect(
            DatabaseLocation(path: "data/my.db").path
                == URL(fileURLWithPath: cwd).appendingPathComponent("data/my.db").path)
    }
}
