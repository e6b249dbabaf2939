/// What `strata sync --json` prints.
struct SyncDocument: FieldSelectable {
    static let phrase = "the sync report"

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema, command, outcome, sent, pending, rejected, stopped
    }

    let schema = JSONOutput.schemaVersion
    let command = "sync"
    /// `finished`, `stopped`, `alreadyRunning` (another sync of the store was running) or `offline`.
    let outcome: String
    let sent: Int
    /// `null` when the outbox could not be read, never a guess.
    @Nullable var pending: Int?
    let rejected: Int
    /// Why the sync stopped early; `null` when it ran to the end.
    @Nullable var stopped: String?
}

/// What a `strata todos` change prints with `--json`: the todo as it now stands.
struct TodoChangeDocument: Encodable {
    let schema = JSONOutput.schemaVersion
    /// "add", "toggle", "rename", "rm", "retry" or "discard".
    let command: String
    let todo: TodoDocument
    /// Whether the todo is gone, for "rm" and for "discard" of a todo the server never had.
    let deleted: Bool
}

/// What any command prints with `--json` when it fails: the message and the request that failed.
struct ErrorDocument: Encodable {
    let schema = JSONOutput.schemaVersion
    let error: ProblemDocument
}
