import Foundation

/// The sync lease as a synchronizer holds it: claimed (patiently when the user asked), renewed while
/// the sync works, so only a holder that stopped loses it.
extension TodosSynchronizer {
    /// Claims the lease; when another sync holds it, waits for it up to the patience if asked.
    func claimLease(waiting: Bool) async throws(StorageError) -> LeaseTicket? {
        guard waiting else { return try await claimOnce() }
        let clock = self.clock  // a local opens as the concrete clock; the stored property does not
        return try await claimPatiently(on: clock)
    }

    /// Tries to claim until the patience has passed on `clock`, however slow each try is; gives up at
    /// once when the task is cancelled.
    func claimPatiently<C: Clock<Duration>>(on clock: C) async throws(StorageError) -> LeaseTicket? {
        let end = clock.now.advanced(by: environment.settings.patience)
        while true {
            if let ticket = try await claimOnce() { return ticket }
            let left = clock.now.duration(to: end)
            guard left > .zero else { return nil }
            do {
                try await clock.sleep(for: min(environment.settings.pollInterval, left))
            } catch {
                return nil
            }
        }
    }

    func claimOnce() async throws(StorageError) -> LeaseTicket? {
        let claim = try await lease.claim(
            for: environment.holder, duration: environment.settings.leaseDuration, wall: now(),
            mayBeRunning: environment.mayBeRunning)
        if case .claimed(let ticket) = claim { return ticket }
        return nil
    }

    /// Renews the lease; `false` when another sync has taken it over.
    func renew(_ ticket: LeaseTicket) async -> Bool {
        (try? await lease.renew(
            ticket, duration: environment.settings.leaseDuration, wall: now())) ?? false
    }

    func keepRenewing(_ ticket: LeaseTicket) async {
        let clock = self.clock
        while (try? await clock.sleep(for: environment.settings.leaseDuration / 4)) != nil, !Task.isCancelled {
            guard await renew(ticket) else { return }
        }
    }
}
