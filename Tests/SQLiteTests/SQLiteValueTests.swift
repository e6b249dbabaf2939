import CSQLite
import Foundation
import Testing

@testable import StrataSQLite

@Suite("SQLite values")
struct SQLiteValueTests {
    @Test(
        "every storage class comes back from a bound parameter exactly as it went in",
        arguments: [
            SQLiteValue.null, .integer(0), .integer(.max), .integer(.min), .real(3.25), .real(-1e300),
            .real(.infinity), .text(""), .text("héllo 👋"), .text("nul\u{0}inside"), .blob([]), .blob([0, 1, 255]),
        ]
    )
    func roundTrips(value: SQLiteValue) async throws {
        let database = try bareDatabase()

        let stored = try await database.read { connection in
            try connection.scalar("SELECT ?", [value], as: SQLiteValue.self)
        }

        #expect(stored == value)
    }

    @Test("text that looks like SQL is stored as text and runs nothing")
    func injectionIsInert() async throws {
        let database = try bareDatabase()
        let hostile = "x'); DROP TABLE notes; --"

        let stored = try await database.write { connection in
            try connection.executeScript("CREATE TABLE notes (text TEXT)")
            try connection.run("INSERT INTO notes (text) VALUES (?)", [hostile])
            return try connection.scalar("SELECT text FROM notes", as: String.self)
        }

        #expect(stored == hostile)
        #expect(try await database.count("notes") == 1)
    }

    @Test("Swift values bind and read back with their own types")
    func swiftTypesRoundTrip() async throws {
        let database = try bareDatabase()
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)

        let row = try await database.read { connection in
            try connection.queryFirst(
                "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?",
                [42, Int64.min, 0.5, true, "text", [UInt8]([7, 8]), Data([9]), date, Int?.none]
            ) { row in
                (
                    try row.column(0, as: Int.self), try row.column(1, as: Int64.self),
                    try row.column(2, as: Double.self), try row.column(3, as: Bool.self),
                    try row.column(4, as: String.self), try row.column(5, as: [UInt8].self),
                    try row.column(6, as: Data.self), try row.column(7, as: Date.self),
                    try row.column(8, as: Int?.self)
                )
            }
        }

        let values = try #require(row)
        #expect(values.0 == 42)
        #expect(values.1 == Int64.min)
        #expect(values.2 == 0.5)
        #expect(values.3 == true)
        #expect(values.4 == "text")
        #expect(values.5 == [7, 8])
        #expect(values.6 == Data([9]))
        #expect(values.7 == date)
        #expect(values.8 == nil)
    }

    @Test("an optional column reads NULL as nil and a value as itself")
    func optionalColumns() async throws {
        let database = try bareDatabase()

        let values = try await database.read { connection in
            try connection.query("SELECT NULL UNION ALL SELECT 'b'") { row in
                try row.column(0, as: String?.self)
            }
        }

        #expect(values == [nil, "b"])
    }

    @Test(
        "a value of another storage class is an error naming the column, never a silent default",
        arguments: [
            ("SELECT 'seven' AS amount", "Int", "TEXT"),
            ("SELECT NULL AS amount", "Int", "NULL"),
            ("SELECT 2.5 AS amount", "Int", "REAL"),
            ("SELECT 2 AS amount", "Bool", "INTEGER"),
        ]
    )
    func strictReading(sql: String, expected: String, found: String) async throws {
        let database = try bareDatabase()

        let error = await sqliteError {
            try await database.read { connection in
                try connection.query(sql) { row in
                    expected == "Bool" ? (try row.column(0, as: Bool.self) ? 1 : 0) : try row.column(0, as: Int.self)
                }
            }
        }

        #expect(error?.kind == .unexpectedValue(column: "amount", expected: expected, found: found))
    }

    @Test("an integer reads as a Double, since whole REAL values may come back that way")
    func integerWidensToDouble() async throws {
        let database = try bareDatabase()

        let value = try await database.read { connection in
            try connection.scalar("SELECT 3", as: Double.self)
        }

        #expect(value == 3.0)
    }

    @Test("SQLite stores NaN as NULL, so it reads back as nil")
    func nanBecomesNull() async throws {
        let database = try bareDatabase()

        let value = try await database.read { connection in
            try connection.scalar("SELECT ?", [Double.nan], as: Double?.self)
        }

        #expect(value == nil)
    }
}
