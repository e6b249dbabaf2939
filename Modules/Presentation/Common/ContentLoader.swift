import Observation
import StrataDomain

/// The loading logic every screen with one piece of content shares: a state, the content and how
/// current it is, one load at a time, stored data first, and a stale load cancelled by a newer one.
/// View models own one and expose its state as their own.
@MainActor
@Observable
final class ContentLoader<Value: Sendable> {
    typealias Fetch = @Sendable (ReadPolicy) async throws(RepositoryError) -> Fetched<Value>

    private(set) var state: ListState = .idle
    /// The content last loaded; it stays while a refresh runs and after a refresh fails.
    private(set) var value: Value?
    private(set) var freshness: Freshness?

    @ObservationIgnored private let runner = LatestTaskRunner()
    @ObservationIgnored private let notFoundMessage: String

    init(notFoundMessage: String = "Not found") {
        self.notFoundMessage = notFoundMessage
    }

    /// Loads unless the content is loaded or loading already.
    func loadIfNeeded(_ fetch: @escaping Fetch) async {
        if runner.isRunning {
            await runner.waitForCurrent()
        } else if state.needsLoading {
            await reload(fetch)
        }
    }

    /// Loads again, cancelling a load in flight. Content already shown stays until the new one arrives.
    func reload(_ fetch: @escaping Fetch) async {
        if state != .loaded {
            state = .loading
        }
        await runner.run { [weak self] in
            guard let self else { return }
            await CacheThenNetwork.load(
                showsContent: self.state == .loaded,
                fetch: fetch,
                show: { fetched in
                    self.value = fetched.value
                    self.freshness = fetched.freshness
                    self.state = .loaded
                },
                // A load cancelled by a newer one never gets here; any failure that does is shown.
                fail: { error in
                    self.state = .error(ErrorViewModel(error, notFound: self.notFoundMessage))
                }
            )
        }
    }
}

/// List screens: the items, empty until loaded, and edits the screen makes itself.
extension ContentLoader where Value: RangeReplaceableCollection {
    /// The items loaded, or none yet.
    var items: Value { value ?? Value() }

    /// Changes the loaded items in place.
    func update(_ change: (inout Value) -> Void) {
        var items = self.items
        change(&items)
        value = items
    }
}
