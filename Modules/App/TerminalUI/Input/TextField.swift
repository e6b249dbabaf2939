/// A one-line text field with a cursor and the editing keys of a shell: ←/→, Home/End and Ctrl-A/E
/// move; Backspace and Delete erase a character; Ctrl-W erases the word before the cursor; Ctrl-U
/// erases everything before it. A paste is inserted at the cursor as text, made one line.
///
/// The cursor counts characters as Swift does, grapheme clusters: a combining mark or the second half
/// of a flag typed on its own joins the character before it, so the count is measured after each
/// insertion rather than assumed to grow by one.
struct TextField: Equatable {
    private(set) var text: String
    /// Characters before the cursor.
    private(set) var cursor: Int

    init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Applies an editing key; returns `false` for a key that is not an editing key.
    mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let pasted): insert(Self.oneLine(pasted))
        case .backspace: eraseBackward(count: cursor > 0 ? 1 : 0)
        case .delete:
            guard cursor < text.count else { return true }
            text.remove(at: index(at: cursor))
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .control("u"): eraseBackward(count: cursor)
        case .control("w"): eraseBackward(count: cursor - startOfWordBeforeCursor())
        default: return false
        }
        return true
    }

    /// The text with a block cursor drawn at the cursor's place.
    var withCursor: String {
        let split = index(at: cursor)
        return String(text[..<split]) + "█" + String(text[split...])
    }

    /// The text with its cursor in at most `width` cells. A text too long for them scrolls sideways:
    /// the part around the cursor is shown and "…" marks each side that is cut, so the cursor, and what
    /// was just typed before it, are always on screen. The window follows the cursor alone (it keeps no
    /// scroll position of its own): from the start while the cursor fits there, else ending at the cursor.
    func visible(width: Int) -> String {
        let split = index(at: cursor)
        let before = TerminalText.line(String(text[..<split]))
        let after = TerminalText.line(String(text[split...]))
        let cursorMark = "█"
        guard TextLayout.width(before) + 1 + TextLayout.width(after) > width else {
            return before + cursorMark + after
        }
        guard width >= 3 else { return cursorMark }
        if TextLayout.width(before) + 1 <= width - 1 {
            return TextLayout.prefix(before + cursorMark + after, width: width - 1) + "…"
        }
        let room = width - 2 - (after.isEmpty ? 0 : 1)
        let shown = String(TextLayout.suffix(before, width: room))
        return "…" + shown + cursorMark + (after.isEmpty ? "" : "…")
    }

    /// A paste as the one line a field holds, by the one sanitiser's rule (`TerminalText`): its lines,
    /// cut at line feeds and only there, joined by spaces (a trailing line break dropped); any other
    /// control character shown as `�`, never acted on. Terminals send a pasted line break as CR (xterm,
    /// tmux), so a CR is read as the line feed it stands for first.
    static func oneLine(_ pasted: String) -> String {
        var lineFeeds = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in pasted.unicodeScalars {
            if !(scalar == "\n" && afterCarriageReturn) { lineFeeds.append(scalar == "\r" ? "\n" : scalar) }
            afterCarriageReturn = scalar == "\r"
        }
        var lines = TerminalText.lines(of: String(lineFeeds))
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: " ")
    }

    private mutating func insert(_ inserted: String) {
        let before = String(text[..<index(at: cursor)]) + inserted
        text = before + text[index(at: cursor)...]
        cursor = min(before.count, text.count)
    }

    private mutating func eraseBackward(count: Int) {
        guard count > 0 else { return }
        let end = index(at: cursor)
        let start = text.index(end, offsetBy: -count, limitedBy: text.startIndex) ?? text.startIndex
        text.removeSubrange(start..<end)
        cursor = text.distance(from: text.startIndex, to: start)
    }

    private func index(at offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
    }

    /// Where the word before the cursor starts, spaces after it included, as a shell's Ctrl-W does.
    private func startOfWordBeforeCursor() -> Int {
        let before = Array(text.prefix(cursor))
        var index = before.count
        while index > 0, before[index - 1] == " " { index -= 1 }
        while index > 0, before[index - 1] != " " { index -= 1 }
        return index
    }
}
