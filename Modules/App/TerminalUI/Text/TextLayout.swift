/// Fitting text into terminal cells: display width, truncation with an ellipsis and word wrapping.
/// Every function takes its text as one line (`TerminalText.line`) first, so nothing it returns can
/// carry a control sequence or a line break of its own.
enum TextLayout {
    /// Cells the text takes: 2 for wide East Asian characters and emoji, 1 otherwise.
    static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// Exactly `width` cells: cut with "…" when too long, padded with spaces when short.
    static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let clean = TerminalText.line(text)
        let textWidth = self.width(clean)
        if textWidth <= width {
            return clean + String(repeating: " ", count: width - textWidth)
        }
        let cut = prefix(clean, width: width - 1)
        return cut + "…" + String(repeating: " ", count: max(0, width - self.width(cut) - 1))
    }

    /// The longest start of `text` that takes at most `width` cells.
    static func prefix(_ text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let cells = self.width(of: character)
            if used + cells > width { break }
            result.append(character)
            used += cells
        }
        return result
    }

    /// The longest end of `text` that takes at most `width` cells.
    static func suffix(_ text: String, width: Int) -> String {
        var result: [Character] = []
        var used = 0
        for character in text.reversed() {
            let cells = self.width(of: character)
            if used + cells > width { break }
            result.append(character)
            used += cells
        }
        return String(result.reversed())
    }

    /// Splits one line of text into lines of at most `width` cells, breaking at spaces where it can. A
    /// line break inside `text` is shown, not followed: a text with lines of its own is cut into them
    /// first, by `TerminalText.lines(of:)`.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        let paragraph = TerminalText.line(text)
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if self.width(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = String(word)
            // A character wider than the line goes on a line of its own rather than never.
            while self.width(line) > width, line.count > 1 {
                let fitting = prefix(line, width: width)
                let head = fitting.isEmpty ? String(line.prefix(1)) : fitting
                lines.append(head)
                line = String(line.dropFirst(head.count))
            }
        }
        lines.append(line)
        return lines
    }

    private static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
