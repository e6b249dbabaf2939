import Foundation
import StrataDomain
import Testing

@testable import StrataData
@testable import StrataSQLite

/// What only the SQLite adapter promises beyond the contract: an edit and its operation are one
/// transaction, all or nothing, even on a full disk.
@Suite("SQLite todos store")
struct SQLiteTodosStoreTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func stores() async throws -> (SQLiteTodosStore, SQLiteTodoOutbox, StrataDatabase) {
        let database = try await emptyStrataDatabase()
        return (
            SQLiteTodosStore(database: database, server: .example),
            SQLiteTodoOutbox(database: database, server: .example), database
        )
    }

    @Test("when the outbox cannot take the operation, the edit is not saved either")
    func editAndOperationAreOneTransaction() async throws {
        let (todos, _, database) = try await stores()
        try await database.write { connection in
            try connection.executeScript(
                "CREATE TRIGGER refuse BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox refused'); END")
        }

        let error = await storageError { () async throws(StorageError) in
            try await todos.create(ownerID: 1, title: "lost?", at: now)
        }

        #expect(error == .constraint(detail: "outbox refused"))
        #expect(try await database.count("todos") == 0)
    }

    @Test("on a full disk an edit fails with diskFull and leaves neither the todo nor its operation")
    func diskFull() async throws {
        let directory = try TemporaryDirectory()
        let database = try await StrataDatabase.open(.file(directory.file()), seed: .none).database
        let todos = SQLiteTodosStore(database: database, server: .example)
        let pages = try await database.sqlite.withConnection { connection in
            try connection.scalar("PRAGMA page_count", as: Int.self)
        }
        try await database.sqlite.withConnection { connection in
            try connection.executeScript("PRAGMA max_page_count = \(pages)")
        }

        let error = await storageError { () async throws(StorageError) in
            try await todos.create(ownerID: 1, title: String(repeating: "long ", count: 5_000), at: now)
        }

        #expect(error == .diskFull(path: directory.file().path))
        #expect(try await database.count("todos") == 0)
        #expect(try await database.count("outbox") == 0)
    }
}
