import Foundation
import StrataPresentation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// No input can trap: thousands of random and boundary argument lists and routes go through the
/// parsers, and a sample through the whole command, which must end with 0, 1 or 2.
@Suite("Arguments, at random", .serialized)
struct ArgumentPropertyTests {
    @Test("10,000 random argument lists parse to a command or a usage error, never a trap")
    func parserNeverTraps() {
        var fuzzing = ArgumentFuzzing(seed: 0x5EED_0001)
        var parsed = 0
        var refused = 0
        for _ in 0..<10_000 {
            do {
                _ = try CommandLineParser.parse(fuzzing.arguments(), environment: [:])
                parsed += 1
            } catch {
                #expect(!error.message.isEmpty)
                refused += 1
            }
        }
        #expect(parsed > 100, "the generator reaches real commands")
        #expect(refused > 1_000)
    }

    @Test("10,000 random routes parse or fail with a reason, never a trap, and what parses round-trips")
    func routesNeverTrap() throws {
        var fuzzing = ArgumentFuzzing(seed: 0x5EED_0002)
        for _ in 0..<10_000 {
            let text = fuzzing.route()
            do {
                let route = try Route(parsing: text)
                #expect(try Route(parsing: route.path) == route, "\(text) → \(route.path)")
            } catch {
                #expect(!error.reason.isEmpty)
            }
        }
    }

    @MainActor
    @Test("300 random command lines run end to end exit 0, 1 or 2, offline over one store")
    func commandsExitCleanly() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let environment = [
            "STRATA_DB": store.appendingPathComponent("strata.sqlite3").path, "STRATA_BASE_URL": "http://127.0.0.1:1",
        ]
        var fuzzing = ArgumentFuzzing(seed: 0x5EED_0003)
        var statuses: [ExitCode: Int] = [:]
        for _ in 0..<300 {
            let arguments = (fuzzing.chance(60) ? fuzzing.commandLine() : fuzzing.arguments()).filter {
                $0 != "--db" && !$0.hasPrefix("--base-url") && $0 != "--verbose" && $0 != "-v"
                    && !$0.hasPrefix("--timeout")
            }
            let recorder = OutputRecorder()
            let status = await StrataCommand.run(
                arguments: arguments + ["--timeout", "1"], environment: environment, output: recorder.console)
            statuses[status, default: 0] += 1
            if status != .success { #expect(recorder.err.contains("strata:"), "\(arguments): \(recorder.err)") }
        }
        #expect(statuses[.usage, default: 0] > 0)
        #expect(statuses[.success, default: 0] > 20, "\(statuses)")
        #expect(statuses[.failure, default: 0] > 0, "\(statuses)")
    }
}
