import Testing

@testable import StrataTerminalUI

/// Search from the keyboard: typing with shell editing keys, suggestions whenever the query is empty,
/// and Enter on the highlighted suggestion.
@MainActor
@Suite("Search keys", .serialized)
struct SearchKeysTests {
    @Test("a search that found something is suggested next time, and Enter on an empty query runs it")
    func suggestions() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("/"))
        await harness.type("magnam")
        await harness.press(.enter)
        #expect(harness.frame().contains("posts"))
        await harness.press(.escape)

        await harness.press(.character("/"))
        let suggesting = harness.frame()
        await harness.press(.enter)

        #expect(suggesting.contains("Recent searches:"))
        #expect(suggesting.contains("magnam"))
        #expect(harness.frame().contains("Query: magnam"))
        #expect(!harness.frame().contains("Type something to search for"))
    }

    @Test("a search that found nothing is not suggested")
    func emptyResultsAreNotRemembered() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("/"))
        await harness.type("zzzznothing")
        await harness.press(.enter, .escape, .character("/"))

        #expect(!harness.frame().contains("zzzznothing"))
    }

    @Test("Ctrl-W erases a word and Ctrl-U the whole query, which brings the suggestions back")
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
        #expect(!harness.frame().contains("sunt au"), "what was typed on the way is not suggested")
    }
}
