import StrataDomain
import StrataPresentation
import Testing

@MainActor
@Suite("observe(_:_:) lifetime", .timeLimit(.minutes(1)))
struct ObserveLifetimeTests {
    private let deliveries = Deliveries<Int>()
    /// A second binding on its own model: once its delivery of a later change has arrived, any
    /// delivery queued before it has run too (see `drainMainActorQueue`).
    private let fence = Counter()
    private let fenceDeliveries = Deliveries<Int>()

    private func passFence(_ token: ObservationToken) async {
        fence.value += 1
        await fenceDeliveries.waitFor(fenceDeliveries.values.count + 1)
        token.cancel()
    }

    @Test("a cancelled token delivers nothing more, a change already pending included")
    func stopsWhenCancelled() async {
        let counter = Counter()
        let token = counter.observe(\.value, deliveries.handler)
        let fenceToken = fence.observe(\.value, fenceDeliveries.handler)

        counter.value = 1
        token.cancel()
        await passFence(fenceToken)
        counter.value = 2
        await drainMainActorQueue()

        #expect(deliveries.values == [0])
        #expect(token.isActive == false)
    }

    @Test("a released token delivers nothing more")
    func stopsWhenReleased() async {
        let counter = Counter()
        var token: ObservationToken? = counter.observe(\.value, deliveries.handler)
        let fenceToken = fence.observe(\.value, fenceDeliveries.handler)
        #expect(token?.isActive == true)

        token = nil
        counter.value = 1
        await passFence(fenceToken)

        #expect(deliveries.values == [0])
    }

    @Test("a binding whose object went away delivers nothing, even a change made just before")
    func stopsWhenObjectGoesAway() async {
        var counter: Counter? = Counter()
        let released = Weak(counter)
        let token = counter?.observe(\.value, deliveries.handler)
        let fenceToken = fence.observe(\.value, fenceDeliveries.handler)

        counter?.value = 1
        counter = nil
        await passFence(fenceToken)

        #expect(released.isReleased)
        #expect(deliveries.values == [0])
        token?.cancel()
    }

    @Test("a screen that keeps its model and its token is released with both: no retain cycle")
    func noRetainCycle() async {
        var screen: CounterScreen? = CounterScreen(counter: Counter())
        let releasedScreen = Weak(screen)
        let releasedCounter = Weak(screen?.counter)
        screen?.counter.value = 1

        screen = nil

        #expect(releasedScreen.isReleased)
        #expect(releasedCounter.isReleased)
    }

    @Test("an observed view model is released once nothing but the binding refers to it")
    func bindingDoesNotKeepViewModel() {
        var viewModel: DefaultPostsListViewModel? = DefaultPostsListViewModel(
            fetchPostsPage: MockFetchPostsPageUseCase())
        let released = Weak(viewModel)
        var states: [PostsListState] = []
        let token = viewModel?.observe(\.state) { states.append($0) }

        viewModel = nil

        #expect(released.isReleased)
        #expect(states == [.idle])
        #expect(token?.isActive == true)
    }

    @Test("a view model observed by a screen that keeps only the token is released when nothing else holds it")
    func screenKeepingTokenDoesNotKeepViewModel() async {
        var viewModel: DefaultPostsListViewModel? = DefaultPostsListViewModel(
            fetchPostsPage: MockFetchPostsPageUseCase.serving(total: 3))
        let released = Weak(viewModel)
        let screen = PostsListScreen(observing: viewModel)
        await viewModel?.load()
        let fenceToken = fence.observe(\.value, fenceDeliveries.handler)
        await passFence(fenceToken)
        let renderedWhileAlive = screen.rendered

        viewModel = nil

        #expect(renderedWhileAlive.first == .idle)
        #expect(renderedWhileAlive.last?.content?.items.count == 3)
        #expect(released.isReleased)
        #expect(screen.isBound)
    }

    @Test("the screen renders every value while it lives")
    func screenRenders() async {
        let screen = CounterScreen(counter: Counter())
        let fenceToken = fence.observe(\.value, fenceDeliveries.handler)

        screen.counter.value = 3
        await passFence(fenceToken)

        #expect(screen.rendered == [0, 3])
    }
}

/// A screen that binds to a posts list it does not own: it keeps the token and nothing else.
@MainActor
private final class PostsListScreen {
    private(set) var rendered: [PostsListState] = []
    private var token: ObservationToken?

    init(observing viewModel: DefaultPostsListViewModel?) {
        token = viewModel?.observe(\.state) { [weak self] state in self?.rendered.append(state) }
    }

    var isBound: Bool { token?.isActive == true }
}
