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
    /// The holder's process, to tell a lease left by a killed process from one still in use.
    package let pid: Int32

    package init(token: String, host: String, pid: Int32) {
        self.token = token
        self.host = host
        self.pid = pid
    }

    /// A holder for this process, with a fresh token.
    static func thisProcess() -> LeaseHolder {
        LeaseHolder(token: UUID().uuidString.lowercased(), host: hostName, pid: getpid())
    }

    /// Whether `other` may still be running: on another machine nobody can tell, so it counts as
    /// running until its lease expires; here, its process must exist.
    static func mayBeRunning(_ other: LeaseHolder) -> Bool {
        guard other.host == hostName else { return true }
        return kill(other.pid, 0) == 0 || errno == EPERM
    }

    private static let hostName: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}

/// What claiming the lease found.
enum LeaseClaim: Hashable, Sendable {
    /// The lease is the claimant's until the expiry it asked for, and again each time it renews it.
    case claimed
    /// Another holder's lease is still good.
    case heldBy(LeaseHolder, until: Date)
}

/// Where the lease lives: the store itself, so every process that opens it sees the same one.
protocol SyncLeaseStore: Sendable {
    /// Claims or renews the lease for `holder` until `expiry`, unless another holder's lease is still
    /// good at `now`: unexpired, and its process may still be running.
    func claim(
        for holder: LeaseHolder, until expiry: Date, now: Date, mayBeRunning: @escaping @Sendable (LeaseHolder) -> Bool
    ) async throws(StorageError) -> LeaseClaim
    /// Gives the lease up, if `holder` holds it; a lease taken over meanwhile stays with its new holder.
    func release(_ holder: LeaseHolder) async throws(StorageError)
}
