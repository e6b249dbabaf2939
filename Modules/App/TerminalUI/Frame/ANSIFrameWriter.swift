/// Turns rendered lines into the bytes that draw them: each line at its own position, styled with SGR
/// codes unless colour is off (`NO_COLOR`).
struct ANSIFrameWriter {
    let usesColor: Bool

    func draw(_ lines: [StyledLine]) -> String {
        var output = ""
        for (row, line) in lines.enumerated() {
            output += "\u{1B}[\(row + 1);1H"
            if usesColor, let code = code(for: line.style) {
                output += "\u{1B}[\(code)m" + line.text + "\u{1B}[0m"
            } else {
                output += line.text
            }
        }
        return output
    }

    private func code(for style: StyledLine.Style) -> String? {
        switch style {
        case .plain: nil
        case .header: "7"
        case .title: "1"
        case .selected: "7"
        case .dim: "2"
        case .error: "31"
        }
    }
}
