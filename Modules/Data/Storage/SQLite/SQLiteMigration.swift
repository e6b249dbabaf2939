/// One step of a schema's history. Its version is what `PRAGMA user_version` holds once it has run.
///
/// Migrations are append-only: a released one never changes, a change to the schema is a new one.
struct SQLiteMigration: Sendable {
    let version: Int
    /// What the step does, for a reader of the schema's history.
    let name: String
    let apply: @Sendable (SQLiteConnection) throws(StorageError) -> Void

    init(version: Int, name: String, apply: @escaping @Sendable (SQLiteConnection) throws(StorageError) -> Void) {
        self.version = version
        self.name = name
        self.apply = apply
    }

    /// A step that is a fixed SQL script without values, the usual shape of a schema change.
    init(version: Int, name: String, script: String) {
        self.init(version: version, name: name) { (connection) throws(StorageError) in
            try connection.executeScript(script)
        }
    }
}
