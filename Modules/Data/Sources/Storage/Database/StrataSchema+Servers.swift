import StrataSQLite

extension StrataSchema {
    /// Sync proven by simulation (issue 20): server ids belong to one server, an acknowledged write is
    /// read back before it counts, a server that does not keep writes is known as such, and the sync
    /// lease is fenced and renewed by a clock that cannot jump.
    static let version7 = SQLiteMigration(
        version: 7,
        name: "todos belong to a server, writes are read back, servers that do not keep writes, a fenced lease",
        script: """
            -- The servers this store has talked to, by address (scheme, host, port and path of the base URL).
            -- A server id means something only on its server. keeps_writes is NULL until a write was read
            -- back; 0 with the evidence when the server acknowledged a write it did not keep. Such a
            -- server is tried again, one write at a time, from next_probe_at on, later after each failed try.
            -- has_answered: it answered a todo request with 2xx once, so it is a server that has todos (a
            -- base URL with a wrong path never does); only such a server can hold a creation in doubt.
            CREATE TABLE servers (
                id INTEGER PRIMARY KEY,
                address TEXT NOT NULL UNIQUE,
                has_answered INTEGER NOT NULL DEFAULT 0 CHECK (has_answered IN (0, 1)),
                keeps_writes INTEGER CHECK (keeps_writes IN (0, 1)),
                evidence TEXT,
                failed_probes INTEGER NOT NULL DEFAULT 0 CHECK (failed_probes >= 0),
                next_probe_at REAL,
                CHECK (keeps_writes IS NOT 0 OR (evidence IS NOT NULL AND next_probe_at IS NOT NULL))
            );

            -- server: where the todo lives (listed by it, or its creation sent to it); NULL while it exists
            -- only here, and then any server may receive its creation. server_id: the id that server has
            -- for it now. observed_at: the sync clock (todo_sync_generation) when the store last received
            -- something about its server copy; only an answer asked for after that applies to it.
            ALTER TABLE todos ADD COLUMN server INTEGER REFERENCES servers (id);
            ALTER TABLE todos ADD COLUMN server_id INTEGER CHECK (server_id IS NULL OR server_id > 0);
            ALTER TABLE todos ADD COLUMN origin TEXT NOT NULL DEFAULT 'created' CHECK (origin IN ('created', 'listed'));
            ALTER TABLE todos ADD COLUMN observed_at INTEGER NOT NULL DEFAULT 0;

            -- Ids a server no longer has (deleted, here or elsewhere), with the sync clock when that was
            -- learned: a list asked for before cannot bring the todo back under a new local id.
            CREATE TABLE retired_server_ids (
                server INTEGER NOT NULL REFERENCES servers (id),
                server_id INTEGER NOT NULL,
                observed_at INTEGER NOT NULL,
                PRIMARY KEY (server, server_id)
            );

            -- A store made before this version talked to one server it did not record: the first address
            -- that opens it adopts its ids (see ServerRows.register).
            INSERT INTO servers (id, address, has_answered) SELECT 1, '', 1
            WHERE EXISTS (SELECT 1 FROM todo_server_ids) OR EXISTS (SELECT 1 FROM outbox WHERE attempts > 0)
               OR EXISTS (SELECT 1 FROM todo_conflicts WHERE former_server_id IS NOT NULL);
            UPDATE todos SET server = 1,
                server_id = (SELECT m.server_id FROM todo_server_ids m WHERE m.local_id = todos.local_id),
                origin = (SELECT m.origin FROM todo_server_ids m WHERE m.local_id = todos.local_id)
            WHERE local_id IN (SELECT local_id FROM todo_server_ids);
            UPDATE todos SET server = 1
            WHERE server IS NULL AND (
                local_id IN (SELECT todo_local_id FROM outbox WHERE kind = 'create' AND attempts > 0)
                OR local_id IN (SELECT local_id FROM todo_conflicts WHERE former_server_id IS NOT NULL));
            UPDATE todos SET observed_at =
                (SELECT a.generation FROM todo_acknowledgements a WHERE a.local_id = todos.local_id)
            WHERE local_id IN (SELECT local_id FROM todo_acknowledgements);
            CREATE UNIQUE INDEX todos_by_server_id ON todos (server, server_id);

            -- Values the old sync called "not kept" are the user's edits again: the todo takes them, and
            -- they wait to be sent.
            UPDATE todos SET
                title = coalesce((SELECT c.unkept_title FROM todo_conflicts c WHERE c.local_id = todos.local_id), title),
                completed = coalesce(
                    (SELECT c.unkept_completed FROM todo_conflicts c WHERE c.local_id = todos.local_id), completed)
            WHERE local_id IN (SELECT local_id FROM todo_conflicts WHERE former_server_id IS NULL);
            INSERT INTO outbox (todo_local_id, kind, title, idempotency_key, created_at, next_attempt_at)
                SELECT local_id, 'rename', unkept_title, lower(hex(randomblob(16))),
                       CAST(strftime('%s', 'now') AS REAL), CAST(strftime('%s', 'now') AS REAL)
                FROM todo_conflicts WHERE former_server_id IS NULL AND unkept_title IS NOT NULL;
            INSERT INTO outbox (todo_local_id, kind, completed, idempotency_key, created_at, next_attempt_at)
                SELECT local_id, 'toggle', unkept_completed, lower(hex(randomblob(16))),
                       CAST(strftime('%s', 'now') AS REAL), CAST(strftime('%s', 'now') AS REAL)
                FROM todo_conflicts WHERE former_server_id IS NULL AND unkept_completed IS NOT NULL;

            -- What the server contradicts is now only that it no longer has a todo.
            CREATE TABLE new_todo_conflicts (
                local_id INTEGER PRIMARY KEY REFERENCES todos (local_id) ON DELETE CASCADE,
                former_server_id INTEGER NOT NULL
            );
            INSERT INTO new_todo_conflicts (local_id, former_server_id)
                SELECT local_id, former_server_id FROM todo_conflicts WHERE former_server_id IS NOT NULL;
            DROP TABLE todo_conflicts;
            ALTER TABLE new_todo_conflicts RENAME TO todo_conflicts;
            DROP TABLE todo_server_ids;
            DROP TABLE todo_acknowledgements;

            -- An operation the server answered with 2xx waits here, acknowledged with the id of the todo it
            -- wrote (for a creation, the one the server gave), until reading that todo back shows whether
            -- the server kept it; it is never sent again.
            ALTER TABLE outbox ADD COLUMN acknowledged_id INTEGER CHECK (acknowledged_id IS NULL OR acknowledged_id > 0);
            -- A parked creation the server answered 2xx, but with something else than the todo sent: the
            -- server may hold it all the same, so a list shows no copy of it beside the parked one.
            ALTER TABLE outbox ADD COLUMN may_exist INTEGER NOT NULL DEFAULT 0 CHECK (may_exist IN (0, 1));

            -- The lease: one row for good, so its fence only grows. Every claim by a new holder raises the
            -- fence, and every write a sync makes checks it holds the lease with its fence. On its machine a
            -- holder keeps it while its process (pid, started, in boot) runs; expires_at, renewed while it
            -- works, is read only from another machine.
            DROP TABLE sync_lease;
            CREATE TABLE sync_lease (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                fence INTEGER NOT NULL CHECK (fence >= 0),
                owner TEXT,
                host TEXT,
                boot TEXT,
                pid INTEGER,
                started INTEGER,
                expires_at REAL,
                CHECK ((owner IS NULL) = (host IS NULL))
            );
            INSERT INTO sync_lease (id, fence) VALUES (1, 0);
            """
    )
}
