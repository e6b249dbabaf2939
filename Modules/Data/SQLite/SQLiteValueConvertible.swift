import Foundation

/// A Swift type that can be bound as a statement parameter and read back from a column.
///
/// Reading is strict: an `Int` column that holds TEXT is an error rather than a silent zero, so a
/// schema mistake surfaces where it happens. Conform your own types to store them as one column.
public protocol SQLiteValueConvertible {
    /// The value to bind.
    var sqliteValue: SQLiteValue { get }
    /// `nil` when the stored value has another storage class than this type accepts.
    init?(sqliteValue: SQLiteValue)
}

extension SQLiteValue: SQLiteValueConvertible {
    /// The value itself, for code that works on raw storage classes.
    public var sqliteValue: SQLiteValue { self }
    /// Accepts every value.
    public init?(sqliteValue: SQLiteValue) { self = sqliteValue }
}

extension Int64: SQLiteValueConvertible {
    /// Stored as INTEGER.
    public var sqliteValue: SQLiteValue { .integer(self) }
    /// Accepts INTEGER only.
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Int: SQLiteValueConvertible {
    /// Stored as INTEGER.
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
    /// Accepts an INTEGER that fits in `Int`.
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension Double: SQLiteValueConvertible {
    /// Stored as REAL.
    public var sqliteValue: SQLiteValue { .real(self) }
    /// Accepts INTEGER too: SQLite may hand back a whole REAL that way, and the widening is exact
    /// for every value an SQLite REAL column can hold as an integer.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: SQLiteValueConvertible {
    /// Stored as INTEGER 0 or 1, SQLite's booleans.
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
    /// Accepts INTEGER 0 and 1 only; any other number is an error, not `true`.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .integer(0): self = false
        case .integer(1): self = true
        default: return nil
        }
    }
}

extension String: SQLiteValueConvertible {
    /// Stored as TEXT.
    public var sqliteValue: SQLiteValue { .text(self) }
    /// Accepts TEXT only.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension [UInt8]: SQLiteValueConvertible {
    /// Stored as BLOB.
    public var sqliteValue: SQLiteValue { .blob(self) }
    /// Accepts BLOB only.
    public init?(sqliteValue: SQLiteValue) {
        guard case .blob(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Data: SQLiteValueConvertible {
    /// Stored as BLOB.
    public var sqliteValue: SQLiteValue { .blob([UInt8](self)) }
    /// Accepts BLOB only.
    public init?(sqliteValue: SQLiteValue) {
        guard case .blob(let value) = sqliteValue else { return nil }
        self = Data(value)
    }
}

extension Date: SQLiteValueConvertible {
    /// Stored as REAL seconds since 1970, which sorts and compares in SQL as time does.
    public var sqliteValue: SQLiteValue { .real(timeIntervalSince1970) }
    /// Accepts what `Double` accepts, as seconds since 1970.
    public init?(sqliteValue: SQLiteValue) {
        guard let seconds = Double(sqliteValue: sqliteValue) else { return nil }
        self = Date(timeIntervalSince1970: seconds)
    }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    /// `nil` is stored as NULL.
    public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
    /// Accepts NULL as `nil` and whatever `Wrapped` accepts.
    public init?(sqliteValue: SQLiteValue) {
        if case .null = sqliteValue {
            self = .none
        } else if let value = Wrapped(sqliteValue: sqliteValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}
