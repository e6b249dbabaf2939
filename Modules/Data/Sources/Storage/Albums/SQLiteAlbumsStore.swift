import Foundation
import StrataDomain
import StrataSQLite

/// The local copy of each owner's albums and each album's photos, for the server the store serves.
///
/// Albums and photos in the `albums` and `photos` tables, under the server they came from.
///
/// It serves one server, the one the app talks to, as `SQLiteTodosStore` does: it reads that server's
/// rows (or, until a first write names it, the rows of the unnamed server a snapshot was seeded under).
struct SQLiteAlbumsStore: Sendable {
    private let database: StrataDatabase
    /// The server whose albums this store reads and writes.
    private let server: ServerAddress

    /// Uses `database` for every read and write, and `server`'s rows only.
    init(database: StrataDatabase, server: ServerAddress) {
        self.database = database
        self.server = server
    }

    /// Deletes and inserts in one transaction, so a reader never sees the owner's list half-replaced.
    func replaceAlbums(_ albums: [Album], ofOwner ownerID: User.ID) async throws(StorageError) {
        try await database.write { [server] connection in
            let serverRow = try ServerRows.register(server, in: connection)
            try connection.run("DELETE FROM albums WHERE server = ? AND user_id = ?", [serverRow, ownerID])
            try Self.upsert(albums, server: serverRow, in: connection)
        }
    }

    /// The stored albums of the owner by id; empty when none are stored.
    func albums(ofOwner ownerID: User.ID) async throws(StorageError) -> [Album] {
        try await database.read { [server] connection in
            try connection.query(
                "SELECT id, user_id, title FROM albums WHERE server = ? AND user_id = ? ORDER BY id",
                [try ServerRows.find(server, in: connection) ?? -1, ownerID]
            ) { row in Album(id: try row.column(0), ownerID: try row.column(1), title: try row.column(2)) }
        }
    }

    /// Deletes and inserts in one transaction, so a reader never sees the album half-replaced.
    func replacePhotos(_ photos: [Photo], ofAlbum albumID: Album.ID) async throws(StorageError) {
        try await database.write { [server] connection in
            let serverRow = try ServerRows.register(server, in: connection)
            try connection.run("DELETE FROM photos WHERE server = ? AND album_id = ?", [serverRow, albumID])
            try Self.upsert(photos, server: serverRow, in: connection)
        }
    }

    /// A stored address that is no longer an absolute http(s) URL (a file edited by hand) is an
    /// `unexpectedValue`, never a trap.
    func photos(ofAlbum albumID: Album.ID) async throws(StorageError) -> [Photo] {
        try await database.read { [server] connection in
            try connection.query(
                """
                SELECT id, album_id, title, url, thumbnail_url FROM photos WHERE server = ? AND album_id = ?
                ORDER BY id
                """,
                [try ServerRows.find(server, in: connection) ?? -1, albumID], row: Self.photo)
        }
    }

    static func upsert(_ albums: [Album], server: Int, in connection: SQLiteConnection) throws {
        let statement = try connection.prepare(
            """
            INSERT INTO albums (server, id, user_id, title) VALUES (?, ?, ?, ?)
            ON CONFLICT (server, id) DO UPDATE SET user_id = excluded.user_id, title = excluded.title
            """
        )
        for album in albums {
            try statement.run([server, album.id, album.ownerID, album.title])
        }
    }

    static func upsert(_ photos: [Photo], server: Int, in connection: SQLiteConnection) throws {
        let statement = try connection.prepare(
            """
            INSERT INTO photos (server, id, album_id, title, url, thumbnail_url) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (server, id) DO UPDATE SET album_id = excluded.album_id, title = excluded.title,
                url = excluded.url, thumbnail_url = excluded.thumbnail_url
            """
        )
        for photo in photos {
            try statement.run([
                server, photo.id, photo.albumID, photo.title, photo.imageURL.absoluteString,
                photo.thumbnailURL.absoluteString,
            ])
        }
    }

    private static func photo(_ row: SQLiteRow) throws -> Photo {
        Photo(
            id: try row.column(0), albumID: try row.column(1), title: try row.column(2),
            imageURL: try address(row.column(3), column: "photos.url"),
            thumbnailURL: try address(row.column(4), column: "photos.thumbnail_url"))
    }

    private static func address(_ text: String, column: String) throws -> URL {
        guard let url = URL(webAddress: text) else {
            throw StorageError.unexpectedValue(column: column, expected: "an absolute http or https URL", found: text)
        }
        return url
    }
}
