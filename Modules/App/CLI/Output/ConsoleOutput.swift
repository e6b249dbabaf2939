import Foundation
import StrataTerminalUI

/// Where the command writes: the real standard streams in the app, buffers in tests.
///
/// Text passes through the terminal sanitiser, so nothing from a server, a store or an argument can
/// send escape sequences to the user's terminal. JSON is written as the JSON encoder made it (with
/// the characters a terminal could misread escaped), never through the sanitiser, so it parses.
struct ConsoleOutput: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void) {
        writeOut = write
        writeErr = writeError
    }

    /// The process's stdout and stderr.
    static let standard = ConsoleOutput(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) }
    )

    /// Text for the user, lines kept.
    func write(_ text: String) {
        writeOut(TerminalText.sanitizedKeepingLines(text))
    }

    /// A message on stderr, lines kept.
    func writeError(_ text: String) {
        writeErr(TerminalText.sanitizedKeepingLines(text))
    }

    /// A JSON document and a newline, exactly as encoded.
    func writeJSON(_ json: String) {
        writeOut(json + "\n")
    }
}
