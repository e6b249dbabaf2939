/// Where the networking layer writes what it does. An app plugs in its own logging system, or
/// `StandardErrorLogger` for a command-line tool's `--verbose`.
public protocol NetworkLogger: Sendable {
    /// Records `message` if `level` is enabled; the message is built only then.
    func log(_ level: LogLevel, _ message: @autoclosure () -> String)
}
