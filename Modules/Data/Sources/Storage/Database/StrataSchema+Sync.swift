import StrataSQLite

extension StrataSchema {
    /// Sync that never duplicates, drops or silently undoes an edit (issue 10): every outbox operation
    /// carries its idempotency key and can be parked with the server's reason, server ids are mapped
    /// explicitly, acknowledged values are kept until a refresh confirms or contradicts them, and one
    /// lease row lets one process at a time send the outbox.
    static let version3 = SQLiteMigration(
        version: 3,
        name: "idempotency keys, parked operations, server id mapping, acknowledgements, conflicts, sync lease",
        script: """
            -- Which server id each local todo has. UNIQUE: one server todo is one local todo, so a server
            -- that hands out an id twice can never make two local todos share it.
            CREATE TABLE todo_server_ids (
                local_id INTEGER PRIMARY KEY REFERENCES todos (local_id) ON DELETE CASCADE,
                server_id INTEGER NOT NULL UNIQUE
            );

            -- What the server contradicted: values it acknowledged but does not hold, or the id it gave
            -- to another todo. Exactly one of the two.
            CREATE TABLE todo_conflicts (
                local_id INTEGER PRIMARY KEY REFERENCES todos (local_id) ON DELETE CASCADE,
                unkept_title TEXT,
                unkept_completed INTEGER CHECK (unkept_completed IN (0, 1)),
                former_server_id INTEGER,
                CHECK ((former_server_id IS NULL) <> (unkept_title IS NULL AND unkept_completed IS NULL))
            );

            -- Schema 2 kept the server id on the todo, and a fake server gave several todos the same one;
            -- the first keeps it, the others are told the server no longer has them.
            INSERT OR IGNORE INTO todo_server_ids (local_id, server_id)
                SELECT local_id, server_id FROM todos WHERE server_id IS NOT NULL ORDER BY local_id;
            INSERT INTO todo_conflicts (local_id, former_server_id)
                SELECT t.local_id, t.server_id FROM todos t
                WHERE t.server_id IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM todo_server_ids m WHERE m.local_id = t.local_id);
            DROP INDEX todos_by_server_id;
            ALTER TABLE todos DROP COLUMN server_id;

            -- The values of acknowledged edits, until a refresh that started after the acknowledgement
            -- (generation) shows whether the server kept them.
            CREATE TABLE todo_acknowledgements (
                local_id INTEGER PRIMARY KEY REFERENCES todos (local_id) ON DELETE CASCADE,
                title TEXT,
                completed INTEGER CHECK (completed IN (0, 1)),
                generation INTEGER NOT NULL CHECK (generation > 0),
                CHECK (title IS NOT NULL OR completed IS NOT NULL)
            );
            -- Counts acknowledgements: a refresh reads it before asking the server, so it judges only
            -- the acknowledgements its answer can know of.
            CREATE TABLE todo_sync_generation (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                value INTEGER NOT NULL CHECK (value >= 0)
            );
            INSERT INTO todo_sync_generation (id, value) VALUES (1, 0);

            -- Who sends the outbox now: claimed in a write transaction, renewed before every operation,
            -- taken over when it expires or its process is gone.
            CREATE TABLE sync_lease (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                owner TEXT NOT NULL,
                host TEXT NOT NULL,
                pid INTEGER NOT NULL,
                expires_at REAL NOT NULL
            );

            -- The outbox again, with the key every attempt of an operation sends as Idempotency-Key, and
            -- the server's reason when it refused the operation's content (parked until retry or discard).
            CREATE TABLE new_outbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                todo_local_id INTEGER NOT NULL REFERENCES todos (local_id) ON DELETE CASCADE,
                kind TEXT NOT NULL CHECK (kind IN ('create', 'rename', 'toggle', 'delete')),
                title TEXT,
                completed INTEGER CHECK (completed IN (0, 1)),
                idempotency_key TEXT NOT NULL UNIQUE,
                created_at REAL NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
                next_attempt_at REAL NOT NULL,
                last_error TEXT,
                rejection TEXT,
                CHECK (kind NOT IN ('create', 'rename') OR title IS NOT NULL),
                CHECK (kind NOT IN ('create', 'toggle') OR completed IS NOT NULL)
            );
            INSERT INTO new_outbox (id, todo_local_id, kind, title, completed, idempotency_key, created_at,
                                    attempts, next_attempt_at, last_error)
                SELECT id, todo_local_id, kind, title, completed, lower(hex(randomblob(16))), created_at,
                       attempts, next_attempt_at, last_error
                FROM outbox;
            DROP TABLE outbox;
            ALTER TABLE new_outbox RENAME TO outbox;
            CREATE INDEX outbox_by_todo ON outbox (todo_local_id);
            """
    )
}
