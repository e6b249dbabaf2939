/// Where the networking layer writes what it does. An app plugs in its own logging system, or
/// `LineLogger` to hand lines to a closure, as a command-line tool's `--verbose` does.
public protocol NetworkLogger: Sendable {
    /// Records `message` if `level` is enabled; the message is built only then.
    func log(_ level: LogLevel, _ message: @autoclosure () -> String)
}
