import Foundation
import StrataNetworking
import StrataSQLite

/// The Networking layer's `ResponseCache`, kept in the database: with it the HTTP client sends
/// `If-None-Match` across runs, and a 304 costs no body at all. Nothing secret is stored in clear: see
/// `ResponseCachePrivacy`.
///
/// Failures of the store are swallowed on purpose: the cache is an optimisation, and the protocol
/// lets a miss or a lost write mean only that the next request carries no ETag.
struct SQLiteResponseCache: ResponseCache {
    let database: StrataDatabase
    let privacy: ResponseCachePrivacy

    /// The entry of `url`, or `nil` when there is none or the store cannot be read.
    func cachedResponse(for url: URL) async -> CachedResponse? {
        let key = privacy.key(for: url)
        return try? await database.read { connection in
            try connection.queryFirst(
                "SELECT etag, body, headers, stored_at FROM http_responses WHERE key = ?", [key]
            ) { row in
                let headerText: String = try row.column(2)
                let fields = (try? JSONDecoder().decode([String: String].self, from: Data(headerText.utf8))) ?? [:]
                return CachedResponse(
                    entityTag: try row.column(0),
                    body: try row.column(1),
                    headers: HTTPHeaders(fields),
                    storedAt: try row.column(3)
                )
            }
        }
    }

    /// Inserts or replaces the entry of `url`; a failed write is dropped, as the protocol allows.
    func store(_ response: CachedResponse, for url: URL) async {
        let kept = privacy.keptHeaders(response.headers.all)
        let headers = (try? JSONEncoder().encode(kept)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let (key, redactedURL) = (privacy.key(for: url), privacy.redacted(url))
        _ = try? await database.write { connection in
            try connection.run(
                """
                INSERT INTO http_responses (key, url, etag, body, headers, stored_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET url = excluded.url, etag = excluded.etag, body = excluded.body,
                    headers = excluded.headers, stored_at = excluded.stored_at
                """,
                [key, redactedURL, response.entityTag, response.body, headers, response.storedAt]
            )
        }
    }
}
