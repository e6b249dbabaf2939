import Foundation
import StrataPresentation
import StrataTestSupport
import Testing

@testable import StrataApp

/// Keys in, screens out: the interactive app without a terminal, against the local server.
@MainActor
@Suite("TerminalController", .serialized)
struct TerminalControllerTests {
    @MainActor
    private struct Harness {
        let server: TestServer
        let navigator = TerminalNavigator()
        let app: AppFlowCoordinator
        let controller: TerminalController

        init() async throws {
            server = try TestServer.start(
                persistPath: FileManager.default.temporaryDirectory
                    .appendingPathComponent("strata-terminal-\(UUID().uuidString).json").path)
            let container = try await makeTestContainer(server: server)
            app = AppFlowCoordinator(navigator: navigator, dependencies: container)
            navigator.userDidRemove = { [app] in app.screenWasRemoved($0) }
            controller = TerminalController(navigator: navigator, app: app)
            app.start()
        }

        /// Presses the keys one by one, letting the work each one starts finish.
        func press(_ keys: Key...) async {
            for key in keys {
                controller.tick()
                await controller.settle()
                controller.handle(key)
                await controller.settle()
                controller.tick()
                await controller.settle()
            }
        }

        func type(_ text: String) async {
            for character in text {
                await press(.character(character))
            }
        }

        var screen: String { navigator.visible?.screen.title ?? "none" }

        func frame() -> String {
            FrameRenderer().render(controller.frame(columns: 80, rows: 40, spinner: "*")).map(\.text).joined(
                separator: "\n")
        }
    }

    @Test("list, details, back: the flows follow, and the frame shows where the user is")
    func browses() async throws {
        let harness = try await Harness()
        defer { harness.server.stop() }

        await harness.press(.down, .enter)
        let details = harness.screen
        let detailsFrame = harness.frame()
        await harness.press(.escape)

        #expect(details == "Qui est esse")
        #expect(detailsFrame.contains("Strata │ Posts › Qui est esse"))
        #expect(detailsFrame.contains("› Open comments (5)"))
        #expect(harness.screen == "Posts")
        #expect(harness.app.activeFlows.count == 1)
        #expect(harness.frame().contains(" › #2 Qui est esse"))
    }

    @Test("slash searches as you type, and the query is suggested next time")
    func searches() async throws {
        let harness = try await Harness()
        defer { harness.server.stop() }

        await harness.press(.character("/"))
        await harness.type("magnam")
        await harness.press(.enter)
        let results = harness.frame()
        await harness.press(.escape)
        await harness.press(.character("/"))

        #expect(results.contains("Query: magnam"))
        #expect(results.contains("#7 Magnam facilis autem"))
        #expect(harness.frame().contains("Recent searches:"))
        #expect(harness.frame().contains(" › magnam"))
    }

    @Test("sign in, add, toggle, rename and delete a todo, then sign out")
    func editsTodos() async throws {
        let harness = try await Harness()
        defer { harness.server.stop() }

        await harness.press(.character("t"))
        await harness.press(.enter)
        #expect(harness.screen == "My todos")
        #expect(harness.app.signedInUser?.id == 1)

        await harness.press(.character("n"))
        await harness.type("Buy milk")
        await harness.press(.enter, .end, .character(" "))
        #expect(harness.frame().contains(" › [x] Buy milk"))

        await harness.press(.character("e"), .backspace, .backspace, .backspace, .backspace)
        await harness.type("eggs")
        await harness.press(.enter)
        #expect(harness.frame().contains(" › [x] Buy eggs"))

        await harness.press(.character("d"), .character("y"))
        #expect(!harness.frame().contains("Buy eggs"))
        #expect(harness.frame().contains("11 of 20 done"))

        await harness.press(.character("s"))
        #expect(harness.app.signedInUser == nil)
        #expect(harness.screen == "Posts")
    }

    @Test("a deletion waits for y; anything else keeps the todo")
    func deleteNeedsConfirmation() async throws {
        let harness = try await Harness()
        defer { harness.server.stop() }
        await harness.press(.character("t"), .enter)

        await harness.press(.character("d"))
        let question = harness.frame()
        await harness.press(.character("n"))

        #expect(question.contains("Delete 'delectus aut autem'? y/n"))
        #expect(harness.frame().contains("[ ] delectus aut autem"))
    }

    @Test("q quits, and so does Ctrl-C")
    func quits() async throws {
        let harness = try await Harness()
        defer { harness.server.stop() }

        await harness.press(.character("?"))
        #expect(harness.frame().contains("KEYS (interactive)"))
        #expect(harness.frame().contains("s sign in/out"))
        #expect(!harness.controller.shouldQuit)
        await harness.press(.character("x"), .controlC)

        #expect(harness.controller.shouldQuit)
    }
}
