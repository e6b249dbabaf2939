import Foundation
import Testing

@testable import StrataData
@testable import StrataSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A store is Strata's or it is left alone, and what is Strata's is the user's only.
@Suite("Store ownership")
struct StoreOwnershipTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private var file: URL { directory.file("other.sqlite3") }

    /// An SQLite file written with the kit alone, as another program would.
    private func foreignFile(_ script: String) async throws -> Data {
        try await SQLiteDatabase(path: file.path, access: .systemDefault, migrator: SQLiteMigrator(migrations: []))
            .withConnection { connection in try connection.executeScript("PRAGMA journal_mode = DELETE; \(script)") }
        return try Data(contentsOf: file)
    }

    private func opening() async -> StorageError? {
        await storageError { () async throws(StorageError) in
            try await StrataDatabase.openMovingDamagedFileAside(.standard(file), now: Date.init)
        }
    }

    @Test("another application's database is refused, named, and left byte for byte as it was")
    func otherApplication() async throws {
        let before = try await foreignFile("PRAGMA application_id = 1179406662; CREATE TABLE notes (x)")

        let error = await opening()

        #expect(
            error == .notStrata(path: file.path, detail: #"its application_id is 0x464c5146 ("FLQF"), not Strata's"#))
        #expect(error?.description.hasPrefix("\(file.path) is not a Strata database") == true)
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["other.sqlite3"])
    }

    @Test(
        "a database with tables but no Strata mark is refused untouched, whatever its user_version",
        arguments: [0, 1, -1]
    )
    func unmarked(version: Int) async throws {
        let before = try await foreignFile("CREATE TABLE posts (id); PRAGMA user_version = \(version)")

        let error = await opening()

        #expect(error == .notStrata(path: file.path, detail: "it holds tables (posts) but no Strata mark"))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("Strata's mark with a user_version no Strata writes names it and the known ones; a higher one, newer")
    func unknownVersions() async throws {
        let strata = Int(StrataSchema.application.id)
        _ = try await foreignFile(
            "PRAGMA application_id = \(strata); CREATE TABLE posts (id); PRAGMA user_version = -1")
        let negative = await opening()
        try FileManager.default.removeItem(at: file)
        _ = try await foreignFile(
            "PRAGMA application_id = \(strata); CREATE TABLE posts (id); PRAGMA user_version = 99")
        let newer = await opening()

        #expect(
            negative
                == .notStrata(
                    path: file.path,
                    detail: "its user_version says schema -1, which no build writes (this build knows schemas 1 to "
                        + "\(StrataDatabase.schemaVersion))"))
        #expect(newer == .newerSchema(path: file.path, found: 99, supported: StrataDatabase.schemaVersion))
        #expect(newer?.description.contains("made by a newer Strata") == true)
    }

    @Test("a new store carries Strata's mark, and a schema 2 store from before the mark is recognised and marked")
    func marks() async throws {
        let fresh = try await StrataDatabase.open(.file(file), seed: .none).database
        let mark = try await fresh.sqlite.withConnection { try $0.scalar("PRAGMA application_id", as: Int.self) }
        let older = directory.file("older.sqlite3")
        _ = try SQLiteDatabase(
            path: older.path, migrator: SQLiteMigrator(migrations: [StrataSchema.version1, StrataSchema.version2]))

        let upgraded = try await StrataDatabase.open(.file(older), seed: .none).database

        #expect(mark == 0x5354_5241)
        #expect(
            try await upgraded.sqlite.withConnection { try $0.scalar("PRAGMA application_id", as: Int.self) } == mark)
        #expect(try await upgraded.schemaVersion() == StrataDatabase.schemaVersion)
    }

    @Test("the store, its -wal and -shm, and Strata's own directory are the owner's only")
    func ownerOnly() async throws {
        let store = directory.url.appendingPathComponent("data/strata/strata.sqlite3")
        let opened = try await StrataDatabase.open(.standard(store), seed: .none)

        for (path, mode) in [
            (store.path, 0o600), (store.path + "-wal", 0o600), (store.path + "-shm", 0o600),
            (store.deletingLastPathComponent().path, 0o700),
        ] as [(String, mode_t)] {
            var status = stat()
            #expect(stat(path, &status) == 0, "\(path) exists")
            #expect(status.st_mode & 0o777 == mode, "\(path) is \(String(status.st_mode & 0o777, radix: 8))")
        }
        #expect(opened.database.path == store.path, "the store stays open while its companions are checked")
    }

    @Test("an older store that others could read is made the owner's only when opened")
    func tightens() async throws {
        _ = try await StrataDatabase.open(.file(file), seed: .none)
        chmod(file.path, 0o644)

        _ = try await StrataDatabase.open(.file(file), seed: .none)

        var status = stat()
        stat(file.path, &status)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test("a new store where files cannot be created names the directory and the permission, creating nothing")
    func unwritableDirectory() async throws {
        // /sys refuses new files even to root (EACCES), as a directory without write permission does.
        let store = URL(fileURLWithPath: "/sys/strata-test-\(UUID().uuidString).sqlite3")

        let error = await storageError { () async throws(StorageError) in
            try await StrataDatabase.open(.file(store), seed: .none)
        }

        #expect(
            error == .readOnly(path: store.path, detail: "this user may not create files in /sys (permission denied)"))
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }
}
