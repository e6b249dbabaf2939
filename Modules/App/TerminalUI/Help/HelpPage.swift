/// The help `?` shows: sections of keys and what they do, laid out for the terminal's width and
/// scrolled like any long text, so the last key is as reachable at 40×12 as at 120×40.
struct HelpPage: Equatable {
    /// Keys under a heading: the screen's own, then the ones that work everywhere.
    struct Section: Equatable {
        let title: String
        let keys: [KeyHelp]
    }

    let sections: [Section]

    /// The narrowest description column worth keeping beside the keys; a key wider than leaves this
    /// gets a line of its own, its description under it in the column.
    static let minimumDescriptionWidth = 16

    /// The page as lines of at most `width` cells, each starting with the frame's one-cell margin. Keys
    /// sit in a column and descriptions beside them; a description that wraps continues under itself,
    /// never under the keys, so each line says which key it belongs to.
    func lines(width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append(StyledLine(text: "")) }
            lines.append(StyledLine(text: TextLayout.fit(" " + section.title + ":", width: width), style: .title))
            lines += Self.entries(section.keys, width: width).map { StyledLine(text: $0) }
        }
        return lines
    }

    private static let keyIndent = "   "

    private static func entries(_ keys: [KeyHelp], width: Int) -> [String] {
        let widest = max(0, width - keyIndent.count - 2 - minimumDescriptionWidth)
        let column = keys.map { TextLayout.width($0.keys) }.filter { $0 <= widest }.max() ?? 0
        let descriptionStart = keyIndent.count + column + 2
        let descriptionWidth = max(1, width - descriptionStart)
        let hanging = String(repeating: " ", count: descriptionStart)
        var lines: [String] = []
        for key in keys {
            let description = TextLayout.wrap(key.action, width: descriptionWidth)
            let keyWidth = TextLayout.width(key.keys)
            guard keyWidth <= column else {
                lines.append(keyIndent + TextLayout.fit(key.keys, width: width - keyIndent.count))
                lines += description.map { hanging + $0 }
                continue
            }
            let padding = String(repeating: " ", count: column - keyWidth + 2)
            lines.append(keyIndent + key.keys + padding + (description.first ?? ""))
            lines += description.dropFirst().map { hanging + $0 }
        }
        return lines
    }
}
