import Foundation
import StrataDomain
import Testing

@testable import StrataData
@testable import StrataSQLite

/// A store written by the previous schema keeps every edit through the upgrade to the sync schema.
@Suite("Upgrading a schema 2 store")
struct SchemaUpgradeTests {
    @Test("pending edits get idempotency keys, server ids are mapped, and a shared server id becomes a conflict")
    func upgradesSchema2() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file().path
        let schema2 = SQLiteMigrator(migrations: [StrataSchema.version1, StrataSchema.version2])
        try await SQLiteDatabase(path: path, migrator: schema2).write { connection in
            try connection.executeScript(
                """
                INSERT INTO todos (local_id, server_id, user_id, title, completed) VALUES
                    (1, 1, 1, 'seeded', 0), (201, 201, 1, 'first made here', 0), (202, 201, 1, 'second made here', 0),
                    (203, NULL, 1, 'not sent yet', 0);
                INSERT INTO outbox (todo_local_id, kind, title, completed, created_at, next_attempt_at)
                    VALUES (203, 'create', 'not sent yet', 0, 0, 0), (1, 'toggle', NULL, 1, 0, 0);
                """)
        }

        let database = try await StrataDatabase.open(.file(URL(fileURLWithPath: path)), seed: .none).database
        let todos = try await SQLiteTodosStore(database: database, server: .example).todos(ownerID: 1)
        let operations = try await SQLiteTodoOutbox(database: database, server: .example).pendingOperations()

        #expect(try await database.schemaVersion() == StrataDatabase.schemaVersion)
        #expect(todos.map(\.todo.id) == [1, 201, 202, 203])
        #expect(todos.map(\.serverID) == [1, 201, nil, nil])
        #expect(todos[2].todo.syncStatus == .conflict(.missingOnServer(formerServerID: 201)))
        #expect(todos[3].todo.syncStatus == .pending(lastError: nil))
        #expect(operations.map(\.change) == [.create(title: "not sent yet", isCompleted: false), .setCompleted(true)])
        #expect(operations.map(\.idempotencyKey.count) == [32, 32])
        #expect(Set(operations.map(\.idempotencyKey)).count == 2)
        #expect(try await database.integrityCheck() == ["ok"])
    }
}
