import StrataNetworking

extension StrataDatabase {
    /// The HTTP client's response cache, kept in this database, so conditional requests (`If-None-Match`)
    /// work across runs; pass it to the `HTTPClient` that `DataLayer` uses. Only what `redaction` shows is
    /// kept in clear: harmless headers, and URLs with user info and unlisted query values masked.
    public func responseCache(redaction: Redaction = Redaction()) -> any ResponseCache {
        SQLiteResponseCache(database: self, privacy: ResponseCachePrivacy(redaction: redaction))
    }
}
