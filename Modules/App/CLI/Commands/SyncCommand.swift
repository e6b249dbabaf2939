import StrataComposition

/// `strata sync`: sends everything waiting, even operations still backing off.
@MainActor
struct SyncCommand {
    let container: AppDIContainer
    let output: ConsoleOutput
    let format: OutputFormat

    func run() async -> ExitCode {
        let outcome = await container.syncTodos()
        if format == .json {
            output.writeJSON(
                JSONOutput.encode(
                    SyncDocument(
                        sent: outcome.sent, pending: outcome.pending, rejected: outcome.rejected,
                        stopped: outcome.failure)))
        }
        if let failure = outcome.failure {
            output.writeError(
                "strata: sync stopped after \(outcome.sent) sent: \(failure); \(outcome.pending) still pending\n")
            return .failure
        }
        if format == .text {
            var summary = "Sent \(outcome.sent) change\(outcome.sent == 1 ? "" : "s"); \(outcome.pending) pending"
            if outcome.rejected > 0 {
                summary += "; \(outcome.rejected) refused by the server"
            }
            output.write(summary + "\n")
        }
        return .success
    }
}
