import Foundation
import StrataTestSupport
import Testing

/// The real binary drawn by a real terminal at 20×6, 40×12, 80×24 and 120×40, compared line by line
/// with the frames checked in beside this file (offline over a fresh store, so nothing varies).
extension TerminalSessions {
    @Suite("Golden frames")
    struct GoldenFrameTests {
        private static let golden = RepositoryPaths.root.appendingPathComponent("Tests/CLITests/Terminal/Golden")

        @Test(
            "each screen at each size matches its golden frame",
            arguments: ["posts", "posts/1"], [(20, 6), (40, 12), (80, 24), (120, 40)]
        )
        func matchesGolden(route: String, size: (columns: Int, rows: Int)) async throws {
            let name = "\(route.replacingOccurrences(of: "/", with: "-"))-\(size.columns)x\(size.rows).txt"
            let expected = try String(contentsOf: Self.golden.appendingPathComponent(name), encoding: .utf8)
            let session = try TmuxSession(
                command:
                    "STRATA_DB=:memory: \(RepositoryPaths.strataExecutable.path) --offline --route \(route); sleep 30",
                columns: size.columns, rows: size.rows)

            // The app seeds its store and loads first; give it up to 30 seconds to draw the frame.
            var screen = try await session.waitFor("Offline")
            for _ in 0..<100 where screen != expected {
                try await Task.sleep(for: .milliseconds(100))
                screen = try session.screen()
            }

            #expect(screen == expected, "\(name):\n\(screen)")
            #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == size.rows)
        }
    }
}
