import Foundation

/// Where the command writes: the real standard streams in the app, buffers in tests.
struct ConsoleOutput: Sendable {
    var write: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void

    /// The process's stdout and stderr. Text from the server passes through here, so control
    /// characters other than newlines are neutralised: a post cannot send escape sequences to the
    /// user's terminal.
    static let standard = ConsoleOutput(
        write: { FileHandle.standardOutput.write(Data(TextLayout.sanitizedKeepingLines($0).utf8)) },
        writeError: { FileHandle.standardError.write(Data(TextLayout.sanitizedKeepingLines($0).utf8)) }
    )
}
