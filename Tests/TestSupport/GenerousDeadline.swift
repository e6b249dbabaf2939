/// A minute for each screen of a command that talks to a test's own server, however loaded the
/// machine: the default 10 s is the product's, and a busy CI machine can take longer to answer. A
/// test about the deadline passes its own `--timeout`, which is kept.
public enum GenerousDeadline {
    /// `arguments`, with `--timeout 60` added to an `open`, `todos` or `sync` that names a server and
    /// no deadline of its own.
    public static func applied(to arguments: [String]) -> [String] {
        let talksToAServer =
            ["open", "todos", "sync"].contains(arguments.first ?? "")
            && arguments.contains { $0 == "--base-url" || $0.hasPrefix("--base-url=") }
        let hasDeadline = arguments.contains { $0 == "--timeout" || $0.hasPrefix("--timeout=") }
        return talksToAServer && !hasDeadline ? arguments + ["--timeout", "60"] : arguments
    }
}
