import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// Once the command line is understood to ask for `--json`, every failure prints exactly one error
/// document on stdout, as `strata help open` promises, whatever failed (the store, the user, the screen),
/// and says the same on stderr as without `--json`. A command line that is not understood has no format
/// yet: it is explained on stderr only.
@MainActor
@Suite("JSON failure document", .serialized)
struct JSONFailureDocumentTests {
    private let schema = RepositoryPaths.root.appendingPathComponent("Docs/strata-json-v1.schema.json")

    /// A `--db` that names no Strata store, made in `directory`.
    enum BadStore: String, CaseIterable, CustomTestStringConvertible {
        case textFile, directory, deviceFile, foreignSQLite

        var testDescription: String { rawValue }

        func path(in directory: URL) throws -> String {
            switch self {
            case .textFile:
                let file = directory.appendingPathComponent("text.db")
                try Data("hello\n".utf8).write(to: file)
                return file.path
            case .directory:
                return directory.path
            case .deviceFile:
                return "/dev/null"
            case .foreignSQLite:
                // Made with Python's own SQLite, as another program would make it.
                let file = directory.appendingPathComponent("notes.db")
                let made = try ChildProcess.run(
                    "/usr/bin/env",
                    [
                        "python3", "-c",
                        "import sqlite3, sys; sqlite3.connect(sys.argv[1]).executescript(sys.argv[2])",
                        file.path, "CREATE TABLE notes (id);",
                    ], within: .seconds(120))
                #expect(made.termination == .success, "\(String(decoding: made.err, as: UTF8.self))")
                return file.path
            }
        }
    }

    /// Every command that opens the store and prints JSON, each form of `todos` that resolves its user
    /// differently included.
    nonisolated static let storeCommands: [[String]] = [
        ["open", "users/1/albums", "--offline"], ["open", "posts", "--offline", "--json=id,title"], ["sync"],
        ["todos", "list", "--user", "1", "--offline"], ["todos", "list", "--offline"],
        ["todos", "add", "--user", "1", "--offline", "Buy milk"], ["todos", "toggle", "3", "--offline"],
    ]

    @Test(
        "a store that cannot be opened prints the error document, for every command and every kind of bad store",
        arguments: BadStore.allCases, storeCommands)
    func storeFailure(store: BadStore, command: [String]) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fail-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = command + (command.contains { $0.hasPrefix("--json") } ? [] : ["--json"])

        let run = await strata(arguments + ["--db", try store.path(in: directory)])

        #expect(run.status == .failure, "\(run.err)")
        #expect(run.err.contains("database"), "the store's own message: \(run.err)")
        try expectErrorDocument(run, part: command[0])
    }

    @Test("nobody signed in, for a command that needs someone, prints the error document and exits 2")
    func nobodySignedIn() async throws {
        for command in [["todos", "list"], ["todos", "add", "Buy milk"], ["open", "todos"]] {
            let run = await strata(command + ["--offline", "--json"])

            #expect(run.status == .usage, "\(command): \(run.err)")
            #expect(run.err.contains("Run 'strata help"), "the usage is still on stderr: \(run.err)")
            try expectErrorDocument(run, part: command[0])
        }
    }

    @Test("a --user that cannot be looked up prints the error document naming the request")
    func userLookupFailure() async throws {
        let run = await strata(
            "open", "posts", "--user", "9999", "--json", "--base-url", "http://127.0.0.1:1", "--timeout", "10")

        #expect(run.status == .failure, "\(run.err)")
        let error = try expectErrorDocument(run, part: "open")
        #expect(error["request"] as? String == "GET /users/9999", "\(error)")
    }

    @Test(
        "a command line that is not understood prints nothing on stdout, only its usage on stderr",
        arguments: [
            ["todos", "add", "--user", "1", "--json"], ["open", "posts", "--json", "nosuchfield"],
            ["sync", "--offline", "--json"],
        ])
    func notUnderstood(command: [String]) async {
        let run = await strata(command)

        #expect(run.status == .usage)
        #expect(run.out == "")
        #expect(run.err.hasSuffix("for usage.\n"), "\(run.err)")
    }

    @Test("help says both: a failure prints the error document, a command line not understood only stderr")
    func helpSaysSo() async {
        let help = await strata("help", "open", environment: ["COLUMNS": "1000"]).out

        #expect(help.contains("a failure prints the error document"))
        #expect(help.contains("a command line that is not understood is explained on stderr only (exit 2)"))
    }

    /// Checks that stdout is one line holding exactly the schema's error document, from `part`, with the
    /// message stderr gives first; returns its `error` object.
    @discardableResult
    private func expectErrorDocument(
        _ run: (status: ExitCode, out: String, err: String), part: String
    ) throws -> [String: Any] {
        let validator = try JSONSchemaValidator(schemaAt: schema)
        #expect(validator.violations(of: run.out) == [], "\(run.out.prefix(300))")
        #expect(run.out.filter { $0 == "\n" }.count == 1 && run.out.hasSuffix("\n"), "one document: \(run.out)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], "\(run.out)")
        let error = try #require(document["error"] as? [String: Any], "the error branch: \(run.out)")
        let firstLine = run.err.split(separator: "\n").first.map(String.init) ?? ""
        #expect(error["part"] as? String == part)
        #expect(error["message"] as? String == String(firstLine.dropFirst("strata: ".count)), "\(run.err)")
        return error
    }
}
