import Testing

@testable import StrataTerminalUI

@Suite("TerminalText")
struct TerminalTextTests {
    /// Every scalar of the planes where controls, separators and format characters live: the Basic
    /// Multilingual Plane, the Supplementary one (musical and shorthand format controls) and plane 14
    /// (tags).
    private static let scalars: [Unicode.Scalar] = [0...0xFFFF, 0x1_0000...0x1_FFFF, 0xE_0000...0xE_FFFF]
        .flatMap { $0 }.compactMap { Unicode.Scalar(UInt32($0)) }

    /// What the rule must show, by Unicode's own categories: controls, format characters, line and
    /// paragraph separators; not the joiners emoji and scripts need.
    private static func mustBeShown(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\u{200C}", scalar != "\u{200D}" else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    @Test("every control, separator and format scalar is shown as a visible mark, never passed on")
    func everyInterpretableScalar() {
        var passed: [String] = []
        for scalar in Self.scalars where Self.mustBeShown(scalar) && scalar != "\t" {
            if TerminalText.line("a" + String(scalar) + "b") != "a\u{FFFD}b" {
                passed.append(String(scalar.value, radix: 16))
            }
        }
        #expect(passed.isEmpty, "passed on: \(passed.prefix(20))")
    }

    @Test("a row is one line whatever it holds, and every other scalar is left as it is")
    func oneLineAlways() {
        var broken: [String] = []
        for scalar in Self.scalars {
            let line = TerminalText.line(String(scalar))
            let leaked = line.unicodeScalars.contains { Self.mustBeShown($0) }
            let changed = !Self.mustBeShown(scalar) && line != String(scalar)
            if leaked || changed { broken.append(String(scalar.value, radix: 16)) }
        }
        #expect(broken.isEmpty, "\(broken.prefix(20))")
    }

    @Test("an escape sequence that would retitle the window or clear the screen is defused")
    func escapeSequences() {
        let clean = TerminalText.line("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]8;;http://x\u{1B}\\link")
        #expect(clean == "\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J\u{FFFD}]8;;http://x\u{FFFD}\\link")
    }

    @Test("the joiners emoji and scripts need are kept, a tab shows as a space")
    func joinersAndTabs() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(TerminalText.line(family) == family)
        #expect(TerminalText.line("a\u{200C}b") == "a\u{200C}b")
        #expect(TerminalText.line("a\tb") == "a b")
        #expect(TerminalText.line("Ünïcødé 東京 ✓") == "Ünïcødé 東京 ✓")
    }

    @Test("a text with lines of its own is cut at its line feeds only; every other separator is shown")
    func lines() {
        let text = "a\r\nb\rc\u{2028}d\u{2029}e\u{85}f\u{0B}g\u{0C}h\ni\n"

        #expect(
            TerminalText.lines(of: text)
                == ["a", "b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g\u{FFFD}h", "i", ""])
        #expect(TerminalText.line(text).unicodeScalars.allSatisfy { !Self.mustBeShown($0) })
    }

    @Test("sanitising twice changes nothing more")
    func idempotent() {
        let hostile = "t\u{202E}x\u{2028}\u{1B}[1m\r\n\u{E0041}"
        #expect(TerminalText.line(TerminalText.line(hostile)) == TerminalText.line(hostile))
    }
}
