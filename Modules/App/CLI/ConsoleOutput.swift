import Foundation

/// Where the command writes: the real standard streams in the app, buffers in tests.
struct ConsoleOutput: Sendable {
    var write: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void

    static let standard = ConsoleOutput(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}
