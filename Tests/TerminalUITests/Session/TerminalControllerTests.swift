import StrataPresentation
import Testing

@testable import StrataTerminalUI

/// Keys in, screens out: the interactive app without a terminal, against the local server.
@MainActor
@Suite("TerminalController", .serialized)
struct TerminalControllerTests {
    @Test("list, details, back: the flows follow, and the frame shows where the user is")
    func browses() async throws {
        let harness = try await TerminalHarness()

        await harness.press(.down, .enter)
        let detailsFrame = harness.frame()
        let details = harness.title
        await harness.press(.escape)

        #expect(details == "Qui est esse")
        #expect(detailsFrame.contains("Strata │ Posts › Qui est esse"))
        #expect(detailsFrame.contains("› Open comments (5)"))
        #expect(harness.title == "Posts")
        #expect(harness.frame().contains(" › Qui est esse"))
        #expect(harness.frame().contains(" Posts 1–10 of 100"))
    }

    @Test("a paged list counts against its whole length, and G goes to its true end")
    func position() async throws {
        let harness = try await TerminalHarness()
        #expect(harness.status().hasSuffix("1/100"))

        await harness.press(.character("G"))

        #expect(harness.status().hasSuffix("100/100"))
        #expect(harness.frame().contains(" › At nam consequatur ea labore ea harum"), "the last post is selected")
        await harness.press(.character("g"))
        #expect(harness.status().hasSuffix("1/100"))
    }

    @Test("a list that starts at a later page counts from its place in the whole list")
    func positionFromLaterPage() async throws {
        let harness = try await TerminalHarness(route: .posts(.list(page: 3)))

        #expect(harness.status().hasSuffix("21/100"))
    }

    @Test("a post's inline comments are reached by scrolling down, to the last line")
    func scrollsToTheLastComment() async throws {
        let harness = try await TerminalHarness(route: .posts(.details(postID: 1)))
        harness.geometry = FrameGeometry(columns: 80, rows: 12)
        let top = harness.frame()

        for _ in 0..<60 { await harness.press(.character("j")) }
        let bottom = harness.frame()
        await harness.press(.character("g"))

        #expect(top.contains(" by Leanne Graham (@Bret)"))
        #expect(!top.contains("Hayden@althea.biz"))
        #expect(bottom.contains("Vero eaque aliquid doloribus et culpa — Hayden@althea.biz"))
        #expect(bottom.contains(" voluptates magni quo et\n─"), "the last line of the last comment is on screen")
        #expect(harness.frame() == top)
        await harness.press(.end)
        #expect(harness.frame() == bottom)
    }

    @Test("PgDn and Ctrl-D move a list by a page and half a page")
    func pages() async throws {
        let harness = try await TerminalHarness()
        harness.geometry = FrameGeometry(columns: 80, rows: 12)

        await harness.press(.pageDown)
        let afterPage = harness.status()
        await harness.press(.control("u"))

        #expect(!afterPage.hasSuffix(" 1/100"))
        #expect(harness.status().hasSuffix("/100"))
        #expect(harness.status() != afterPage)
    }

    @Test("keys that cannot act say why, where the user is looking")
    func feedback() async throws {
        let harness = try await TerminalHarness(route: .users(.todos(userID: 9)))

        await harness.press(.character("n"))
        #expect(harness.status().hasPrefix("These are Glenna Reichert's todos, read-only — press t for yours"))

        await harness.press(.character("x"))
        #expect(harness.status().hasPrefix("That key does nothing here"))
    }

    @Test("signing in and out say so")
    func sessionFeedback() async throws {
        let harness = try await TerminalHarness()

        await harness.press(.character("s"))
        await harness.press(.enter)
        #expect(harness.status().hasPrefix("Signed in as Leanne Graham"))
        await harness.press(.character("s"), .character("y"))
        #expect(harness.status().hasPrefix("Signed out of Leanne Graham"))
        #expect(harness.frame().contains("not signed in"))
    }

    @Test("? shows the help of the screen the user is on")
    func helpPerScreen() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("?"))
        let postsHelp = harness.frame()
        await harness.press(.escape, .character("s"), .enter, .character("t"), .character("?"))
        let todosHelp = harness.frame()

        #expect(postsHelp.contains("Posts:") && postsHelp.contains("Everywhere:"))
        #expect(todosHelp.contains("My todos:") && todosHelp.contains("toggle"))
        #expect(!postsHelp.contains("toggle"))
    }
}

/// An input error shows where the user is looking, and keeps what they typed.
@MainActor
@Suite("Typed input errors", .serialized)
struct TypedInputErrorTests {
    @Test("a title that is too long is refused at the field, which keeps the text for correction")
    func tooLongTitleKeepsText() async throws {
        let harness = try await TerminalHarness(offline: true)
        await harness.press(.character("s"), .enter, .character("t"), .character("n"))
        await harness.type(String(repeating: "x", count: 201))
        await harness.press(.enter)

        let status = harness.status()
        #expect(status.hasPrefix("✗ A todo title has at most 200 characters · New todo: …xxxx"))
        #expect(status.contains("xx█"), "the field scrolls to its cursor")
        await harness.press(.backspace, .enter)
        #expect(harness.frame().contains(String(repeating: "x", count: 60)), "the corrected title was saved")
    }
}
