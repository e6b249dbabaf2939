import StrataPresentation
import StrataTestSupport
import Testing

@testable import StrataApp

/// Builds and loads every screen of every scene from the real container, against the local server, so
/// the whole dependency graph is exercised the way the app wires it.
@MainActor
@Suite("AppDIContainer", .serialized)
struct AppDIContainerTests {
    @Test("every screen of every scene builds from the real container and loads")
    func buildsEveryScreen() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let container = try await makeTestContainer(server: server)
        let navigator = HeadlessNavigator()
        let app = AppFlowCoordinator(navigator: navigator, dependencies: container)
        let builder = ScreenContentBuilder(profileView: { _ in ProfileScreenView() })
        var shown: [String] = []

        func check(_ route: Route) async {
            app.open(route)
            guard let screen = navigator.visible else {
                Issue.record("nothing shown for \(route)")
                return
            }
            let view = ProfileScreenView()
            if case .userProfile(let presenter) = screen { presenter.attach(view) }
            await ScreenActions.load(screen)
            let content = ScreenContentBuilder(profileView: { _ in view }).content(of: screen)
            #expect(content.status == .ready, "\(route): \(content.status)")
            shown.append(screen.title)
        }

        for form in [
            "posts", "posts/1", "posts/1/comments", "search/qui", "users", "users/1", "users/1/posts", "users/1/todos",
        ] {
            await check(try Route(parsing: form))
        }
        app.toggleSession()
        if case .signIn(let signIn) = navigator.visible {
            await signIn.load()
            #expect(builder.content(of: .signIn(signIn)).rows.count == 10)
            signIn.signIn(itemAt: 0)
        }
        await check(.todos)

        #expect(
            shown == [
                "Posts", "Sunt aut facere repellat provident occaecati excepturi optio reprehenderit",
                "Comments on post 1",
                "Search", "Users", "Leanne Graham", "Posts by user 1", "Todos of user 1", "My todos",
            ]
        )
        #expect(app.signedInUser?.name == "Leanne Graham")
    }
}
