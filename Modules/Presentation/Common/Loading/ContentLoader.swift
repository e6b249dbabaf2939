import Observation
import StrataDomain

/// The loading logic every screen with one piece of content shares: one state carrying the content,
/// one load at a time, the stored copy first and then the fresh answer, and a stale load cancelled by
/// a newer one. View models own one and expose its state as their own.
@MainActor
@Observable
final class ContentLoader<Content: Sendable> {
    /// Fetches the screen's data for a policy and turns it into the screen's content.
    typealias Fetch = @Sendable (ReadPolicy) async throws(RepositoryError) -> Content

    /// What the screen shows; stays `.loaded` while a refresh runs.
    private(set) var state: LoadState<Content> = .idle
    /// Whether a load runs, the first one or a refresh behind loaded content.
    var isLoading: Bool { tasks.isRunning }

    @ObservationIgnored private let tasks = TaskRunner()
    @ObservationIgnored private let fetch: Fetch
    @ObservationIgnored private let describe: (RepositoryError) -> ErrorViewModel

    /// `describe` words a failure for this screen, such as "Post 3 does not exist".
    init(describe: @escaping (RepositoryError) -> ErrorViewModel = { ErrorViewModel($0) }, fetch: @escaping Fetch) {
        self.describe = describe
        self.fetch = fetch
    }

    /// Loads unless the content is loaded or loading already.
    func loadIfNeeded() async {
        if tasks.isRunning {
            await tasks.waitUntilIdle()
        } else if state.needsLoading {
            await reload()
        }
    }

    /// Loads again, cancelling a load in flight. Content already shown stays until the new one arrives,
    /// and stays when the refresh fails but the repository still had it; an error replaces it only
    /// when there is nothing left to show.
    func reload() async {
        if state.content == nil {
            state = .loading
        }
        let fetch = self.fetch
        await tasks.run(.replacingCurrent) { [weak self] in
            guard let self else { return }
            await CacheThenNetwork.load(
                showsContent: self.state.content != nil,
                fetch: { policy async throws(RepositoryError) in try await fetch(policy) },
                show: { self.state = .loaded($0) },
                fail: { self.state = .failed(self.describe($0)) }
            )
        }
    }

    /// Shows the stored copy again without asking the source, as after a sync changed what is stored.
    /// Content already shown stays when the store has nothing. Runs after a load in flight rather than
    /// cancelling it: the source's answer is newer than anything the store has, and is merged into it.
    func reloadFromStore() async {
        let fetch = self.fetch
        await tasks.run(.afterCurrent) { [weak self] in
            let stored = await loadResult { () async throws(RepositoryError) in try await fetch(.stored) }
            guard !Task.isCancelled, let self, case .success(let content) = stored else { return }
            self.state = .loaded(content)
        }
    }

    /// Changes the loaded content in place, as a screen's own edits or a next page do.
    func update(_ change: (inout Content) -> Void) {
        guard case .loaded(var content) = state else { return }
        change(&content)
        state = .loaded(content)
    }

    /// Stops the load in flight, as when the screen's view goes away.
    func cancel() {
        tasks.cancelAll()
    }
}
