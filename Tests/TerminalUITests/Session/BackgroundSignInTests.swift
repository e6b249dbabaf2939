import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@testable import StrataTerminalUI

/// `--user` for a user not stored here is looked up after the first frame: the app draws and answers
/// keys meanwhile, then signs in (or says why not) like any other work.
@MainActor
@Suite("Background sign-in", .serialized)
struct BackgroundSignInTests {
    @Test("once the lookup answers, the session starts, a route that needed it opens, and the status says so")
    func signsInLater() async throws {
        let harness = try await TerminalHarness(route: .todos)
        let user = Fixtures.user(id: 1)
        let before = harness.title

        harness.controller.finish(
            BackgroundSignIn { app in
                app.startSession(for: user)
                return nil
            },
            reopening: .todos)
        await harness.controller.settle()

        #expect(before != harness.title, "the sign-in sheet showed until then")
        #expect(harness.app.signedInUser == user)
        #expect(harness.title == "My todos")
        #expect(harness.status().hasPrefix("Signed in as Leanne Graham"))
    }

    @Test("a lookup that fails is shown in the status line, and the app goes on")
    func failureIsShown() async throws {
        let harness = try await TerminalHarness()

        harness.controller.finish(
            BackgroundSignIn { _ in ErrorViewModel(message: "--user 42: User 42 does not exist", isRetryable: false) },
            reopening: nil)
        await harness.controller.settle()

        #expect(harness.status().hasPrefix("--user 42: User 42 does not exist"))
        #expect(harness.app.signedInUser == nil)
        await harness.press(.character("j"))
        #expect(harness.frame().contains("2/10"), "keys still work")
    }
}
