import Testing

@testable import StrataTerminalUI

/// Search from the keyboard: typing with shell editing keys, and Enter on an empty query for the
/// recent searches, presented as a screen of their own whose pick searches on the search screen.
@MainActor
@Suite("Search keys", .serialized)
struct SearchKeysTests {
    @Test("a search that found something is a recent search next time; picking it searches on the search screen")
    func recentSearches() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("/"))
        await harness.type("magnam")
        await harness.press(.enter)
        #expect(harness.frame().contains("posts"))
        await harness.press(.escape)

        await harness.press(.character("/"))
        let idle = harness.frame()
        await harness.press(.enter)
        let recent = harness.frame()
        await harness.press(.enter)

        #expect(idle.contains("press Enter for your recent searches"))
        #expect(recent.contains("Recent searches"))
        #expect(recent.contains("magnam"))
        #expect(harness.frame().contains("Query: magnam"))
        #expect(!harness.frame().contains("Recent searches"))
    }

    @Test("Esc leaves the recent searches for the search screen, which is still there and searches nothing")
    func leavingRecentSearches() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("/"))
        await harness.press(.enter)
        let recent = harness.frame()
        await harness.press(.escape)

        #expect(recent.contains("No recent searches yet"))
        #expect(harness.frame().contains("Query:"))
        #expect(harness.frame().contains("press Enter for your recent searches"))
    }

    @Test("a screen opened while the recent searches show goes on top of the stack, and they go")
    func pushReplacesTheSheet() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("s"), .enter)
        await harness.press(.character("/"), .enter)
        #expect(harness.navigator.breadcrumb.last == "Recent searches")

        await harness.press(.character("t"))

        #expect(harness.navigator.presented == nil)
        #expect(harness.navigator.breadcrumb.contains("Recent searches") == false)
        #expect(harness.navigator.breadcrumb.last?.contains("todos") == true)
    }

    @Test("a sign-in sheet opened over the recent searches takes their place, and search still works after")
    func sheetReplacesTheSheet() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("/"), .enter)

        await harness.press(.character(":"))
        await harness.type("todos")
        await harness.press(.enter)
        let signIn = harness.navigator.breadcrumb
        await harness.press(.escape)
        let back = harness.navigator.breadcrumb
        await harness.press(.enter)

        #expect(signIn.count == 3)
        #expect(signIn.contains("Recent searches") == false)
        #expect(back == ["Posts", "Search"])
        #expect(harness.navigator.breadcrumb == ["Posts", "Search", "Recent searches"])
    }

    @Test("a search that found nothing is not a recent search")
    func emptyResultsAreNotRemembered() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("/"))
        await harness.type("zzzznothing")
        await harness.press(.enter, .escape, .character("/"), .enter)

        #expect(harness.frame().contains("Recent searches"))
        #expect(!harness.frame().contains("zzzznothing"))
    }

    @Test("Ctrl-W erases a word and Ctrl-U the whole query, which brings the screen back to idle")
    func editing() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("/"))
        await harness.type("sunt aut")
        await harness.press(.control("w"))
        #expect(harness.status().hasPrefix("Search: sunt █"))
        await harness.press(.control("a"), .character("x"), .control("e"))
        #expect(harness.status().hasPrefix("Search: xsunt █"))
        await harness.press(.control("u"))
        #expect(harness.status().hasPrefix("Search: █"))
        #expect(harness.frame().contains(" Query:\n"))
        #expect(!harness.frame().contains("sunt au"), "what was typed on the way is not kept")
    }
}
