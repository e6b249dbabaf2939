/// How a top-level transaction takes its locks.
enum SQLiteTransactionKind: String, Sendable {
    /// Takes the read snapshot at the first read: for reads that must agree with each other.
    case deferred = "DEFERRED"
    /// Takes the write lock at once, so a transaction that writes never fails half way for a lock.
    case immediate = "IMMEDIATE"
}

extension SQLiteConnection {
    /// Runs `body` in a transaction: commits when it returns, rolls back every change when it throws.
    ///
    /// Called inside another transaction, it becomes a savepoint, so an inner failure undoes only the
    /// inner work and the outer body may carry on. Throws `SQLiteError`, or what `body` throws.
    @discardableResult
    func transaction<T>(_ kind: SQLiteTransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        if isAutocommit {
            try executeScript("BEGIN \(kind.rawValue)")
            do {
                let result = try body()
                try executeScript("COMMIT")
                return result
            } catch {
                // Some failures (a full disk, an I/O error) make SQLite roll back by itself.
                if !isAutocommit { try? executeScript("ROLLBACK") }
                throw error
            }
        }
        let savepoint = pushSavepoint()
        defer { popSavepoint() }
        try executeScript("SAVEPOINT \(savepoint)")
        do {
            let result = try body()
            try executeScript("RELEASE \(savepoint)")
            return result
        } catch {
            try? executeScript("ROLLBACK TO \(savepoint)")
            try? executeScript("RELEASE \(savepoint)")
            throw error
        }
    }

    /// Runs `body`, whose reads must agree with each other, in one read snapshot: a judgement made from
    /// several reads (a file's mark, version and tables) must not see another process's commit land
    /// between two of them. Inside a transaction already, its snapshot serves. Throws what `body` or
    /// SQLite throws.
    func readingOneSnapshot<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        guard isAutocommit else { return try body() }
        try executeScript("BEGIN DEFERRED")
        do throws(SQLiteError) {
            let result = try body()
            try executeScript("COMMIT")
            return result
        } catch {
            if !isAutocommit { try? executeScript("ROLLBACK") }
            throw error
        }
    }
}
