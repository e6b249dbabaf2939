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

    @Test(
        "from schema 6: values the old sync called not kept are the user's edits again, pending; ids keep their server")
    func upgradesSchema6() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file().path
        let schema6 = SQLiteMigrator(migrations: [
            StrataSchema.version1, StrataSchema.version2, StrataSchema.version3, StrataSchema.version4,
            StrataSchema.version5, StrataSchema.version6,
        ])
        try await SQLiteDatabase(path: path, migrator: schema6).write { connection in
            try connection.executeScript(
                """
                PRAGMA application_id = 1398035009;  -- "STRA", as every store since schema 3
                INSERT INTO todos (local_id, user_id, title, completed) VALUES
                    (1, 1, 'as the server has it', 0), (2, 1, 'the server kept this title', 0),
                    (201, 1, 'gone from the server', 0);
                INSERT INTO todo_server_ids (local_id, server_id) VALUES (1, 1), (2, 2);
                INSERT INTO todo_conflicts (local_id, unkept_title, unkept_completed, former_server_id) VALUES
                    (2, 'the title I gave it', 1, NULL), (201, NULL, NULL, 201);
                """)
        }

        let database = try await StrataDatabase.open(.file(URL(fileURLWithPath: path)), seed: .none).database
        let todos = try await SQLiteTodosStore(database: database, server: .example).todos(ownerID: 1)
        let operations = try await SQLiteTodoOutbox(database: database, server: .example).pendingOperations()

        #expect(try await database.schemaVersion() == StrataDatabase.schemaVersion)
        #expect(todos.map(\.todo.id) == [1, 2, 201])
        #expect(todos.map(\.serverID) == [1, 2, nil])
        #expect(todos[0].todo.syncStatus == .synced)
        #expect(todos[1].todo.title == "the title I gave it" && todos[1].todo.isCompleted)
        #expect(todos[1].todo.syncStatus == .pending(lastError: nil))
        #expect(todos[2].todo.syncStatus == .conflict(.missingOnServer(formerServerID: 201)))
        #expect(
            operations.map(\.change) == [.rename(title: "the title I gave it"), .setCompleted(true)],
            "both edits wait to be sent again")
        #expect(try await database.integrityCheck() == ["ok"])
    }
}
