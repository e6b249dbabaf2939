import Foundation
import Testing

@testable import StrataSQLite

@Suite("SQLite migrations")
struct SQLiteMigratorTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private static let createLog = SQLiteMigration(
        version: 1, name: "log", script: "CREATE TABLE log (step INTEGER NOT NULL)")
    private static let logTwo = SQLiteMigration(
        version: 2, name: "log two", script: "INSERT INTO log (step) VALUES (2); CREATE TABLE extra (x)")
    private static let failing = SQLiteMigration(
        version: 2, name: "fails half way", script: "CREATE TABLE half (x); INSERT INTO missing VALUES (1)")

    private var path: String { directory.file("migrations.sqlite3").path }

    @Test("a new database runs every migration and records the last version")
    func migratesFresh() async throws {
        let database = try bareDatabase(path: path, migrations: [Self.createLog, Self.logTwo])

        #expect(try await database.schemaVersion() == 2)
        #expect(try await database.count("log") == 1)
    }

    @Test("reopening runs nothing again")
    func runsOnce() async throws {
        _ = try bareDatabase(path: path, migrations: [Self.createLog, Self.logTwo])

        let reopened = try bareDatabase(path: path, migrations: [Self.createLog, Self.logTwo])

        #expect(try await reopened.schemaVersion() == 2)
        #expect(try await reopened.count("log") == 1)
    }

    @Test("an older database runs only the migrations it lacks")
    func upgrades() async throws {
        _ = try bareDatabase(path: path, migrations: [Self.createLog])
        let connection = try SQLiteConnection(path: path, mode: .readWrite, busyTimeout: .seconds(1))

        let applied = try SQLiteMigrator(migrations: [Self.createLog, Self.logTwo]).migrate(connection)

        #expect(applied == [2])
        #expect(try connection.userVersion() == 2)
    }

    @Test("a migration that fails leaves the previous version and none of its own changes")
    func failedMigrationRollsBack() async throws {
        _ = try bareDatabase(path: path, migrations: [Self.createLog])

        let error = await sqliteError {
            try bareDatabase(path: path, migrations: [Self.createLog, Self.failing])
        }

        #expect(error == SQLiteError(.other, path: path, code: 1, message: "no such table: missing"))
        let reopened = try bareDatabase(path: path, migrations: [Self.createLog])
        #expect(try await reopened.schemaVersion() == 1)
        #expect(try await reopened.count("sqlite_schema", where: "name = 'half'") == 0)
    }

    @Test("a database from a newer schema is refused and left byte for byte as it was")
    func refusesNewerSchema() async throws {
        let connection = try SQLiteConnection(path: path, mode: .readWrite, busyTimeout: .seconds(1))
        try connection.executeScript("CREATE TABLE future (x); PRAGMA user_version = 7")
        let before = try Data(contentsOf: directory.file("migrations.sqlite3"))

        let error = await sqliteError {
            try bareDatabase(path: path, migrations: [Self.createLog])
        }

        #expect(error?.kind == .newerSchema(found: 7, supported: 1))
        #expect(error?.path == path)
        #expect(try Data(contentsOf: directory.file("migrations.sqlite3")) == before)
        #expect(try connection.userVersion() == 7)
    }

    @Test("two processes opening the same new file at once apply each migration once")
    func concurrentOpeners() async throws {
        let path = self.path
        let migrations = [Self.createLog, Self.logTwo]

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { _ = try bareDatabase(path: path, migrations: migrations) }
            }
            try await group.waitForAll()
        }

        let database = try bareDatabase(path: path, migrations: migrations)
        #expect(try await database.count("log") == 1)
        #expect(try await database.schemaVersion() == 2)
    }

    /// The rule: whatever an opener judges a file by (its mark, its version, its tables) it reads from
    /// one snapshot. Read one at a time, another opener's migration can land between two of them, and a
    /// sound file looks like version 0 holding version 2's tables, or like tables with no mark.
    @Test(
        "openers racing on new files never judge one by reads from two moments",
        arguments: [false, true])
    func racingOpenersJudgeOneSnapshot(marked: Bool) async throws {
        let migrations = [Self.createLog, Self.logTwo]
        let application = marked ? SQLiteApplication(id: 0x5445_5354, name: "Test") : nil
        for round in 0..<40 {
            let path = directory.file("race-\(round).sqlite3").path
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        _ = try SQLiteDatabase(
                            path: path, application: application, migrator: SQLiteMigrator(migrations: migrations))
                    }
                }
                try await group.waitForAll()
            }
            let database = try bareDatabase(path: path, migrations: migrations)
            #expect(try await database.count("log") == 1)
        }
    }
}
