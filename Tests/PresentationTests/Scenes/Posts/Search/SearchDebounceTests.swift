import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("SearchPostsViewModel debounce, on a test clock", .timeLimit(.minutes(1)))
struct SearchDebounceTests {
    private let search = MockSearchPostsUseCase { _ in .success(Fetched(Fixtures.posts(1...1), freshness: .current)) }
    private let clock = ManualClock()

    private func makeViewModel() -> DefaultSearchPostsViewModel {
        DefaultSearchPostsViewModel(
            searchPosts: search,
            debounce: .milliseconds(300), clock: clock)
    }

    /// Types `text` as the terminal does, one task per keystroke, and returns once the debounce waits.
    private func type(_ text: String, into viewModel: DefaultSearchPostsViewModel) async -> Task<Void, Never> {
        let sleeps = clock.sleepsStarted
        let keystroke = Task { await viewModel.updateQuery(text) }
        await clock.waitForSleeps(sleeps + 1)
        return keystroke
    }

    @Test("typing quickly searches once, for the last query, when typing has paused for the debounce")
    func typingIsDebounced() async {
        let viewModel = makeViewModel()

        let keystrokes = [
            await type("q", into: viewModel), await type("qu", into: viewModel), await type("qui", into: viewModel),
        ]
        clock.advance(by: .milliseconds(299))
        let beforeThePause = (search.script.calls, viewModel.state, viewModel.query)
        clock.advance(by: .milliseconds(1))
        for keystroke in keystrokes { await keystroke.value }

        #expect(beforeThePause == ([], .idle, "qui"))
        #expect(search.script.calls == ["qui"])
        #expect(viewModel.state.results?.query == "qui")
    }

    @Test("Enter searches at once for what is typed, without waiting for the debounce")
    func submitSkipsDebounce() async {
        let viewModel = makeViewModel()
        let keystroke = await type("qu", into: viewModel)

        await viewModel.submit()
        await keystroke.value
        clock.advance(by: .seconds(1))

        #expect(search.script.calls == ["qu"])
        #expect(viewModel.state.results?.query == "qu")
    }

    @Test("clearing the query cancels the search waiting for its debounce")
    func clearingCancelsPendingSearch() async {
        let viewModel = makeViewModel()
        let keystroke = await type("qui", into: viewModel)

        await viewModel.updateQuery("")
        await keystroke.value
        clock.advance(by: .seconds(1))

        #expect(search.script.calls.isEmpty)
        #expect(viewModel.state == .idle)
    }

    @Test("picking a recent search searches at once")
    func pickSkipsDebounce() async {
        let viewModel = makeViewModel()

        await viewModel.search(for: "magnam")

        #expect(clock.sleepsStarted == 0)
        #expect(search.script.calls == ["magnam"])
    }
}
