import Foundation
import StrataTestSupport
import Testing

extension TerminalSessions {
    /// JSON a person reads in a terminal is indented, a field a line; the same command piped is one line.
    @Suite("JSON in a terminal")
    struct JSONInTerminalTests {
        private let strata = RepositoryPaths.strataExecutable.path

        @Test("open posts/1 --json title,userId in a terminal prints an indented object, a field a line")
        func indented() async throws {
            let session = try TmuxSession(
                command: "\(strata) open posts/1 --json title,userId --offline --db :memory:; echo END; sleep 30")

            let screen = try await session.waitFor("END")

            let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let start = try #require(lines.firstIndex(of: "{"), "\(screen)")
            #expect(lines[start + 1].hasPrefix(#""title" : "sunt aut facere"#), "\(screen)")
            #expect(lines[start + 2] == #""userId" : 1"#, "\(screen)")
            #expect(lines[start + 3] == "}", "\(screen)")
        }
    }
}
