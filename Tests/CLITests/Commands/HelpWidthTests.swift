import Foundation
import StrataTestSupport
import Testing

/// Help as a reader sees it, through the binary: fitted to the width it is read at without a word
/// broken, and with examples of the command it is about.
@Suite("strata help width and examples", .serialized)
struct HelpWidthTests {
    private static let topics: [[String]] = [
        ["help"], ["help", "open"], ["help", "todos"], ["help", "sync"], ["help", "help"], ["help", "completions"],
    ]

    /// The words of a text, whatever its line breaks.
    private func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }

    @Test("help fits 80 columns when stdout is not a terminal, and COLUMNS when it is set", arguments: topics)
    func fitsTheWidth(topic: [String]) throws {
        let piped = try StrataProcess.run(topic, environment: [:])
        let narrow = try StrataProcess.run(topic, environment: ["COLUMNS": "60"])
        let wide = try StrataProcess.run(topic, environment: ["COLUMNS": "1000"])

        for (run, width) in [(piped, 80), (narrow, 60)] {
            #expect(run.status == 0)
            // Only a word wider than the row itself may pass the edge, alone on its row.
            let over = run.out.split(separator: "\n").filter { $0.count > width && words(String($0)).count > 1 }
            #expect(over.isEmpty, "\(topic) at \(width): \(over)")
        }
        #expect(words(narrow.out) == words(wide.out), "wrapping at 60 moved or broke a word")
        #expect(words(piped.out) == words(wide.out), "wrapping at 80 moved or broke a word")
    }

    @Test("every help has an EXAMPLES block of commands it is about", arguments: topics)
    func examples(topic: [String]) throws {
        let run = try StrataProcess.run(topic, environment: [:])

        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "EXAMPLES"), "\(topic): no EXAMPLES block")
        let examples = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(!examples.isEmpty)
        for example in examples {
            let command = words(String(example))
            #expect(command.prefix(2) == ["$", "strata"], "\(example)")
            if let name = topic.dropFirst().first, name != "help" {
                #expect(command.dropFirst(2).first.map(String.init) == name, "\(topic): \(example)")
            }
        }
    }
}
