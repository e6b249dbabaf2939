import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// This machine's monotonic clock and the boot it counts from, for the sync lease.
enum MachineClock {
    /// Now, on the clock every process of this machine shares: `CLOCK_BOOTTIME` on Linux (it keeps
    /// counting through suspend), `CLOCK_MONOTONIC` on Apple platforms (which does too).
    static func now() -> MachineTime {
        var time = timespec()
        #if os(Linux)
            clock_gettime(CLOCK_BOOTTIME, &time)
        #else
            clock_gettime(CLOCK_MONOTONIC, &time)
        #endif
        return MachineTime(boot: boot, seconds: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    /// Linux's boot id, or the boot time elsewhere: the same for every process until the next boot.
    private static let boot: String = {
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
}
