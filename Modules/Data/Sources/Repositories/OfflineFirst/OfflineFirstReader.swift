import Foundation
import StrataDomain
import StrataNetworking

/// The read policy every offline-first repository shares, written once.
///
/// `.stored` answers from the local copy. `.fresh` asks the server, saves what it sends and notes when;
/// when the server cannot be reached (or the app runs with `--offline`), it answers with the local copy
/// marked offline, and fails only when there is no copy.
struct OfflineFirstReader: Sendable {
    private let metadata: SQLiteCacheMetadataStore
    private let isOffline: Bool
    private let now: @Sendable () -> Date

    /// - Parameter isOffline: never touch the network, as `--offline` asks.
    init(metadata: SQLiteCacheMetadataStore, isOffline: Bool, now: @escaping @Sendable () -> Date) {
        self.metadata = metadata
        self.isOffline = isOffline
        self.now = now
    }

    /// Reads under `policy`. `covered` names the other requests a fresh value answers too (the posts
    /// of a page, each then read on its own), recorded as fetched at the same time, so a stored copy is
    /// never taken for the bundled snapshot only because it was read by another request.
    func read<Value: Sendable>(
        _ policy: ReadPolicy,
        key: String,
        covering covered: @Sendable (Value) -> [String] = { _ in [] },
        stored: @Sendable () async throws(StorageError) -> Value?,
        remote: @Sendable () async throws(RequestFailure) -> Value,
        save: @Sendable (Value) async throws(StorageError) -> Void
    ) async throws(RepositoryError) -> Fetched<Value> {
        if policy == .stored {
            guard let value = try await mappingStorageErrors(stored) else { throw .notFound }
            return Fetched(value, freshness: .stored(asOf: await fetchedAt(key)))
        }
        if isOffline {
            return try await fallback(
                to: stored, key: key, cause: .unreachable(reason: "Offline mode"),
                ifMissing: .unreachable(reason: "Offline mode, and no copy of it is stored on this device"))
        }
        let value: Value
        do {
            value = try await remote()
        } catch {
            let failure = RepositoryError(error)
            guard failure.allowsStoredFallback else { throw failure }
            return try await fallback(to: stored, key: key, cause: failure)
        }
        // The fresh value is shown even if keeping a copy fails: a full disk must not hide data the
        // server just sent. Edits, unlike this cache, report storage failures.
        try? await save(value)
        let fetchedAt = now()
        try? await metadata.record(
            ([key] + covered(value)).map { CacheMetadata(requestKey: $0, fetchedAt: fetchedAt) })
        return Fetched(value, freshness: .current)
    }

    /// Reads a list under `policy`. An empty stored list is a copy only when the list was fetched
    /// before: the store keeps no row for "none", so only the record of the fetch tells an empty list
    /// the server sent from one never asked for, and a list that loaded empty shows empty offline too.
    func readList<Element: Sendable>(
        _ policy: ReadPolicy,
        key: String,
        covering covered: @Sendable ([Element]) -> [String] = { _ in [] },
        stored: @escaping @Sendable () async throws(StorageError) -> [Element],
        remote: @Sendable () async throws(RequestFailure) -> [Element],
        save: @Sendable ([Element]) async throws(StorageError) -> Void
    ) async throws(RepositoryError) -> Fetched<[Element]> {
        try await read(
            policy, key: key, covering: covered,
            stored: { () async throws(StorageError) -> [Element]? in
                let list = try await stored()
                guard list.isEmpty else { return list }
                return await emptyListIsACopy(at: key) ? list : nil
            },
            remote: remote, save: save)
    }

    /// The stored copy, marked offline because of `cause`; a storage failure is reported as one, and
    /// a missing copy as `missing` (by default the cause itself).
    private func fallback<Value: Sendable>(
        to stored: @Sendable () async throws(StorageError) -> Value?,
        key: String,
        cause: RepositoryError,
        ifMissing missing: RepositoryError? = nil
    ) async throws(RepositoryError) -> Fetched<Value> {
        guard let value = try await mappingStorageErrors(stored) else { throw missing ?? cause }
        return Fetched(value, freshness: .offline(asOf: await fetchedAt(key), cause: cause))
    }

    /// Whether an empty stored list read at `key` is a copy: the store keeps no row for "none", so only
    /// the record of a fetch tells a list the server sent empty from one never asked for.
    func emptyListIsACopy(at key: String) async -> Bool {
        await fetchedAt(key) != nil
    }

    private func fetchedAt(_ key: String) async -> Date? {
        try? await metadata.metadata(forKey: key)?.fetchedAt
    }
}
