import Foundation
import StrataTestSupport
import Testing

/// Issue 21, through the binary: `strata open posts --offline > /dev/full`, or with stdout closed,
/// trapped at `ConsoleOutput.swift:20` (exit 132). A write that fails now ends the command with 1.
@Suite("Output failure scenarios", .serialized)
struct OutputFailureScenarioTests {
    @Test(
        "stdout that cannot be written ends the command with 1 and says why on stderr",
        arguments: [
            (StrataProcess.Output.file("/dev/full"), "No space left on device"),
            (StrataProcess.Output.brokenPipe, "Broken pipe"),
        ])
    func unwritableStdout(output: StrataProcess.Output, reason: String) throws {
        let run = try StrataProcess.run(
            ["open", "posts", "--offline", "--db", ":memory:"], environment: [:], output: output)

        #expect(!run.endedBySignal, "ended by signal \(run.status)")
        #expect(run.status == 1)
        // The last line of stderr, whole: with --offline it may be the only one.
        #expect(("\n" + run.err).hasSuffix("\nstrata: cannot write to standard output: \(reason)\n"), "\(run.err)")
    }

    @Test("a closed stdout ends the command with 1, and nothing else takes its place")
    func closedStdout() throws {
        let run = try StrataProcess.runShell(
            #"exec "$STRATA" open posts --offline --db :memory: >&-"#, environment: [:])

        #expect(run.status == 1, "\(run.status) \(run.err)")
        #expect(
            ("\n" + run.err).hasSuffix("\nstrata: cannot write to standard output: Bad file descriptor\n"), "\(run.err)"
        )
    }
}
