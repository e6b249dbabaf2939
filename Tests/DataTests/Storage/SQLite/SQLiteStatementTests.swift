import CSQLite
import Testing

@testable import StrataData

@Suite("SQLite statements")
struct SQLiteStatementTests {
    @Test("a statement given the wrong number of parameters fails before running")
    func parameterCountMismatch() async throws {
        let database = try bareDatabase()

        let error = await storageError { () async throws(StorageError) in
            try await database.read { (connection) throws(StorageError) in
                try connection.scalar("SELECT ? + ?", [1], as: Int.self)
            }
        }

        #expect(
            error
                == .sqlite(
                    code: SQLITE_RANGE, message: "\"SELECT ? + ?\" takes 2 parameters, 1 given", path: ":memory:"))
    }

    @Test("two statements in one call are refused, so a script never hides behind a statement")
    func refusesSecondStatement() async throws {
        let database = try bareDatabase()

        let error = await storageError { () async throws(StorageError) in
            try await database.write { (connection) throws(StorageError) in
                try connection.run("CREATE TABLE a (x); CREATE TABLE b (x)")
            }
        }

        #expect(
            error
                == .sqlite(
                    code: SQLITE_MISUSE,
                    message: "more than one statement in \"CREATE TABLE a (x); CREATE TABLE b (x)\"", path: ":memory:"))
        #expect(try await database.count("sqlite_schema") == 0)
    }

    @Test("a syntax error carries SQLite's message")
    func syntaxError() async throws {
        let database = try bareDatabase()

        let error = await storageError { () async throws(StorageError) in
            try await database.read { (connection) throws(StorageError) in try connection.run("SELEC 1") }
        }

        #expect(error == .sqlite(code: SQLITE_ERROR, message: "near \"SELEC\": syntax error", path: ":memory:"))
    }

    @Test("a broken unique key is a constraint error")
    func constraintError() async throws {
        let database = try bareDatabase()

        let error = await storageError { () async throws(StorageError) in
            try await database.write { (connection) throws(StorageError) in
                try connection.executeScript("CREATE TABLE t (id INTEGER PRIMARY KEY)")
                try connection.run("INSERT INTO t (id) VALUES (?)", [1])
                try connection.run("INSERT INTO t (id) VALUES (?)", [1])
            }
        }

        #expect(error == .constraint(detail: "UNIQUE constraint failed: t.id"))
    }

    @Test("a prepared statement runs again with new parameters and reports the rows it changed")
    func reusesStatement() async throws {
        let database = try bareDatabase()

        let (changed, total) = try await database.write { (connection) throws(StorageError) in
            try connection.executeScript("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)")
            let insert = try connection.prepare("INSERT INTO t (id, name) VALUES (?, ?)")
            for id in 1...5 { try insert.run([id, "n\(id)"]) }
            let changed = try connection.run("UPDATE t SET name = ? WHERE id > ?", ["big", 3])
            return (changed, try connection.scalar("SELECT group_concat(name, ',') FROM t", as: String.self))
        }

        #expect(changed == 2)
        #expect(total == "n1,n2,n3,big,big")
    }
}
