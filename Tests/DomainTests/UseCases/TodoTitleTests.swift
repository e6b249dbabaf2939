import StrataTestSupport
import Testing

@testable import StrataDomain

/// Issue 21: one character carrying 60,000 combining marks passed the 200-character limit, and a title
/// of invisible characters only was accepted. The rule: a title shows something, and no input of any
/// shape exceeds 200 characters as seen or 800 bytes as sent.
@Suite("TodoTitle")
struct TodoTitleTests {
    private static func reason(_ title: String) -> String? {
        do {
            _ = try TodoTitle.validated(title)
            return nil
        } catch {
            if case .rejected(let reason) = error.kind { return reason }
            return "\(error)"
        }
    }

    @Test("one character carrying 60,000 combining marks is refused, naming the bytes")
    func combiningBomb() {
        let bomb = "e" + String(repeating: "\u{301}", count: 60_000)

        #expect(bomb.count == 1)
        #expect(
            Self.reason(bomb)
                == "A todo title takes at most 800 bytes; this one takes 120001, as its characters carry many marks or parts each"
        )
    }

    @Test("no generated title of any shape is accepted beyond 200 characters or 800 bytes")
    func generatedShapes() {
        let pieces = ["a", "東", "😀", "\u{301}", "\u{308}\u{323}", "👩\u{200D}💻", "🇫🇷", "\u{FE0F}", " ", "ق", "\u{E0041}"]
        var random = SplitMix64(state: 2121)
        var accepted = 0
        for _ in 0..<2_000 {
            let count = random.int(0...400)
            let title = String((0..<count).map { _ in random.pick(pieces) }.joined())
            guard let stored = try? TodoTitle.validated(title) else { continue }
            accepted += 1
            #expect(
                stored.count <= 200 && stored.utf8.count <= 800,
                "\(stored.count) characters, \(stored.utf8.count) bytes")
        }
        #expect(accepted > 100, "the test reached titles that pass")
    }

    @Test("200 characters of one code point each always fit, however many bytes each takes")
    func longestPlainTitles() {
        for character in ["a", "é", "東", "😀"] {
            #expect(Self.reason(String(repeating: character, count: 200)) == nil, "\(character)")
        }
        #expect(Self.reason(String(repeating: "a", count: 201)) == "A todo title has at most 200 characters")
    }

    @Test("a title of any scalar that shows nothing, repeated, is refused with a reason that says so")
    func invisibleTitles() {
        var accepted: [String] = []
        let planes: [ClosedRange<UInt32>] = [0...0xFFFF, 0x1_0000...0x1_FFFF, 0xE_0000...0xE_0FFF]
        for value in planes.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            let showsNothing =
                [
                    .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
                    .enclosingMark, .unassigned,
                ].contains(category) || scalar.properties.isDefaultIgnorableCodePoint
            guard showsNothing else { continue }
            let reason = Self.reason(String(repeating: String(scalar), count: 3))
            if reason != "A todo needs a title", reason?.hasPrefix("A todo title must show something") != true {
                accepted.append(String(value, radix: 16))
            }
        }
        #expect(accepted.isEmpty, "accepted: \(accepted.prefix(20))")
        #expect(
            Self.reason("\u{200B}\u{3164}\u{2800}")
                == "A todo title must show something; this one holds only invisible characters (U+200B, U+3164, U+2800)"
        )
    }

    @Test("a letter, number, punctuation or symbol of any script shows something and is accepted")
    func visibleTitles() {
        var refused: [String] = []
        for value in UInt32(0x20)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), !scalar.properties.isDefaultIgnorableCodePoint,
                scalar != "\u{2800}"
            else { continue }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .otherLetter, .decimalNumber, .otherPunctuation, .mathSymbol,
                .otherSymbol:
                if Self.reason(String(scalar)) != nil { refused.append(String(value, radix: 16)) }
            default:
                continue
            }
        }
        #expect(refused.isEmpty, "refused: \(refused.prefix(20))")
    }
}
