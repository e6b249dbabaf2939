/// A command line that cannot run: reported on stderr with exit status 2, with a suggestion when the
/// mistake looks like a typo, and the command whose help to read.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String
    /// The command the mistake was made in, so the message can point at `strata help COMMAND`.
    var command: CommandName?

    init(_ message: String, command: CommandName? = nil) {
        self.message = message
        self.command = command
    }

    var description: String { message }

    /// "Run 'strata help todos' for usage."
    var helpPointer: String {
        "Run 'strata help\(command.map { " \($0.rawValue)" } ?? "")' for usage."
    }
}
