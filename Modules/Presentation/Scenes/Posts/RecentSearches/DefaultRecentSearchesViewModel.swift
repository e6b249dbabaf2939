import Observation
import StrataDomain

/// Drives the recent searches: loads the remembered queries and reports a pick through `didPick`, a
/// closure the coordinator hands it, so this screen never knows which screen asked for it.
@MainActor
@Observable
public final class DefaultRecentSearchesViewModel: RecentSearchesViewModel {
    /// The list's heading.
    public let title = "Recent searches"
    /// Recent searches that found something, most recent first.
    public private(set) var queries: [String] = []
    /// Whether the recent searches load.
    public var isLoading: Bool { tasks.isRunning }

    private let tasks = TaskRunner()
    @ObservationIgnored private let fetchRecentSearches: any FetchRecentSearchesUseCase
    @ObservationIgnored private let didPick: @MainActor (String) async -> Void

    /// `didPick` receives the chosen query; nothing loads until `load()`.
    public init(
        fetchRecentSearches: any FetchRecentSearchesUseCase,
        didPick: @escaping @MainActor (String) async -> Void
    ) {
        self.fetchRecentSearches = fetchRecentSearches
        self.didPick = didPick
    }

    /// Loads the recent searches; a failure to read them leaves the list empty, never blocks searching.
    public func load() async {
        let fetch = fetchRecentSearches
        await tasks.run(.replacingCurrent) { [weak self] in
            let queries = (try? await fetch.execute()) ?? []
            guard !Task.isCancelled else { return }
            self?.queries = queries
        }
    }

    /// Loads the recent searches again.
    public func refresh() async {
        await load()
    }

    /// Reports the query in that row.
    public func didSelect(itemAt index: Int) async {
        guard queries.indices.contains(index) else { return }
        await didPick(queries[index])
    }
}
