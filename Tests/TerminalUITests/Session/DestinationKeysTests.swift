import Testing

@testable import StrataTerminalUI

/// `:` and a route: every screen the app has opens by its link, as `strata open` takes it, and a text
/// that is no route says why and stays to be fixed.
@MainActor
@Suite("Go to a route", .serialized)
struct DestinationKeysTests {
    @Test("':' then a route and Enter opens that screen, with the screens that lead to it underneath")
    func opensRoute() async throws {
        let harness = try await TerminalHarness(offline: true)
        await harness.press(.character(":"))
        let typing = harness.frame()
        await harness.type("users/2/albums")
        await harness.press(.enter)

        #expect(typing.contains("Go to"))
        #expect(typing.contains("Enter open"))
        #expect(harness.frame().contains("Users › User 2 › Albums of user 2"))
        #expect(harness.frame().contains("Quam nostrum impedit mollitia quod et dolor"))
        #expect(!harness.frame().contains("Go to"))
    }

    @Test("a text that is no route says why, keeps the text to fix, and Esc leaves it")
    func refusesNonRoutes() async throws {
        let harness = try await TerminalHarness(offline: true)
        harness.geometry = FrameGeometry(columns: 120, rows: 30)
        await harness.press(.character(":"))
        await harness.type("albums/x/photos")
        await harness.press(.enter)
        let refused = harness.frame()
        for _ in "x/photos" { await harness.press(.backspace) }
        await harness.type("1/photos")
        await harness.press(.enter)
        let opened = harness.frame()
        await harness.press(.character(":"), .escape)

        #expect(refused.contains("album id must be a whole number from 1"))
        #expect(refused.contains("albums/x/photos█"))
        #expect(opened.contains("Photos in album 1"))
        #expect(!harness.frame().contains("Go to"))
    }
}
