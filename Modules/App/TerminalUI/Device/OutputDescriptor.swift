import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file descriptor the process writes text to (standard output, standard error, the terminal),
/// written with `write(2)` itself, so a write that fails is an answer, not a trap: `FileHandle.write`
/// traps on a full disk (`/dev/full`), a closed pipe or a closed descriptor.
///
/// The first failure is remembered and every later write is skipped, so a command can finish its work,
/// then end non-zero and say why (`failure`). Interrupted and would-block writes are retried, so a
/// terminal left non-blocking by another program still gets all of the text.
public final class OutputDescriptor: Sendable {
    /// The descriptor written to.
    public let descriptor: Int32
    /// What it is, for messages: "standard output".
    public let name: String
    /// The `errno` of the first failed write; 0 while every write succeeded.
    private let failedCode = Atomic<Int32>(0)

    /// Writes to `descriptor`, called `name` in messages.
    public init(_ descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Writes all of `text`; returns `false`, writing nothing more, once a write has failed.
    @discardableResult
    public func write(_ text: String) -> Bool {
        guard failedCode.load(ordering: .relaxed) == 0 else { return false }
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                remaining = remaining.dropFirst(written)
                continue
            }
            // A write of some bytes that returns 0 wrote nothing and will not; call it an I/O error.
            let code = written < 0 ? errno : EIO
            switch code {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: waitUntilWritable()
            default:
                _ = failedCode.compareExchange(expected: 0, desired: code, ordering: .relaxed)
                return false
            }
        }
        return true
    }

    /// Why the first failed write failed; `nil` while every write succeeded.
    public var failure: OutputFailure? {
        let code = failedCode.load(ordering: .relaxed)
        return code == 0 ? nil : OutputFailure(name: name, code: code)
    }

    private func waitUntilWritable() {
        var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&poller, 1, -1)
    }
}

/// A write to one of the process's outputs that failed: "cannot write to standard output: No space
/// left on device".
public struct OutputFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output, as `OutputDescriptor.name` calls it.
    public let name: String
    /// The `errno` of the failed write.
    public let code: Int32

    /// One sentence naming the output and the system's reason.
    public var description: String {
        "cannot write to \(name): \(String(cString: strerror(code)))"
    }
}

/// `write(2)`, named apart from `OutputDescriptor.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
