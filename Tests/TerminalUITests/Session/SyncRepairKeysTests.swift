import Testing

@testable import StrataTerminalUI

/// On the user's own todos, a todo the server refused can be retried or discarded with a key, as
/// `strata todos retry` and `discard` do; the keys are offered on such a row only.
@MainActor
@Suite("Retry and discard keys", .serialized)
struct SyncRepairKeysTests {
    static let refusedTitle = "a title far longer than thirty characters"

    /// Signed in, with one todo the server refused (its titles are at most 30 characters), selected.
    private func refusedTodo() async throws -> TerminalHarness {
        let harness = try await TerminalHarness(serverArguments: ["--max-title-length", "30"])
        await harness.press(.character("s"), .enter, .character("t"), .character("n"))
        await harness.type(Self.refusedTitle)
        await harness.press(.enter)
        let refused = await harness.frame { $0.contains("✗ rejected") }
        #expect(refused.contains("✗ rejected"), "\(refused)")
        await harness.press(.character("G"))
        return harness
    }

    @Test("R and X are offered on a refused todo only, in the hints and in the help")
    func offeredWhereTheyApply() async throws {
        let harness = try await refusedTodo()

        let onRefused = harness.frame()
        await harness.press(.character("?"))
        let helpOnRefused = harness.frame()
        await harness.press(.escape, .character("g"))
        let onSynced = harness.frame()
        await harness.press(.character("R"))

        #expect(onRefused.contains("R retry sync · X discard change"))
        #expect(helpOnRefused.contains("R  ") && helpOnRefused.contains("retry sync"))
        #expect(!onSynced.contains("retry sync"))
        #expect(harness.status().hasPrefix("Only a todo the server refused or no longer has"))
    }

    @Test("R queues the refused todo again and says so")
    func retries() async throws {
        let harness = try await refusedTodo()

        await harness.press(.character("R"))
        // The sync the retry starts shows its spinner in the status line for a moment.
        let frame = await harness.frame { $0.contains("Queued '\(Self.refusedTitle)' to be sent again") }

        #expect(harness.status().hasPrefix("Queued '\(Self.refusedTitle)' to be sent again"), "\(frame)")
    }

    @Test("X asks first, then gives the refused todo up and says what was lost")
    func discards() async throws {
        let harness = try await refusedTodo()

        await harness.press(.character("X"))
        let question = harness.status()
        await harness.press(.character("y"))
        let after = await harness.frame {
            !$0.contains("[ ] \(Self.refusedTitle.prefix(20))") && $0.contains("Discarded for")
        }

        #expect(question.hasPrefix("Discard what the server refused of 'a title far longer"))
        #expect(question.contains("… y/n"), "cut before the answer keys, not through them")
        #expect(!after.contains("[ ] \(Self.refusedTitle.prefix(20))"), "the row is gone: \(after)")
        #expect(harness.status().hasPrefix("Discarded for '\(Self.refusedTitle)': the todo"), "\(after)")
    }
}

/// A question's answer keys stay when the question is cut.
@MainActor
@Suite("Questions at any width", .serialized)
struct QuestionWidthTests {
    @Test("a delete question for a long title keeps y/n at 40 columns, the title cut")
    func answerKeysStay() async throws {
        let harness = try await TerminalHarness(offline: true)
        harness.geometry = FrameGeometry(columns: 40, rows: 12)
        await harness.press(.character("s"), .enter, .character("t"))
        await harness.press(.character("j"), .character("j"), .character("j"), .character("j"))
        await harness.press(.character("d"))

        #expect(harness.status().hasPrefix("Delete '"))
        #expect(harness.status().contains("… y/n"), "\(harness.status())")
    }
}
