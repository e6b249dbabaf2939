import Observation
import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@testable import StrataTerminalUI

/// The posts list's terminal view against a fake view model: what it draws from each state, what its
/// keys call, and that drawing it is observed.
@MainActor
@Suite("PostsListScreenView")
struct PostsListScreenViewTests {
    private let model = FakePostsListViewModel()

    private func loaded(_ count: Int, total: Int?) -> PostsListState {
        let posts = (1...count).map { Post(id: $0, authorID: 1, title: "post \($0)", body: "body \($0)\nmore") }
        let page = Page(items: posts, request: PageRequest(number: 1), totalCount: total, hasNextPage: true)
        return .loaded(PostsListContent(Fetched(page, freshness: .current)))
    }

    @Test("a loaded list draws its range, one row per post with its first line, and the next page")
    func drawsLoadedList() {
        model.state = loaded(3, total: 42)

        let content = PostsListScreenView(model: model).content()

        #expect(content.lines == ["Posts 1–3 of 42"])
        #expect(content.rows.map(\.text) == ["Post 1", "Post 2", "Post 3"])
        #expect(content.rows[0].detail == ["Body 1"])
        #expect(content.trailer == ["More on page 2"])
        #expect(content.rowsAreItems)
    }

    @Test("a failed list draws the error and no rows, so Enter has nothing to open")
    func drawsFailure() {
        model.state = .failed(ErrorViewModel(message: "GET /posts answered 503 Service Unavailable", isRetryable: true))
        let view = PostsListScreenView(model: model)

        let content = view.content()
        let command = view.command(for: .enter, selected: nil)

        #expect(
            content.status
                == .failed(ErrorViewModel(message: "GET /posts answered 503 Service Unavailable", isRetryable: true)))
        #expect(content.rows.isEmpty)
        guard case .say(let message) = command else {
            Issue.record("expected the view to say why Enter does nothing")
            return
        }
        #expect(message.text == "There is no post to open")
    }

    @Test("Enter selects the row and moving to a row reports it, through the view model's inputs")
    func keysReachInputs() async {
        model.state = loaded(3, total: nil)
        let view = PostsListScreenView(model: model)

        if case .run(let work) = view.command(for: .enter, selected: 2) { await work() }
        if case .run(let work) = view.didMove(to: 1) { await work() }

        #expect(model.selected == [2])
        #expect(model.reached == [1])
    }

    @Test("drawing the view reads the state inside observation, so a change wakes the front end")
    func drawingIsObserved() {
        let view = PostsListScreenView(model: model)
        let changed = Locked(false)

        _ = withObservationTracking {
            view.content()
        } onChange: {
            changed.withLock { $0 = true }
        }
        model.state = loaded(1, total: 1)

        #expect(changed.withLock { $0 })
    }
}
