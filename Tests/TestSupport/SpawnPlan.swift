import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `posix_spawn` is to do for one child: its standard streams, and nothing else inherited.
///
/// The child gets descriptors 0, 1 and 2 only (every other one is closed at exec, so it can hold no
/// other child's pipe open), no blocked signal and every signal at its default (a Swift concurrency
/// thread blocks most signals, and an ignored `SIGPIPE` would survive exec), and a process group of its
/// own, so a child that started children of its own is killed with them.
struct SpawnPlan: ~Copyable {
    private var actions = posix_spawn_file_actions_t()
    private var attributes = posix_spawnattr_t()
    /// This process's ends of the pipes, closed here unless a child was spawned to use them (a plan
    /// that fails half way leaks nothing).
    private var ours: [Int32] = []
    private var spawned = false
    /// The child's ends, closed in this process once the child has them.
    private var theirs: [Int32] = []

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    }

    deinit {
        var actions = actions
        var attributes = attributes
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        for descriptor in theirs { close(descriptor) }
        if !spawned {
            for descriptor in ours { close(descriptor) }
        }
    }

    /// Arranges `stream` as the child's descriptor `target`; this process's end of a pipe, if any.
    mutating func attach(_ stream: ChildProcess.Stream, to target: Int32) throws -> Int32? {
        let isInput = target == 0
        switch stream {
        case .inherited:
            return nil
        case .null:
            posix_spawn_file_actions_addopen(&actions, target, "/dev/null", isInput ? O_RDONLY : O_WRONLY, 0)
            return nil
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, target, path, isInput ? O_RDONLY : O_WRONLY, 0)
            return nil
        case .pipe, .brokenPipe:
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let (mine, child) = isInput ? (ends[1], ends[0]) : (ends[0], ends[1])
            posix_spawn_file_actions_adddup2(&actions, child, target)
            theirs.append(child)
            if case .brokenPipe = stream {
                close(mine)
                return nil
            }
            ours.append(mine)
            return mine
        }
    }

    /// Spawns the child; its pid. This process keeps only its own ends of the pipes.
    mutating func run(_ executable: String, _ arguments: [String], environment: [String: String]?) throws -> pid_t {
        try closeEverythingAboveStderr()
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            for argument in argv { free(argument) }
            for variable in envp ?? [] { free(variable) }
        }
        var pid: pid_t = 0
        let result =
            envp.map { envp in posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
            ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        spawned = true
        return pid
    }

    /// Every descriptor above stderr is closed in the child after the redirections. glibc 2.34 has
    /// `posix_spawn_file_actions_addclosefrom_np`, but its header declares it only under _GNU_SOURCE,
    /// which Swift's Glibc module does not define.
    private mutating func closeEverythingAboveStderr() throws {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            throw Failure(description: "posix_spawn_file_actions_addclosefrom_np is missing")
        }
        guard unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3) == 0 else {
            throw Failure(description: "posix_spawn_file_actions_addclosefrom_np failed")
        }
    }
}
