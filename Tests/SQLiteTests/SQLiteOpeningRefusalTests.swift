import Foundation
import Testing

@testable import StrataSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the kit refuses before it touches anything: a path that is not a regular file, a companion that
/// is not one, and a file whose version or tables the migrator cannot vouch for.
@Suite("SQLite opening refusals")
struct SQLiteOpeningRefusalTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode
    }

    @Test("a FIFO or a directory is refused, its mode unchanged and nothing made beside it")
    func notRegular() async throws {
        let fifo = directory.file("fifo").path
        let folder = directory.file("folder").path
        #expect(mkfifo(fifo, 0o666) == 0 && mkdir(folder, 0o777) == 0)
        chmod(fifo, 0o666)
        chmod(folder, 0o777)

        let fifoError = await sqliteError { try bareDatabase(path: fifo) }
        let folderError = await sqliteError { try bareDatabase(path: folder) }

        #expect(
            fifoError
                == SQLiteError(
                    .cannotOpen, path: fifo,
                    message: "it is a named pipe (FIFO), not a regular file; it was left untouched"))
        #expect(folderError?.message == "it is a directory, not a regular file; it was left untouched")
        #expect(mode(fifo) & 0o777 == 0o666 && mode(folder) & 0o777 == 0o777)
        #expect(try listing() == ["fifo", "folder"])
    }

    @Test("a companion that is a link is refused, and what it points to is left alone")
    func linkedCompanion() async throws {
        let path = directory.file("store.sqlite3").path
        _ = try bareDatabase(path: path)
        let target = directory.file("elsewhere").path
        #expect(FileManager.default.createFile(atPath: target, contents: Data("keep".utf8)))
        chmod(target, 0o644)
        #expect(symlink(target, path + "-journal") == 0)

        let error = await sqliteError { try bareDatabase(path: path) }

        #expect(error?.kind == .cannotOpen)
        #expect(error?.message == "\(path)-journal is a symbolic link, not a regular file; both were left untouched")
        #expect(mode(target) & 0o777 == 0o644)
    }

    private static let steps = [
        SQLiteMigration(version: 1, name: "a", script: "CREATE TABLE a (x INTEGER NOT NULL)"),
        SQLiteMigration(version: 2, name: "b", script: "CREATE TABLE b (y TEXT)"),
        SQLiteMigration(version: 3, name: "a gains z", script: "ALTER TABLE a ADD COLUMN z TEXT"),
    ]

    @Test("every pending step of a file runs in one transaction: a later failure leaves the file as it was")
    func oneTransaction() async throws {
        let path = directory.file("steps.sqlite3").path
        _ = try bareDatabase(path: path, migrations: [Self.steps[0]])
        let failing = SQLiteMigration(version: 3, name: "fails", script: "INSERT INTO missing VALUES (1)")

        let error = await sqliteError {
            try bareDatabase(path: path, migrations: [Self.steps[0], Self.steps[1], failing])
        }

        #expect(error?.message == "no such table: missing")
        let reopened = try bareDatabase(path: path, migrations: [Self.steps[0]])
        #expect(try await reopened.schemaVersion() == 1)
        #expect(try await reopened.count("sqlite_schema", where: "name = 'b'") == 0, "step 2 was rolled back too")
    }

    @Test("a file relabelled to any other version is refused untouched, the message naming both versions")
    func relabelled() async throws {
        let path = directory.file("relabelled.sqlite3").path
        _ = try bareDatabase(path: path, migrations: Self.steps)
        for label in [0, 1, 2, -1] {
            let connection = try SQLiteConnection(path: path, mode: .readWrite, busyTimeout: .seconds(1))
            try connection.executeScript("PRAGMA journal_mode = DELETE; PRAGMA user_version = \(label)")
            let before = try Data(contentsOf: directory.file("relabelled.sqlite3"))

            let error = await sqliteError { try bareDatabase(path: path, migrations: Self.steps) }

            let says =
                label < 0
                ? "its user_version says schema -1, which no build writes"
                : "its user_version says schema \(label), but its tables are those of schema 3"
            #expect(error?.kind == .unknownSchema(found: label))
            #expect(error?.message == "\(says) (this build knows schemas 1 to 3)")
            #expect(try Data(contentsOf: directory.file("relabelled.sqlite3")) == before)
        }
    }

    @Test("the shape of each version is what its steps make of an empty database, columns included")
    func shapes() throws {
        let migrator = SQLiteMigrator(migrations: Self.steps)

        #expect(try migrator.shape(atVersion: 0).tableNames.isEmpty)
        #expect(try migrator.shape(atVersion: 2).tableNames == ["a", "b"])
        #expect(try migrator.shape(atVersion: 3).tables["a"]?.map(\.name) == ["x", "z"])
        #expect(try migrator.shape(atVersion: 2) != migrator.shape(atVersion: 3))
    }
}
