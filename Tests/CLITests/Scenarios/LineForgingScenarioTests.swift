import Foundation
import StrataTestSupport
import Testing

/// Issue 21, through the binary: CR, U+2028, U+2029 and U+0085 in a title became real line breaks, so a
/// title could forge rows of `todos list`. A row is now exactly one line, whatever a title holds.
@Suite("Line forging scenarios", .serialized)
struct LineForgingScenarioTests {
    private let store = FileManager.default.temporaryDirectory
        .appendingPathComponent("strata-rows-\(UUID().uuidString)/store.sqlite3").path

    /// Every separator and control that could start a row or reorder one, each in a title.
    private static let separators: [UInt32] = [
        0x0D, 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029, 0x1B, 0x9B, 0x202E, 0x2066, 0x200F, 0xFEFF, 0xE0041,
    ]

    @Test("a title holding any separator or control is one row of todos list, and --json reads it back")
    func noForgedRows() throws {
        let titles = Self.separators.map { "forged\(String(Unicode.Scalar($0)!))row \(String($0, radix: 16))" }
        for title in titles {
            let added = try StrataProcess.run(
                ["todos", "add", "--user", "1", "--offline", "--db", store, title], environment: [:])
            #expect(added.status == 0, "\(added.err)")
            #expect(added.out.split(separator: "\n", omittingEmptySubsequences: false).count == 2, "\(added.out)")
        }

        let list = try StrataProcess.run(
            ["todos", "list", "--user", "1", "--offline", "--db", store], environment: [:])
        let json = try StrataProcess.run(
            ["todos", "list", "--user", "1", "--offline", "--json", "--db", store], environment: [:])

        let rows = list.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == 20 + titles.count, "one row a todo:\n\(list.out)")
        #expect(
            !list.out.unicodeScalars.contains { [0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029, 0x1B].contains($0.value) })
        #expect(rows.filter { $0.contains("forged\u{FFFD}row") }.count == titles.count)
        let document = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        let listed = (document?["todos"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
        #expect(Set(titles).isSubset(of: Set(listed)), "the JSON reads back every title as it was")
    }
}
