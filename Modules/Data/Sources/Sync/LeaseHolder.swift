import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who holds, or wants, the right to send a store's outbox: one sync at a time per store, across
/// processes, so no operation is ever sent by two of them at once.
package struct LeaseHolder: Hashable, Sendable {
    /// Unique to one synchronizer: two in the same process never share it.
    package let token: String
    /// The machine the holder runs on; a process id means something only there.
    package let host: String
    /// The boot of that machine it runs in: after a restart of the machine, no process of before runs.
    package let boot: String
    /// The holder's process, to tell a lease left by a killed process from one still in use.
    package let pid: Int32
    /// When that process started, as the system counts it, so a new process that was given the same id
    /// is not taken for the holder; `nil` where the system does not say.
    package let started: Int64?

    package init(token: String, host: String, boot: String, pid: Int32, started: Int64?) {
        self.token = token
        self.host = host
        self.boot = boot
        self.pid = pid
        self.started = started
    }

    /// A holder for this process, with a fresh token.
    static func thisProcess() -> LeaseHolder {
        let pid = getpid()
        return LeaseHolder(
            token: UUID().uuidString.lowercased(), host: hostName, boot: bootID, pid: pid, started: startTime(of: pid))
    }

    /// Whether `other` may still be running: on another machine nobody can tell, so it counts as running
    /// (its lease is judged by its expiry); here, it must run in this boot, and its process must exist
    /// and have started when it did.
    static func mayBeRunning(_ other: LeaseHolder) -> Bool {
        guard other.host == hostName else { return true }
        guard other.boot == bootID, kill(other.pid, 0) == 0 || errno == EPERM else { return false }
        guard let started = other.started, let now = startTime(of: other.pid) else { return true }
        return started == now
    }

    /// The process's start time in clock ticks since boot (field 22 of `/proc/PID/stat`), `nil` where
    /// there is no `/proc`.
    static func startTime(of pid: Int32) -> Int64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name, which may itself hold spaces and parentheses; state is field 3.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        return fields.count > 19 ? Int64(fields[19]) : nil
    }

    /// Linux's boot id, or the boot time elsewhere: the same for every process until the next boot.
    static let bootID: String = {
        if let id = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) {
            return id.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #if canImport(Darwin)
            var booted = timeval()
            var size = MemoryLayout<timeval>.size
            if sysctlbyname("kern.boottime", &booted, &size, nil, 0) == 0 {
                return "\(booted.tv_sec).\(booted.tv_usec)"
            }
        #endif
        return "unknown"
    }()

    static let hostName: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}
