/// The current result row of a statement, handed to the closure that turns rows into values.
///
/// Valid only inside that closure: the statement moves on to the next row after it returns.
public struct SQLiteRow {
    fileprivate let statement: SQLiteStatement

    init(statement: SQLiteStatement) {
        self.statement = statement
    }

    /// The value of column `index` (from 0) as `T`; a value of another storage class, or one `T` cannot
    /// hold, is an `unexpectedValue` error that names the column, never a silent default.
    public func column<T: SQLiteValueConvertible>(_ index: Int, as type: T.Type = T.self) throws(SQLiteError) -> T {
        let value = statement.value(at: index)
        guard let typed = T(sqliteValue: value) else {
            throw SQLiteError(
                .unexpectedValue(column: statement.columnName(at: index), expected: "\(T.self)", found: value.typeName),
                path: statement.path,
                message: "\(statement.columnName(at: index)) holds \(value.typeName)"
            )
        }
        return typed
    }
}
