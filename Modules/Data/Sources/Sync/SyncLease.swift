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
