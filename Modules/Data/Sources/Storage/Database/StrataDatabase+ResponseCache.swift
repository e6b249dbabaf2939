import StrataNetworking

extension StrataDatabase {
    /// The HTTP client's response cache, kept in this database, so conditional requests (`If-None-Match`)
    /// work across runs; pass it to the `HTTPClient` that `DataLayer` uses.
    public var responseCache: any ResponseCache {
        SQLiteResponseCache(database: self)
    }
}
