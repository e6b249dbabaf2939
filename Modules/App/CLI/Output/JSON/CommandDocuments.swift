/// What `strata sync --json` prints.
struct SyncDocument: Encodable {
    let schema = JSONOutput.schemaVersion
    let command = "sync"
    let sent: Int
    let pending: Int
    let rejected: Int
    /// Why the sync stopped early; `null` when it ran to the end.
    @Nullable var stopped: String?
}

/// What a `strata todos` change prints with `--json`: the todo as it now stands.
struct TodoChangeDocument: Encodable {
    let schema = JSONOutput.schemaVersion
    /// "add", "toggle", "rename" or "rm".
    let command: String
    let todo: TodoDocument
    /// Whether the todo is gone, for "rm".
    let deleted: Bool
}

/// What any command prints with `--json` when it fails: the message and the request that failed.
struct ErrorDocument: Encodable {
    let schema = JSONOutput.schemaVersion
    let error: ProblemDocument
}
