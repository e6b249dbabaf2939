import Foundation
import Testing

@testable import StrataSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Application marks and file access")
struct SQLiteApplicationTests {
    private let directory: TemporaryDirectory
    private let notes = SQLiteApplication(id: 0x4e4f_5445, name: "Notes") { tables, version in
        version == 1 && tables == ["notes"]
    }
    private let schema = SQLiteMigrator(migrations: [
        SQLiteMigration(version: 1, name: "notes", script: "CREATE TABLE notes (text)")
    ])

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("a new file is marked, created owner-only, and opens again as the application's")
    func marksNewFile() async throws {
        let path = directory.file().path
        _ = try SQLiteDatabase(path: path, application: notes, migrator: schema)

        let reopened = try SQLiteDatabase(path: path, application: notes, migrator: schema)

        #expect(
            try await reopened.withConnection { try $0.scalar("PRAGMA application_id", as: Int.self) } == 0x4e4f_5445)
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test("an unmarked file the application recognises is marked; one it does not is refused as foreign")
    func unmarkedFiles() async throws {
        let known = directory.file("known.sqlite3").path
        _ = try SQLiteDatabase(path: known, access: .systemDefault, migrator: schema)
        let unknown = directory.file("unknown.sqlite3").path
        try await SQLiteDatabase(path: unknown, migrator: SQLiteMigrator(migrations: [])).write { connection in
            try connection.executeScript("CREATE TABLE photos (id)")
        }

        let adopted = try SQLiteDatabase(path: known, application: notes, migrator: schema)
        let error = await sqliteError { try SQLiteDatabase(path: unknown, application: notes, migrator: schema) }

        #expect(
            try await adopted.withConnection { try $0.scalar("PRAGMA application_id", as: Int.self) } == 0x4e4f_5445)
        #expect(error?.kind == .foreignDatabase)
        #expect(error?.message == "it holds tables (photos) but no Notes mark")
    }

    @Test("a file with the system's default permissions keeps them when asked")
    func systemDefaultAccess() throws {
        let path = directory.file().path
        let mask = umask(0o022)
        defer { umask(mask) }

        _ = try SQLiteDatabase(path: path, access: .systemDefault, migrator: schema)

        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o644)
    }

    @Test("a directory that refuses new files is named with the cause")
    func refusedDirectory() async {
        let path = "/sys/strata-kit-\(UUID().uuidString).sqlite3"

        let error = await sqliteError { try SQLiteDatabase(path: path, migrator: schema) }

        #expect(
            error
                == SQLiteError(
                    .readOnly, path: path, message: "this user may not create files in /sys (permission denied)"))
    }
}
