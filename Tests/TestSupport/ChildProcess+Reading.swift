import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a child's pipes with `poll`, so a wait on output is bounded like every other wait.
extension ChildProcess {
    /// Waits up to `limit` for any of `streams` to be readable and reads what is there; a stream at its
    /// end becomes `nil` (it stays open until `closeAll`). `false` when nothing arrived in time.
    static func readAvailable(
        _ streams: inout [Int32?], into collected: inout (out: Data, err: Data), waitingAtMost limit: Duration
    ) -> Bool {
        var polled = streams.map { pollfd(fd: $0 ?? -1, events: Int16(POLLIN), revents: 0) }
        let milliseconds = Int32(max(0, min(limit / .milliseconds(1), 60_000)).rounded(.up))
        guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        for (index, entry) in polled.enumerated() where entry.fd >= 0 && entry.revents != 0 {
            let count = read(entry.fd, &buffer, buffer.count)
            if count > 0 {
                if index == 0 {
                    collected.out.append(contentsOf: buffer[..<count])
                } else {
                    collected.err.append(contentsOf: buffer[..<count])
                }
            } else if count == 0 || errno != EINTR {
                streams[index] = nil
            }
        }
        return true
    }
}
