import Foundation
import StrataTestSupport
import Testing

/// Issue 21, through the binary: one character carrying 60,000 combining marks passed the 200-character
/// limit, and a title of invisible characters only was accepted.
@Suite("Title limit scenarios", .serialized)
struct TitleLimitScenarioTests {
    @Test("a title that shows nothing, or one character carrying 60,000 marks, is refused: exit 2")
    func titleLimits() throws {
        let bomb = "e" + String(repeating: "\u{301}", count: 60_000)
        for (title, reason) in [
            (bomb, "A todo title takes at most 800 bytes; this one takes 120001"),
            ("\u{200B}\u{2060}\u{3164}", "A todo title must show something"),
        ] {
            let run = try StrataProcess.run(
                ["todos", "add", "--user", "1", "--offline", "--db", ":memory:", title], environment: [:])

            #expect(run.status == 2, "\(run.out)")
            #expect(run.err.hasPrefix("strata: \(reason)"), "\(run.err)")
        }
    }
}
