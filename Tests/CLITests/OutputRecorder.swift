import StrataTestSupport

@testable import StrataCLI

/// Captures what a command writes to each stream.
final class OutputRecorder: Sendable {
    private let streams = Locked<(out: String, err: String)>(("", ""))

    var out: String { streams.withLock { $0.out } }
    var err: String { streams.withLock { $0.err } }

    var console: ConsoleOutput {
        ConsoleOutput(
            write: { text in self.streams.withLock { $0.out += text } },
            writeError: { text in self.streams.withLock { $0.err += text } }
        )
    }
}

/// Runs `strata` in process over a throwaway store, and returns its exit status and output.
@MainActor
func strata(_ arguments: String..., environment: [String: String] = [:]) async -> (
    status: ExitCode, out: String, err: String
) {
    await strata(arguments, environment: environment)
}

/// `strata(_:environment:)` with the arguments as an array.
@MainActor
func strata(_ arguments: [String], environment: [String: String] = [:]) async -> (
    status: ExitCode, out: String, err: String
) {
    let recorder = OutputRecorder()
    let status = await StrataCommand.run(
        arguments: GenerousDeadline.applied(to: arguments),
        environment: ["STRATA_DB": ":memory:"].merging(environment) { $1 }, output: recorder.console)
    return (status, recorder.out, recorder.err)
}
