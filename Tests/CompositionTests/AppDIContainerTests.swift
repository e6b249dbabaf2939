import Foundation
import StrataComposition
import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

/// Builds and loads every screen of every scene from the real container, against the local server, so
/// the whole dependency graph is exercised the way the app wires it.
@MainActor
@Suite("AppDIContainer", .serialized)
struct AppDIContainerTests {
    private func makeContainer(server: TestServer) async throws -> AppDIContainer {
        var configuration = AppConfiguration()
        configuration.baseURL = server.baseURL
        // A guard against a hang, not a measure: a loaded machine's server may take seconds to answer.
        configuration.timeout = .seconds(60)
        configuration.databasePath = ":memory:"
        return try await AppDIContainer.start(configuration, notices: { _ in })
    }

    @Test("every screen of every scene builds from the real container and loads")
    func buildsEveryScreen() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let container = try await makeContainer(server: server)
        let navigator = ScreenStack()
        let app = AppFlowCoordinator(navigator: navigator, dependencies: container)
        var shown: [String] = []

        for form in [
            "posts", "posts/1", "posts/1/comments", "search/qui", "users", "users/1", "users/1/posts", "users/1/todos",
        ] {
            app.open(try Route(parsing: form))
            let screen = try #require(navigator.visible)
            await screen.viewModel.load()
            #expect(!screen.viewModel.isLoading, "\(form)")
            shown.append(screen.title)
        }
        app.toggleSession()
        guard case .signIn(let signIn) = navigator.visible else {
            Issue.record("sign-in was not presented")
            return
        }
        await signIn.load()
        #expect(signIn.state.content?.items.count == 10)
        signIn.signIn(itemAt: 0)
        app.open(.todos)
        await navigator.visible?.viewModel.load()
        shown.append(navigator.visible?.title ?? "")

        #expect(
            shown == [
                "Posts", "Sunt aut facere repellat provident occaecati excepturi optio reprehenderit",
                "Comments on post 1", "Search", "Users", "Leanne Graham", "Posts by user 1",
                "Todos of Leanne Graham", "My todos",
            ])
        #expect(app.signedInUser?.name == "Leanne Graham")
    }

    @Test("the command line's use cases come from the container and work over its store")
    func commandUseCases() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let container = try await makeContainer(server: server)

        let created = try await container.makeCreateTodoUseCase().execute(ownerID: 1, title: "Write the tests")
        let toggled = try await container.makeToggleTodoUseCase().execute(created)
        let found = try await container.makeFetchTodoUseCase().execute(id: created.id)
        let user = try await container.makeFetchUserUseCase().execute(userID: 1, policy: .fresh)

        #expect(found.isCompleted == toggled.isCompleted)
        #expect(found.title == "Write the tests")
        #expect(user.value.name == "Leanne Graham")
    }

    @Test("keepsTodosOnServerOnly swaps the todos adapter: offline, an edit is refused rather than queued")
    func choosesTheTodosAdapter() async throws {
        var configuration = AppConfiguration()
        configuration.baseURL = URL(string: "http://127.0.0.1:1")!
        configuration.databasePath = ":memory:"
        configuration.isOffline = true
        let localFirst = try await AppDIContainer.start(configuration, notices: { _ in })
        configuration.keepsTodosOnServerOnly = true
        let serverOnly = try await AppDIContainer.start(configuration, notices: { _ in })

        let queued = try await localFirst.makeCreateTodoUseCase().execute(ownerID: 1, title: "Queued")
        var refusal: RepositoryError?
        do {
            _ = try await serverOnly.makeCreateTodoUseCase().execute(ownerID: 1, title: "Queued")
        } catch {
            refusal = error
        }

        #expect(queued.syncStatus != .synced, "queued for the server, not sent")
        guard case .unreachable(let reason) = refusal?.kind else {
            Issue.record("expected unreachable, got \(String(describing: refusal))")
            return
        }
        #expect(reason.contains("server only"))
    }

    @Test("a screen's requests share one deadline: a silent server fails the screen at its timeout")
    func screenTimeLimit() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        var configuration = AppConfiguration()
        configuration.baseURL = server.url("?_fault=hang")
        configuration.timeout = .milliseconds(500)
        configuration.databasePath = ":memory:"
        let container = try await AppDIContainer.start(configuration, notices: { _ in })
        let navigator = ScreenStack()
        let app = AppFlowCoordinator(navigator: navigator, dependencies: container)
        app.open(.posts(.details(postID: 1000)))
        let screen = try #require(navigator.visible)

        await container.withinScreenTimeLimit { await screen.viewModel.load() }

        guard case .postDetails(let details) = screen, case .failed(let error) = details.state else {
            Issue.record("expected the screen to fail")
            return
        }
        #expect(error.message.contains("did not answer in time"), "\(error.message)")
    }
}
