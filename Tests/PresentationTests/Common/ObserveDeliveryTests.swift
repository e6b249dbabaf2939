import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("observe(_:_:) delivery", .timeLimit(.minutes(1)))
struct ObserveDeliveryTests {
    private let counter = Counter()
    private let deliveries = Deliveries<Int>()

    @Test("the handler gets the current value at once, before observe returns")
    func deliversCurrentValue() {
        counter.value = 7

        let token = counter.observe(\.value, deliveries.handler)

        #expect(deliveries.values == [7])
        #expect(token.isActive)
    }

    @Test("every later change is delivered, on the main actor (the handler checks its executor)")
    func deliversChangesOnMainActor() async {
        let token = counter.observe(\.value, deliveries.handler)

        counter.value = 1
        await deliveries.waitFor(2)
        counter.value = 2
        await deliveries.waitFor(3)

        #expect(deliveries.values == [0, 1, 2])
        token.cancel()
    }

    @Test("several changes within one main-actor turn arrive as one call with the latest value")
    func coalescesChangesOfOneTurn() async {
        let token = counter.observe(\.value, deliveries.handler)

        counter.value = 1
        counter.value = 2
        counter.value = 3
        await deliveries.waitFor(2)
        counter.value = 4
        await deliveries.waitFor(3)

        // Had each change been delivered, 1 and 2 would sit between 0 and 3, and a second 3 after it.
        #expect(deliveries.values == [0, 3, 4])
        token.cancel()
    }

    @Test("a change to a property the binding did not read delivers nothing")
    func ignoresUnrelatedProperties() async {
        let token = counter.observe(\.value, deliveries.handler)

        counter.unrelated = 1
        await drainMainActorQueue()
        counter.value = 5
        await deliveries.waitFor(2)

        #expect(deliveries.values == [0, 5])
        token.cancel()
    }

    @Test("a view model's state reaches the binding through loading to loaded")
    func bindsViewModelState() async {
        let useCase = MockFetchPostsPageUseCase()
        useCase.script.isHolding = true
        let viewModel = DefaultPostsListViewModel(fetchPostsPage: useCase)
        let states = Deliveries<PostsListState>()
        let token = viewModel.observe(\.state, states.handler)

        let load = Task { await viewModel.load() }
        await states.waitFor(2)
        useCase.script.answer(0, with: .failure(.notFound))
        useCase.script.answer(1, with: .success(PageFixtures.page(1...3, hasNextPage: false)))
        await load.value
        await states.waitFor(3)

        #expect(states.values.count == 3)
        #expect(states.values.first == .idle)
        #expect(states.values.dropFirst().first == .loading)
        #expect(states.values.last?.content?.items.map(\.id) == [1, 2, 3])
        token.cancel()
    }
}
