import Foundation
import Testing

@testable import StrataData
@testable import StrataSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Opening Strata's database")
struct StrataDatabaseTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private var location: DatabaseLocation { .file(directory.file("data/strata/strata.sqlite3")) }

    @Test("a first run creates the directory, migrates, and seeds the bundled snapshot")
    func firstRun() async throws {
        let opened = try await StrataDatabase.open(location)

        #expect(
            opened.seeded == SeedCounts(posts: 100, comments: 500, users: 10, todos: 200, albums: 100, photos: 5000))
        #expect(opened.movedAside == nil)
        #expect(try await opened.database.schemaVersion() == StrataDatabase.schemaVersion)
        #expect(FileManager.default.fileExists(atPath: location.path))
    }

    @Test("a second run seeds nothing and keeps what the first one stored")
    func secondRun() async throws {
        let first = try await StrataDatabase.open(location)
        _ = try await SQLiteTodosStore(database: first.database, server: .example).create(
            ownerID: 1, title: "mine", at: Date())

        let second = try await StrataDatabase.open(location)

        #expect(second.seeded == nil)
        #expect(try await second.database.count("todos") == 201)
    }

    @Test("a file that is not a database is refused, naming the file")
    func refusesGarbage() async throws {
        try FileManager.default.createDirectory(
            at: directory.file("data/strata"), withIntermediateDirectories: true)
        try Data("hello, I am a text file\n".utf8).write(to: URL(fileURLWithPath: location.path))

        let error = await storageError { () async throws(StorageError) in try await StrataDatabase.open(location) }

        #expect(error == .notADatabase(path: location.path))
    }

    @Test("a file that is not a database, in Strata's own place, is moved aside, never deleted, for a fresh store")
    func recoversFromGarbage() async throws {
        try FileManager.default.createDirectory(
            at: directory.file("data/strata"), withIntermediateDirectories: true)
        let garbage = Data("hello, I am a text file\n".utf8)
        try garbage.write(to: URL(fileURLWithPath: location.path))
        let now = Date(timeIntervalSince1970: 1_740_830_645)
        let standard = DatabaseLocation.standard(URL(fileURLWithPath: location.path))

        let opened = try await StrataDatabase.openMovingDamagedFileAside(standard, now: { now })

        #expect(opened.movedAside?.path == location.path + ".corrupt-20250301T120405Z")
        #expect(try opened.movedAside.map { try Data(contentsOf: $0) } == garbage)
        #expect(opened.seeded?.posts == 100)
        #expect(try await opened.database.integrityCheck() == ["ok"])
    }

    @Test("a file the user chose that is not a database is refused and left as it was, never moved")
    func chosenGarbageStays() async throws {
        try FileManager.default.createDirectory(at: directory.file("data/strata"), withIntermediateDirectories: true)
        let garbage = Data("my notes, not a database\n".utf8)
        try garbage.write(to: URL(fileURLWithPath: location.path))

        let error = await storageError { () async throws(StorageError) in
            try await StrataDatabase.openMovingDamagedFileAside(location, now: Date.init)
        }

        #expect(error == .notADatabase(path: location.path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: location.path)) == garbage)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.file("data/strata").path) == [
                "strata.sqlite3"
            ])
    }

    @Test("a Strata database whose schema page is damaged is reported corrupt, and kept where it is with its edits")
    func refusesDamagedSchema() async throws {
        _ = try await StrataDatabase.open(location, seed: .none)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: location.path))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 3900))
        try handle.close()

        let error = await storageError { () async throws(StorageError) in
            try await StrataDatabase.open(location, seed: .none)
        }
        let damaged = try Data(contentsOf: URL(fileURLWithPath: location.path))
        let standard = DatabaseLocation.standard(URL(fileURLWithPath: location.path))
        let again = await storageError { () async throws(StorageError) in
            try await StrataDatabase.openMovingDamagedFileAside(standard, seed: .none, now: Date.init)
        }

        guard case .corrupt(let path, _) = error else {
            Issue.record("expected a corrupt database, got \(String(describing: error))")
            return
        }
        #expect(path == location.path)
        #expect(again == error)
        #expect(try Data(contentsOf: URL(fileURLWithPath: location.path)) == damaged)
    }

    @Test("a database from a newer Strata is refused, not moved aside and not downgraded")
    func refusesNewerSchema() async throws {
        _ = try await StrataDatabase.open(location, seed: .none)
        let newer = StrataDatabase.schemaVersion + 1
        try SQLiteConnection(path: location.path, mode: .readWrite, busyTimeout: .seconds(1))
            .setUserVersion(newer)

        let error = await storageError { () async throws(StorageError) in
            try await StrataDatabase.openMovingDamagedFileAside(location, now: Date.init)
        }

        #expect(error == .newerSchema(path: location.path, found: newer, supported: StrataDatabase.schemaVersion))
        #expect(
            error?.description.contains("was made by a newer Strata (schema \(newer), this build knows up to")
                == true)
        let stillThere = try SQLiteConnection(path: location.path, mode: .readOnly, busyTimeout: .seconds(1))
        #expect(try stillThere.userVersion() == newer)
        #expect(try stillThere.scalar("SELECT count(*) FROM posts", as: Int.self) == 0)
    }

    @Test("a location that cannot be written fails with an error naming it, creating nothing")
    func unwritableLocation() async throws {
        let location = DatabaseLocation.file(URL(fileURLWithPath: "/proc/strata/strata.sqlite3"))

        let error = await storageError { () async throws(StorageError) in try await StrataDatabase.open(location) }

        switch error {
        case .readOnly(let path, _), .cannotOpen(let path, _):
            #expect(path == "/proc/strata/strata.sqlite3")
        default:
            Issue.record("expected a read-only or cannot-open error, got \(String(describing: error))")
        }
        #expect(!FileManager.default.fileExists(atPath: "/proc/strata"))
    }

    @Test(
        "a directory without write permission is a read-only error naming the file",
        .enabled(if: geteuid() != 0, "root writes through any permission bits; the /proc test covers the path")
    )
    func readOnlyDirectory() async throws {
        let parent = directory.file("locked")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: parent.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: parent.path) }
        let location = DatabaseLocation.file(parent.appendingPathComponent("strata/strata.sqlite3"))

        let error = await storageError { () async throws(StorageError) in try await StrataDatabase.open(location) }

        guard case .readOnly(let path, _) = error else {
            Issue.record("expected a read-only error, got \(String(describing: error))")
            return
        }
        #expect(path == location.path)
    }

    @Test("an in-memory store works and is seeded like a file")
    func inMemory() async throws {
        let opened = try await StrataDatabase.open(.inMemory)

        #expect(opened.seeded?.todos == 200)
        #expect(try await opened.database.count("posts") == 100)
    }
}
