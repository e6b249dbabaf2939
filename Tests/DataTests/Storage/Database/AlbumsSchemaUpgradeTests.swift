import Foundation
import StrataDomain
import Testing

@testable import StrataData
@testable import StrataSQLite

/// A store written by schema 7, the last before albums, opens, keeps what it held and gains the album
/// tables; what was refused before is refused still.
@Suite("Upgrading a schema 7 store to albums")
struct AlbumsSchemaUpgradeTests {
    private static let schema7 = SQLiteMigrator(migrations: [
        StrataSchema.version1, StrataSchema.version2, StrataSchema.version3, StrataSchema.version4,
        StrataSchema.version5, StrataSchema.version6, StrataSchema.version7,
    ])

    @Test("a schema 7 store opens at the newest schema, keeps its posts and todos, and stores albums")
    func upgradesSchema7() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file().path
        try await SQLiteDatabase(path: path, application: StrataSchema.application, migrator: Self.schema7).write {
            connection in
            try connection.executeScript(
                """
                INSERT INTO posts (id, user_id, title, body) VALUES (1, 1, 'kept', 'b');
                INSERT INTO servers (id, address, has_answered) VALUES (1, 'http://example.test', 1);
                INSERT INTO todos (local_id, user_id, title, completed, server, server_id, origin)
                    VALUES (1, 1, 'mine', 0, 1, 1, 'listed');
                """)
        }

        let opened = try await StrataDatabase.open(.file(URL(fileURLWithPath: path)), seed: .bundledSnapshot)
        let database = opened.database
        let store = SQLiteAlbumsStore(database: database, server: .example)
        let before = try await store.albums(ofOwner: 1)
        try await store.replaceAlbums([Album(id: 1, ownerID: 1, title: "new")], ofOwner: 1)

        #expect(try await database.schemaVersion() == 8)
        #expect(opened.seeded == nil, "a store that holds data is never seeded over")
        #expect(before.isEmpty)
        #expect(try await store.albums(ofOwner: 1).map(\.title) == ["new"])
        #expect(try await database.count("posts") == 1)
        #expect(
            try await SQLiteTodosStore(database: database, server: .example).todos(ownerID: 1).map(\.todo.title) == [
                "mine"
            ])
        #expect(try await database.integrityCheck() == ["ok"])
    }

    @Test("a store of a schema after this one is still refused, untouched")
    func refusesNewer() async throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(directory.file())
        _ = try await StrataDatabase.open(location, seed: .none)
        try SQLiteConnection(path: location.path, mode: .readWrite, busyTimeout: .seconds(1)).setUserVersion(9)

        let error = await storageError { () async throws(StorageError) in
            try await StrataDatabase.open(location, seed: .bundledSnapshot)
        }

        #expect(error == .newerSchema(path: location.path, found: 9, supported: 8))
    }

    @Test("a schema 7 file that claims to be 8 without the album tables is refused as no Strata schema")
    func refusesRelabelled() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file().path
        _ = try SQLiteDatabase(path: path, application: StrataSchema.application, migrator: Self.schema7)
        try SQLiteConnection(path: path, mode: .readWrite, busyTimeout: .seconds(1)).setUserVersion(8)

        let error = await storageError { () async throws(StorageError) in
            try await StrataDatabase.open(.file(URL(fileURLWithPath: path)), seed: .none)
        }

        guard case .notStrata(_, let detail) = error else {
            Issue.record("expected notStrata, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("says schema 8, but its tables are those of schema 7"))
    }
}
