import Foundation

/// A Swift type that can be bound as a statement parameter and read back from a column.
///
/// Reading is strict: an `Int` column that holds TEXT is an error rather than a silent zero, so a
/// schema mistake surfaces where it happens.
protocol SQLiteValueConvertible {
    /// The value to bind.
    var sqliteValue: SQLiteValue { get }
    /// `nil` when the stored value has another storage class than this type accepts.
    init?(sqliteValue: SQLiteValue)
}

extension SQLiteValue: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { self }
    init?(sqliteValue: SQLiteValue) { self = sqliteValue }
}

extension Int64: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { .integer(self) }
    init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Int: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { .integer(Int64(self)) }
    init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension Double: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { .real(self) }
    /// Accepts INTEGER too: SQLite may hand back a whole REAL that way, and the widening is exact
    /// for every value an SQLite REAL column can hold as an integer.
    init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
    init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .integer(0): self = false
        case .integer(1): self = true
        default: return nil
        }
    }
}

extension String: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { .text(self) }
    init?(sqliteValue: SQLiteValue) {
        guard case .text(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension [UInt8]: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { .blob(self) }
    init?(sqliteValue: SQLiteValue) {
        guard case .blob(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Data: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { .blob([UInt8](self)) }
    init?(sqliteValue: SQLiteValue) {
        guard case .blob(let value) = sqliteValue else { return nil }
        self = Data(value)
    }
}

extension Date: SQLiteValueConvertible {
    /// Stored as REAL seconds since 1970, which sorts and compares in SQL as time does.
    var sqliteValue: SQLiteValue { .real(timeIntervalSince1970) }
    init?(sqliteValue: SQLiteValue) {
        guard let seconds = Double(sqliteValue: sqliteValue) else { return nil }
        self = Date(timeIntervalSince1970: seconds)
    }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
    init?(sqliteValue: SQLiteValue) {
        if case .null = sqliteValue {
            self = .none
        } else if let value = Wrapped(sqliteValue: sqliteValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}
