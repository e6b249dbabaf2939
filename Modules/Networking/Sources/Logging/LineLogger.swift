/// Hands log lines at or above a minimum level to `write`, one call per line, so lines from
/// concurrent requests never interleave. The app decides where they go and sanitises them there:
/// header values come from the server and must not reach a terminal raw.
public struct LineLogger: NetworkLogger {
    /// The least important level that is written.
    public let minimumLevel: LogLevel
    private let write: @Sendable (String) -> Void

    /// Writes `info` and above unless told otherwise; pass `.debug` to see headers too.
    public init(minimumLevel: LogLevel = .info, write: @escaping @Sendable (String) -> Void) {
        self.minimumLevel = minimumLevel
        self.write = write
    }

    /// Builds the message only when `level` is written, so skipped debug lines cost nothing.
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        write("[strata \(level)] \(message())")
    }
}
