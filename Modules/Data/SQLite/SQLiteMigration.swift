/// One step of a schema's history. Its version is what `PRAGMA user_version` holds once it has run.
///
/// Migrations are append-only: a released one never changes, a change to the schema is a new one.
public struct SQLiteMigration: Sendable {
    /// The `user_version` the file holds once this step has run; steps count 1, 2, 3, …
    public let version: Int
    /// What the step does, for a reader of the schema's history.
    public let name: String
    let apply: @Sendable (SQLiteConnection) throws -> Void

    /// A step written in Swift, for changes a fixed script cannot make (copying rows with new values).
    /// `apply` runs inside the step's transaction; whatever it throws rolls the step back.
    public init(version: Int, name: String, apply: @escaping @Sendable (SQLiteConnection) throws -> Void) {
        self.version = version
        self.name = name
        self.apply = apply
    }

    /// A step that is a fixed SQL script without values, the usual shape of a schema change.
    public init(version: Int, name: String, script: String) {
        self.init(version: version, name: name) { connection in try connection.executeScript(script) }
    }
}
