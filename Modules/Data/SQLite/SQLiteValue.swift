/// One value as SQLite stores it: the five storage classes, nothing else.
///
/// Every value reaches SQL through a bound parameter of this type, never by splicing it into SQL text.
public enum SQLiteValue: Hashable, Sendable {
    /// SQL `NULL`.
    case null
    /// A signed 64-bit integer.
    case integer(Int64)
    /// An IEEE 754 double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes, stored as they are.
    case blob([UInt8])

    /// The storage class by SQLite's name, for messages about unexpected values.
    public var typeName: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}
