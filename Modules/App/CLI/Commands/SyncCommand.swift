import StrataComposition
import StrataDomain
import StrataPresentation

/// `strata sync`: sends everything waiting, even operations still backing off; exits 1 when the sync
/// stopped with changes kept, so a script can tell.
@MainActor
struct SyncCommand {
    let container: AppDIContainer
    let output: ConsoleOutput
    let format: OutputFormat

    func run() async -> ExitCode {
        let report = await container.makeSyncTodosUseCase().execute(.everything)
        let stopped: String? =
            switch report.outcome {
            case .stopped(let failure): "sync stopped: \(ErrorViewModel(failure).message)"
            case .notKeptByServer(let reason):
                "\(container.configuration.baseURL.absoluteString) does not keep changes (\(reason)), so none was sent; "
                    + "point --base-url at a server that keeps writes to send them"
            default: nil
            }
        if case .json(let fields) = format {
            let document = SyncDocument(
                outcome: Self.outcomeName(report.outcome), sent: report.sent, pending: report.pending,
                rejected: report.rejected, stopped: stopped)
            guard output.writeJSON(document, fields: fields) else { return .failure }
        }
        if let stopped {
            let state = if case .notKeptByServer = report.outcome { "kept on this device" } else { "still pending" }
            let kept = report.pending.map { "\($0) \(Self.changes($0)) \(state)" } ?? "the outbox could not be read"
            output.writeError("strata: \(stopped); \(kept)\n")
            return .failure
        }
        if format == .text { output.write(summary(report) + "\n") }
        return .success
    }

    private func summary(_ report: TodoSyncReport) -> String {
        let pending = report.pending.map { "\($0) pending" } ?? "pending unknown"
        switch report.outcome {
        case .alreadyRunning:
            return "A sync of this store is already running; nothing sent here (\(pending))"
        case .offline:
            return "Offline: nothing sent (\(pending))"
        case .finished, .stopped, .notKeptByServer:
            var summary = "Sent \(report.sent) \(Self.changes(report.sent)); \(pending)"
            if report.rejected > 0 {
                summary += "; \(report.rejected) rejected by the server ('strata todos list' says why)"
            }
            return summary
        }
    }

    private static func changes(_ count: Int) -> String {
        count == 1 ? "change" : "changes"
    }

    private static func outcomeName(_ outcome: TodoSyncReport.Outcome) -> String {
        switch outcome {
        case .finished: "finished"
        case .stopped: "stopped"
        case .alreadyRunning: "alreadyRunning"
        case .offline: "offline"
        case .notKeptByServer: "notKeptByServer"
        }
    }
}
