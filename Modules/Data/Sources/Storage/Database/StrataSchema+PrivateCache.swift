import StrataSQLite

extension StrataSchema {
    /// The HTTP cache keyed by a digest of the URL, so no token or password in a URL is stored in clear.
    /// The old table is dropped with `secure_delete` on, so its URLs do not linger in free pages.
    static let version4 = SQLiteMigration(
        version: 4,
        name: "HTTP responses keyed by a digest of the URL, no secret kept in clear",
        script: """
            PRAGMA secure_delete = ON;
            DROP TABLE http_responses;
            -- One row per URL: key is the SHA-256 of the URL, url the URL with user info and secret query
            -- values masked, headers the answer's without Authorization, Cookie and Set-Cookie.
            CREATE TABLE http_responses (
                key TEXT PRIMARY KEY CHECK (length(key) = 64),
                url TEXT NOT NULL,
                etag TEXT NOT NULL,
                body BLOB NOT NULL,
                headers TEXT NOT NULL,
                stored_at REAL NOT NULL
            );
            """
    )
}
