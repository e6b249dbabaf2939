/// The whole message (`m`): it scrolls with the keys that move through any text (the wheel included),
/// so a message longer than a small window is read to its end; any other key closes it.
extension TerminalController {
    func reading(_ key: Key, _ message: String, scrollTop: Int) {
        let layout = BodyLayout(lines: MessagePage.lines(message, width: geometry.columns))
        let movement = Movement(layout: layout, height: geometry.bodyHeight, pagesByRows: false)
        if key != .interrupt, let moved = movement.apply(key, selection: 0, scrollTop: scrollTop) {
            mode = .reading(message, scrollTop: moved.scrollTop)
            return
        }
        mode = .browsing
        if key == .interrupt { shouldQuit = true }
    }
}

/// The lines of a message read whole: wrapped to the window with a margin, and how to close it.
enum MessagePage {
    static func lines(_ message: String, width: Int) -> [StyledLine] {
        [message, "", "Any key but the ones that scroll closes this."].flatMap {
            TextLayout.wrap($0, width: width - 2).map { StyledLine(text: " " + $0) }
        }
    }
}
