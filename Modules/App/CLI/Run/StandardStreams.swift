#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the standard streams safe to write before anything else runs.
enum StandardStreams {
    /// A write to a closed pipe fails with `EPIPE` instead of killing the process silently, so the
    /// command can end with its own status and say why; and a closed standard descriptor (`>&-`) is
    /// taken by `/dev/null` opened read-only, so no file, database or socket opened later can take its
    /// number and receive the output, and writing to it fails (`EBADF`) as it should.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }
}
