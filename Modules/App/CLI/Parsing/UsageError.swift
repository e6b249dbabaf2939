/// A command line that cannot run: reported on stderr with exit status 2, with a suggestion when the
/// mistake looks like a typo, and the command whose help to read.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String
    /// The command the mistake was made in, so the message can point at `strata help COMMAND`.
    var command: CommandName?
    /// The usage of the subcommand the mistake was made in ("Usage: strata todos add [--user ID] TITLE"),
    /// printed under the message so the fix is in sight; empty when the message says it all.
    var usage: [String]

    init(_ message: String, command: CommandName? = nil, usage: [String] = []) {
        self.message = message
        self.command = command
        self.usage = usage
    }

    var description: String { message }

    /// What stderr says: the message, then its `explanation`.
    var lines: [String] {
        ["strata: \(message)"] + explanation
    }

    /// What stderr says under the message: the subcommand's usage when there is one, where to read more.
    var explanation: [String] {
        usage + [helpPointer]
    }

    /// "Run 'strata help todos' for usage."
    var helpPointer: String {
        "Run 'strata help\(command.map { " \($0.rawValue)" } ?? "")' for usage."
    }
}
