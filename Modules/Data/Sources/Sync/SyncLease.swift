import Foundation

/// The right to send the outbox, as one claim of the lease gave it: the fence number rises with every
/// new holder, so a write that names an older fence comes from a sync that lost the lease, and the
/// store refuses it (`StorageError.syncLeaseLost`).
struct LeaseTicket: Hashable, Sendable {
    let owner: String
    let fence: Int
}

/// What claiming the lease found.
enum LeaseClaim: Hashable, Sendable {
    /// The lease is the claimant's, with this ticket, while it renews it.
    case claimed(LeaseTicket)
    /// Another holder's lease is still good.
    case heldBy(LeaseHolder)
}

/// A reading of the machine's monotonic clock: the time since `boot`, which no setting of the calendar
/// clock moves and every process of the machine reads alike, so a lease judged by it cannot be taken
/// early because a clock jumped, or because two processes' clocks differ.
package struct MachineTime: Hashable, Sendable {
    /// Names the boot the time counts from; a lease renewed in another boot is from a process that is gone.
    package let boot: String
    /// Seconds since that boot.
    package let seconds: Double

    package init(boot: String, seconds: Double) {
        self.boot = boot
        self.seconds = seconds
    }
}
