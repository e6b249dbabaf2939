import CSQLite
import Testing

@testable import StrataSQLite

@Suite("SQLite statements")
struct SQLiteStatementTests {
    @Test("a statement given the wrong number of parameters fails before running")
    func parameterCountMismatch() async throws {
        let database = try bareDatabase()

        let error = await sqliteError {
            try await database.read { connection in
                try connection.scalar("SELECT ? + ?", [1], as: Int.self)
            }
        }

        #expect(
            error
                == SQLiteError(
                    .misuse, path: ":memory:", code: SQLITE_RANGE,
                    message: "\"SELECT ? + ?\" takes 2 parameters, 1 given"))
    }

    @Test("two statements in one call are refused, so a script never hides behind a statement")
    func refusesSecondStatement() async throws {
        let database = try bareDatabase()

        let error = await sqliteError {
            try await database.write { connection in
                try connection.run("CREATE TABLE a (x); CREATE TABLE b (x)")
            }
        }

        #expect(
            error
                == SQLiteError(
                    .misuse, path: ":memory:", code: SQLITE_MISUSE,
                    message: "more than one statement in \"CREATE TABLE a (x); CREATE TABLE b (x)\""))
        #expect(try await database.count("sqlite_schema") == 0)
    }

    @Test("a syntax error carries SQLite's message")
    func syntaxError() async throws {
        let database = try bareDatabase()

        let error = await sqliteError {
            try await database.read { connection in try connection.run("SELEC 1") }
        }

        #expect(
            error == SQLiteError(.other, path: ":memory:", code: SQLITE_ERROR, message: "near \"SELEC\": syntax error"))
    }

    @Test("a broken unique key is a constraint error")
    func constraintError() async throws {
        let database = try bareDatabase()

        let error = await sqliteError {
            try await database.write { connection in
                try connection.executeScript("CREATE TABLE t (id INTEGER PRIMARY KEY)")
                try connection.run("INSERT INTO t (id) VALUES (?)", [1])
                try connection.run("INSERT INTO t (id) VALUES (?)", [1])
            }
        }

        #expect(error?.kind == .constraint)
        #expect(error?.message == "UNIQUE constraint failed: t.id")
    }

    @Test("a prepared statement runs again with new parameters and reports the rows it changed")
    func reusesStatement() async throws {
        let database = try bareDatabase()

        let (changed, total) = try await database.write { connection in
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
