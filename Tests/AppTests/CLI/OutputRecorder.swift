import Synchronization

@testable import StrataApp

/// Captures what a command writes to each stream.
final class OutputRecorder: Sendable {
    private let streams = Mutex<(out: String, err: String)>(("", ""))

    var out: String { streams.withLock { $0.out } }
    var err: String { streams.withLock { $0.err } }

    var console: ConsoleOutput {
        ConsoleOutput(
            write: { text in self.streams.withLock { $0.out += text } },
            writeError: { text in self.streams.withLock { $0.err += text } }
        )
    }
}
