extension ChildProcess {
    /// How the child ended.
    public struct Termination: Sendable, Equatable {
        /// The exit status, or the number of the signal that ended the child.
        public let status: Int32
        /// Whether a signal ended the child, as when it traps or is killed.
        public let endedBySignal: Bool

        public init(status: Int32, endedBySignal: Bool = false) {
            self.status = status
            self.endedBySignal = endedBySignal
        }

        /// From what `waitpid` reported (the `WIFSIGNALED` family are macros Swift does not import).
        init(waitStatus: Int32) {
            let signal = waitStatus & 0x7f
            self.init(status: signal == 0 ? (waitStatus >> 8) & 0xff : signal, endedBySignal: signal != 0)
        }

        /// Exit status 0.
        public static let success = Termination(status: 0)
    }
}
