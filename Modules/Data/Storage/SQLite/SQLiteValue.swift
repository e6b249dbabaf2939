/// One value as SQLite stores it: the five storage classes, nothing else.
///
/// Every value reaches SQL through a bound parameter of this type, never by splicing it into SQL text.
enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The storage class by SQLite's name, for messages about unexpected values.
    var typeName: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}
