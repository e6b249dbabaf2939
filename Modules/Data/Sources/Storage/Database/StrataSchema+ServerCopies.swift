import StrataSQLite

extension StrataSchema {
    /// Where each server id came from: a creation acknowledged here, or a server list that showed a
    /// todo unknown here. A creation whose answer was lost may come back in a list before it is sent
    /// again; when the resend is answered with that id, the listed copy is the same todo, not another.
    static let version6 = SQLiteMigration(
        version: 6,
        name: "the origin of each server id: created here or listed by the server",
        script: """
            -- Ids recorded before this version keep the cautious reading: created here.
            ALTER TABLE todo_server_ids ADD COLUMN origin TEXT NOT NULL DEFAULT 'created'
                CHECK (origin IN ('created', 'listed'));
            """
    )
}
