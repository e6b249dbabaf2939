/// Fitting text into terminal cells: display width, truncation with an ellipsis, word wrapping, and
/// neutralising control characters that would break the layout (or inject escape sequences from
/// server data).
enum TextLayout {
    /// Replaces control characters, including ESC and C1 controls, with a visible stand-in.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\t" ? " " : isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// Like `sanitized`, but keeps line breaks (as `\n`), for multi-line output such as `strata open`.
    static func sanitizedKeepingLines(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { sanitized(String($0)) }
            .joined(separator: "\n")
    }

    /// Cells the text takes: 2 for wide East Asian characters and emoji, 1 otherwise.
    static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// Exactly `width` cells: cut with "…" when too long, padded with spaces when short.
    static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let clean = sanitized(text)
        let textWidth = self.width(clean)
        if textWidth <= width {
            return clean + String(repeating: " ", count: width - textWidth)
        }
        var result = ""
        var used = 0
        for character in clean {
            let cells = self.width(of: character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…" + String(repeating: " ", count: max(0, width - used - 1))
    }

    /// Splits text into lines of at most `width` cells, breaking at spaces where it can.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in sanitized(String(paragraph)).split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if self.width(candidate) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = String(word)
                while self.width(line) > width {
                    let head = String(line.prefix(width))
                    lines.append(head)
                    line = String(line.dropFirst(head.count))
                }
            }
            lines.append(line)
        }
        return lines
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
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
