/// When each request was last fetched, for the "as of" time a stored copy is shown with.
///
/// Cache metadata in the `cache_metadata` table, one row per request key.
struct SQLiteCacheMetadataStore: Sendable {
    private let database: StrataDatabase

    /// Uses `database` for every read and write; the table comes from the schema's first migration.
    init(database: StrataDatabase) {
        self.database = database
    }

    /// Inserts or replaces the row of each entry's request key, in one transaction.
    func record(_ entries: [CacheMetadata]) async throws(StorageError) {
        guard !entries.isEmpty else { return }
        try await database.write { connection in
            let upsert = try connection.prepare(
                """
                INSERT INTO cache_metadata (request_key, fetched_at) VALUES (?, ?)
                ON CONFLICT (request_key) DO UPDATE SET fetched_at = excluded.fetched_at
                """)
            for metadata in entries {
                try upsert.run([metadata.requestKey, metadata.fetchedAt])
            }
        }
    }

    /// The row of `requestKey`, or `nil` when that request was never recorded.
    func metadata(forKey requestKey: String) async throws(StorageError) -> CacheMetadata? {
        try await database.read { connection in
            try connection.queryFirst(
                "SELECT request_key, fetched_at FROM cache_metadata WHERE request_key = ?", [requestKey]
            ) { row in
                CacheMetadata(requestKey: try row.column(0), fetchedAt: try row.column(1))
            }
        }
    }
}
