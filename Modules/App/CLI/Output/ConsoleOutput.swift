import StrataTerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the command writes: the real standard streams in the app, buffers in tests.
///
/// Text goes out as rows, and every row passes the one sanitiser (`TerminalText.line`) on its way, so
/// a row is exactly one line whatever it holds: nothing from a server, a store or an argument can send
/// an escape sequence or start a row of its own. JSON is written as the JSON encoder made it (with the
/// characters the sanitiser stands for escaped), never through the sanitiser, so it parses: indented
/// for a person when stdout is a terminal, on one line for a pipe or a file, as `jq -c` would write it.
///
/// A write that fails is remembered, not trapped (`failure`): the command ends non-zero and says why.
struct ConsoleOutput: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void
    private let failures: @Sendable () -> [OutputFailure]
    /// Whether a person reads stdout (a terminal), so JSON is indented, rather than a program.
    let isTerminal: Bool

    /// Writes through the given functions; `failures` says which writes failed, first one first;
    /// `isTerminal` says whether what `write` writes goes to a terminal.
    init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        failures: @escaping @Sendable () -> [OutputFailure] = { [] }, isTerminal: Bool = false
    ) {
        writeOut = write
        writeErr = writeError
        self.failures = failures
        self.isTerminal = isTerminal
    }

    /// The process's stdout and stderr, written with `write(2)`.
    static let standard: ConsoleOutput = {
        let out = OutputDescriptor(STDOUT_FILENO, name: "standard output")
        let err = OutputDescriptor(STDERR_FILENO, name: "standard error")
        return ConsoleOutput(
            write: { out.write($0) }, writeError: { err.write($0) },
            failures: { [out.failure, err.failure].compactMap { $0 } }, isTerminal: isatty(STDOUT_FILENO) == 1)
    }()

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

    /// A JSON document and a newline: indented when stdout is a terminal, else on one line.
    func writeJSON(_ document: some Encodable) {
        writeOut(JSONOutput.encode(document, indented: isTerminal) + "\n")
    }

    /// The first write that failed, stdout's before stderr's; `nil` while every write succeeded.
    var failure: OutputFailure? { failures().first }

    private static func line(_ row: String) -> String {
        TerminalText.line(row.hasSuffix("\n") ? String(row.dropLast()) : row) + "\n"
    }
}
