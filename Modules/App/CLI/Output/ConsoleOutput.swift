import Foundation
import StrataTerminalUI

/// Where the command writes: the real standard streams in the app, buffers in tests.
///
/// Text goes out as rows, and every row passes the one sanitiser (`TerminalText.line`) on its way, so
/// a row is exactly one line whatever it holds: nothing from a server, a store or an argument can send
/// an escape sequence or start a row of its own. JSON is written as the JSON encoder made it (with the
/// characters the sanitiser stands for escaped), never through the sanitiser, so it parses.
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

    /// One row for the user; a newline at its end is the end of the row, any other one is shown.
    func write(_ row: String) {
        writeOut(Self.line(row))
    }

    /// Rows for the user, each exactly one line.
    func write(lines rows: [String]) {
        writeOut(rows.map(Self.line).joined())
    }

    /// One row of a message on stderr; a newline at its end is the end of the row, any other one is shown.
    func writeError(_ row: String) {
        writeErr(Self.line(row))
    }

    /// Rows of a message on stderr, each exactly one line.
    func writeError(lines rows: [String]) {
        writeErr(rows.map(Self.line).joined())
    }

    /// A JSON document and a newline, exactly as encoded.
    func writeJSON(_ json: String) {
        writeOut(json + "\n")
    }

    private static func line(_ row: String) -> String {
        TerminalText.line(row.hasSuffix("\n") ? String(row.dropLast()) : row) + "\n"
    }
}
