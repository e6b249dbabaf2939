import Testing

@testable import StrataSQLite

@Suite("SQLite transactions")
struct SQLiteTransactionTests {
    private struct Refused: Error, Equatable {
        let reason: String
    }

    private func database() async throws -> SQLiteDatabase {
        let database = try bareDatabase()
        try await database.write { connection in
            try connection.executeScript("CREATE TABLE t (id INTEGER PRIMARY KEY)")
        }
        return database
    }

    @Test("reads and writes run on the database's own queue, so a wait for a lock never holds a pool thread")
    func runsOnItsOwnQueue() async throws {
        let database = try await database()
        let executor = database.executor

        let inWrite = try await database.write { _ in executor.isCurrent }
        let inRead = try await database.read { _ in executor.isCurrent }

        #expect(inWrite)
        #expect(inRead)
        #expect(!executor.isCurrent)
    }

    @Test("a write that returns keeps all its changes")
    func commits() async throws {
        let database = try await database()

        try await database.write { connection in
            try connection.run("INSERT INTO t (id) VALUES (?)", [1])
            try connection.run("INSERT INTO t (id) VALUES (?)", [2])
        }

        #expect(try await database.count("t") == 2)
    }

    @Test("a write that throws keeps none of its changes, and the error comes out unchanged")
    func rollsBack() async throws {
        let database = try await database()

        let error = await thrownError {
            try await database.write { connection in
                try connection.run("INSERT INTO t (id) VALUES (?)", [1])
                throw Refused(reason: "todo 9")
            }
        }

        #expect(error as? Refused == Refused(reason: "todo 9"))
        #expect(try await database.count("t") == 0)
        #expect(try await database.withConnection { $0.isAutocommit })
    }

    @Test("a nested transaction that throws undoes only its own work")
    func nestedRollback() async throws {
        let database = try await database()

        try await database.write { connection in
            try connection.run("INSERT INTO t (id) VALUES (?)", [1])
            let inner = Result {
                try connection.transaction {
                    try connection.run("INSERT INTO t (id) VALUES (?)", [2])
                    throw Refused(reason: "inner")
                }
            }
            #expect(inner.failure as? Refused == Refused(reason: "inner"))
            try connection.run("INSERT INTO t (id) VALUES (?)", [3])
        }

        let ids = try await database.read { connection in
            try connection.query("SELECT id FROM t ORDER BY id") { row in
                try row.column(0, as: Int.self)
            }
        }
        #expect(ids == [1, 3])
    }

    @Test("a nested transaction that returns is kept with the outer one")
    func nestedCommit() async throws {
        let database = try await database()

        try await database.write { connection in
            try connection.transaction {
                try connection.run("INSERT INTO t (id) VALUES (?)", [1])
            }
            try connection.run("INSERT INTO t (id) VALUES (?)", [2])
        }

        #expect(try await database.count("t") == 2)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
