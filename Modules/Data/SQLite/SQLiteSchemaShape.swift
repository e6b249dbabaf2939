/// The tables of a database and their columns: what a schema version looks like, so a file whose
/// `user_version` says one thing and whose tables say another can be told from one that is sound.
public struct SQLiteSchemaShape: Hashable, Sendable {
    /// One column as `PRAGMA table_info` describes it.
    public struct Column: Hashable, Sendable {
        /// The column's name.
        public let name: String
        /// The declared type, such as `INTEGER`, as written.
        public let type: String
        /// Whether it is `NOT NULL`.
        public let isNotNull: Bool
        /// Its position in the primary key, from 1; 0 when it is not part of it.
        public let primaryKeyPosition: Int
    }

    /// The columns of every table but SQLite's own (`sqlite_…`), in declaration order, by table name.
    public let tables: [String: [Column]]

    /// The names of the tables.
    public var tableNames: Set<String> { Set(tables.keys) }

    /// The shape of the database `connection` is open on, read without writing anything.
    static func read(_ connection: SQLiteConnection) throws(SQLiteError) -> SQLiteSchemaShape {
        let names = try connection.prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        ).values(as: String.self)
        var tables: [String: [Column]] = [:]
        for name in names {
            let statement = try connection.prepare(
                #"SELECT name, type, "notnull", pk FROM pragma_table_info(?) ORDER BY cid"#)
            do {
                tables[name] = try statement.query([name]) { row in
                    Column(
                        name: try row.column(0), type: try row.column(1), isNotNull: try row.column(2),
                        primaryKeyPosition: try row.column(3))
                }
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw SQLiteError(.other, path: connection.path, message: "cannot read the table \(name): \(error)")
            }
        }
        return SQLiteSchemaShape(tables: tables)
    }
}
