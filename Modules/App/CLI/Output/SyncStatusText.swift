import StrataDomain

/// A todo's sync status in words, the same in `todos list`, a change's report and `--json`, so nothing
/// reads as synced that the server did not acknowledge and keep.
enum SyncStatusText {
    /// `synced`, `pending`, `rejected` or `conflict`, as `--json` prints it.
    static func name(of status: Todo.SyncStatus) -> String {
        switch status {
        case .synced: "synced"
        case .pending: "pending"
        case .rejected: "rejected"
        case .conflict: "conflict"
        }
    }

    /// What the status says beyond its name, `nil` when nothing: the last failure, the server's reason
    /// for a refusal, or that the server no longer has the todo.
    static func detail(of status: Todo.SyncStatus) -> String? {
        switch status {
        case .synced: nil
        case .pending(let lastError): lastError
        case .rejected(let reason): "rejected by the server: \(reason)"
        case .conflict(.missingOnServer(let formerServerID)):
            "the server no longer has this todo (it was todo \(formerServerID) there): retry creates it again, "
                + "discard lets it go"
        }
    }

    /// The status in parentheses, as a list line ends: "(rejected by the server: title too long)".
    static func mark(of status: Todo.SyncStatus) -> String {
        switch status {
        case .synced, .pending(nil): "(\(name(of: status)))"
        case .pending(let lastError?): "(pending: \(lastError))"
        case .rejected, .conflict: "(\(detail(of: status) ?? name(of: status)))"
        }
    }

    /// One line per lost change, for `todos discard`.
    static func describe(_ change: DiscardedChange) -> String {
        switch change {
        case .todo(let title): "the todo “\(title)”, which the server does not have; it is removed here"
        case .title(let title): "the title “\(title)”"
        case .completion(let isCompleted):
            "marking it \(isCompleted ? "done" : "open")"
        case .deletion: "its deletion; the todo is back on the list"
        }
    }
}
