import StrataSQLite

extension StrataSchema {
    /// Albums and their photos (issue 23), kept per server as todos are: an album id means something
    /// only on the server that gave it, so another server's album 1 never shows as this one's.
    ///
    /// Adding tables is the whole upgrade: an older store opens, gains them empty, and fills them
    /// from the network; a new store is seeded with them from the bundled snapshot.
    static let version8 = SQLiteMigration(
        version: 8,
        name: "albums and their photos, kept per server",
        script: """
            -- server: whose ids these are (see the servers table); a store that has talked to no server
            -- keeps the snapshot's under the unnamed server the first address to open it adopts.
            CREATE TABLE albums (
                server INTEGER NOT NULL REFERENCES servers (id),
                id INTEGER NOT NULL CHECK (id > 0),
                user_id INTEGER NOT NULL,
                title TEXT NOT NULL,
                PRIMARY KEY (server, id)
            );
            CREATE INDEX albums_by_user ON albums (server, user_id, id);

            -- url and thumbnail_url were checked to be absolute http(s) URLs before they were stored.
            CREATE TABLE photos (
                server INTEGER NOT NULL REFERENCES servers (id),
                id INTEGER NOT NULL CHECK (id > 0),
                album_id INTEGER NOT NULL,
                title TEXT NOT NULL,
                url TEXT NOT NULL,
                thumbnail_url TEXT NOT NULL,
                PRIMARY KEY (server, id)
            );
            CREATE INDEX photos_by_album ON photos (server, album_id, id);
            """
    )
}
