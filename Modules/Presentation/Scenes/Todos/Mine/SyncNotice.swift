import StrataDomain

/// The status line's sentence about the last sync of the todo list.
enum SyncNotice {
    static func text(for report: TodoSyncReport, todos: [Todo]) -> String? {
        let unkept = todos.count { if case .conflict = $0.syncStatus { true } else { false } }
        let rejected = todos.count { if case .rejected = $0.syncStatus { true } else { false } }
        let pending = report.pending.flatMap { $0 == 0 ? nil : "\($0) \($0 == 1 ? "change" : "changes") still pending" }
        let problems = [
            unkept > 0
                ? "the server did not keep \(unkept) \(unkept == 1 ? "change" : "changes") — its values are shown"
                : nil,
            rejected > 0 ? "\(rejected) rejected by the server" : nil,
        ].compactMap { $0 }
        switch report.outcome {
        case .finished where problems.isEmpty && report.pending == 0:
            return report.sent > 0 ? "All changes sent" : nil
        case .finished:
            let summary = ([pending].compactMap { $0 } + problems).joined(separator: "; ")
            return summary.isEmpty ? nil : summary.prefix(1).uppercased() + summary.dropFirst()
        case .stopped(let error):
            return "Sync stopped: \(ErrorViewModel(error).message)\(pending.map { "; \($0)" } ?? "")"
        case .alreadyRunning, .offline:
            return nil
        }
    }
}
