import StrataNetworking

extension StrataDatabase {
    /// The HTTP client's response cache, kept in this database, so conditional requests (`If-None-Match`)
    /// work across runs; pass it to the `HTTPClient` that `DataLayer` uses. Whatever `redaction` calls
    /// secret (headers, URL user info, query values) is never stored in clear.
    public func responseCache(redaction: Redaction = Redaction()) -> any ResponseCache {
        SQLiteResponseCache(database: self, privacy: ResponseCachePrivacy(redaction: redaction))
    }
}
