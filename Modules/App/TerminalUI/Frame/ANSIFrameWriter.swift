/// Turns rendered lines into the bytes that draw them: each line at its own position, styled with SGR
/// codes unless colour is off (`NO_COLOR`).
struct ANSIFrameWriter {
    let usesColor: Bool

    func draw(_ lines: [StyledLine]) -> String {
        var output = ""
        for (row, line) in lines.enumerated() {
            output += "\u{1B}[\(row + 1);1H"
            output += usesColor ? styled(line) : line.text
        }
        return output
    }

    /// The line in its style, its accent (a sync badge) in the accent's colour over that style.
    private func styled(_ line: StyledLine) -> String {
        let base = code(for: line.style)
        guard let accent = line.accent else { return painted(line.text, base) }
        let characters = Array(line.text)
        let start = min(max(0, accent.start), characters.count)
        let end = min(start + max(0, accent.length), characters.count)
        let accentCode = [base, code(for: accent.style)].compactMap { $0 }.joined(separator: ";")
        return painted(String(characters[..<start]), base)
            + painted(String(characters[start..<end]), accentCode.isEmpty ? nil : accentCode)
            + painted(String(characters[end...]), base)
    }

    private func painted(_ text: String, _ code: String?) -> String {
        guard let code, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m" + text + "\u{1B}[0m"
    }

    private func code(for style: StyledLine.Style) -> String? {
        switch style {
        case .plain: nil
        case .header: "7"
        case .title: "1"
        case .selected: "7"
        case .dim: "2"
        case .error: "31"
        case .pending: "33"
        case .refused: "31"
        }
    }
}
