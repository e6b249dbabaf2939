import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process the tests start, with every wait on it bounded by time.
///
/// Foundation's `Process` is not used: on Linux it learns that a child ended when a socket it hands
/// the child reaches end-of-file, so any other child that inherited that socket (a test server launched
/// at the same moment on another thread) makes `waitUntilExit()` wait for as long as that one lives,
/// and no time limit can be put on the wait. Here each child is spawned with every descriptor above
/// stderr closed, in a process group of its own, and reaped with `waitpid` polled against a deadline;
/// past the deadline the group is killed, so a hung child fails its test instead of hanging the run.
public final class ChildProcess: Sendable {
    /// Where a standard stream of the child goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A pipe this process holds the other end of.
        case pipe
        /// A file opened for writing (output) or reading (input), such as `/dev/full`.
        case file(String)
        /// A pipe whose other end is closed before the child starts: writes meet `EPIPE`.
        case brokenPipe
        /// This process's own descriptor, as a shell passes it: a server's traceback reaches the test log.
        case inherited
    }

    /// What a finished child wrote and how it ended.
    public struct Outcome: Sendable {
        public let termination: Termination
        public let out: Data
        public let err: Data
    }

    public let pid: pid_t
    /// This process's ends of the child's pipes: stdin's write end, stdout's and stderr's read ends.
    private let pipes: Locked<(input: Int32?, output: Int32?, error: Int32?)>
    private let reaped = Locked<Termination?>(nil)

    private init(pid: pid_t, input: Int32?, output: Int32?, error: Int32?) {
        self.pid = pid
        pipes = Locked((input, output, error))
    }

    deinit {
        closeAll()
        _ = killAndReap()
    }

    /// Starts `executable` with `arguments`. `environment` replaces this process's when given.
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null
    ) throws -> ChildProcess {
        var spawn = try SpawnPlan()
        let input = try spawn.attach(stdin, to: 0)
        let output = try spawn.attach(stdout, to: 1)
        let error = try spawn.attach(stderr, to: 2)
        let pid = try spawn.run(executable, arguments, environment: environment)
        return ChildProcess(pid: pid, input: input, output: output, error: error)
    }

    /// Starts the child, reads its output to the end and waits for it; a child still running after
    /// `limit` is killed with its whole process group.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdout: Stream = .pipe, stderr: Stream = .pipe, within limit: Duration
    ) throws -> Outcome {
        try start(executable, arguments, environment: environment, stdout: stdout, stderr: stderr).finish(within: limit)
    }

    /// Reads stdout and stderr to their ends and waits for the child to end, killing its process group
    /// if it is still running after `limit`.
    public func finish(within limit: Duration) -> Outcome {
        closeInput()
        let deadline = ContinuousClock.now + limit
        var collected = (out: Data(), err: Data())
        var killed = false
        var streams = pipes.withLock { [$0.output, $0.error] }
        while streams.contains(where: { $0 != nil }) {
            if ContinuousClock.now >= deadline {
                guard !killed else { break }
                killGroup()
                killed = true
            }
            // After a kill, output still open belongs to something that escaped the group: stop reading.
            let waited = Self.readAvailable(
                &streams, into: &collected, waitingAtMost: killed ? .seconds(5) : .seconds(1))
            if killed, !waited { break }
        }
        closeAll()
        return Outcome(
            termination: wait(within: killed ? .zero : deadline - .now), out: collected.out, err: collected.err)
    }

    /// Reads stdout until `isEnough` holds for what was read, its end, or `limit`; what was read.
    public func readOutput(within limit: Duration, until isEnough: (Data) -> Bool) -> Data {
        let deadline = ContinuousClock.now + limit
        var collected = (out: Data(), err: Data())
        var streams = pipes.withLock { [$0.output, nil] }
        while streams[0] != nil, !isEnough(collected.out), ContinuousClock.now < deadline {
            _ = Self.readAvailable(&streams, into: &collected, waitingAtMost: min(deadline - .now, .seconds(1)))
        }
        return collected.out
    }

    /// Sends `signal` to the child alone.
    public func send(_ signal: Int32) {
        // Under the lock that reaping takes, so the pid cannot have been reused by then.
        reaped.withLock { reaped in
            if reaped == nil { _ = kill(pid, signal) }
        }
    }

    /// Closes the child's stdin, which a child reading it sees as end-of-file.
    public func closeInput() {
        if let input = pipes.withLock({ pipes in
            defer { pipes.input = nil }
            return pipes.input
        }) {
            close(input)
        }
    }

    /// Waits for the child to end, blocking this thread; one still running after `limit` is killed with
    /// its process group.
    @discardableResult
    public func wait(within limit: Duration) -> Termination {
        let deadline = ContinuousClock.now + limit
        while true {
            if let ended = reapIfEnded() { return ended }
            if ContinuousClock.now >= deadline { return killAndReap() }
            usleep(2_000)
        }
    }

    /// Waits for the child to end without blocking a thread, for an async test that waits on other
    /// things meanwhile; one still running after `limit` is killed with its process group.
    @discardableResult
    public func ended(within limit: Duration) async -> Termination {
        let deadline = ContinuousClock.now + limit
        while true {
            if let ended = reapIfEnded() { return ended }
            // A cancelled test (its time limit passed) does not wait out the rest of the limit.
            guard ContinuousClock.now < deadline, (try? await Task.sleep(for: .milliseconds(20))) != nil else {
                return killAndReap()
            }
        }
    }

    /// How the child ended, reaping it if it just did; `nil` while it runs.
    private func reapIfEnded() -> Termination? {
        reaped.withLock { reaped in
            if reaped == nil {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { reaped = Termination(waitStatus: status) }
            }
            return reaped
        }
    }

    private func killAndReap() -> Termination {
        reaped.withLock { reaped in
            if let reaped { return reaped }
            // The group, and the child itself in case it left the group.
            _ = kill(-pid, SIGKILL)
            _ = kill(pid, SIGKILL)
            var status: Int32 = 0
            var result: pid_t
            repeat { result = waitpid(pid, &status, 0) } while result == -1 && errno == EINTR
            // A child reaped elsewhere (ECHILD) is reported as killed, never as a success.
            let ended =
                result == pid ? Termination(waitStatus: status) : Termination(status: SIGKILL, endedBySignal: true)
            reaped = ended
            return ended
        }
    }

    /// Kills the child's process group, unless the child has been reaped (its pid may be reused).
    private func killGroup() {
        reaped.withLock { reaped in
            if reaped == nil { _ = kill(-pid, SIGKILL) }
        }
    }

    private func closeAll() {
        let open = pipes.withLock { pipes in
            defer { pipes = (nil, nil, nil) }
            return [pipes.input, pipes.output, pipes.error].compactMap { $0 }
        }
        for descriptor in open { close(descriptor) }
    }
}
