/// Help: it scrolls with the keys that move through any text (the wheel included), and Esc, q or ?
/// close it; any other key does nothing, so a key pressed to scroll never closes it by surprise.
extension TerminalController {
    func help(_ key: Key, scrollTop: Int) {
        switch key {
        case .escape, .character("q"), .character("?"):
            mode = .browsing
            return
        case .interrupt:
            shouldQuit = true
            return
        default: break
        }
        guard let entry = navigator.visible else { return }
        let layout = BodyLayout(lines: offers(for: entry).helpPage.lines(width: geometry.columns))
        let movement = Movement(layout: layout, height: geometry.bodyHeight, pagesByRows: false)
        if let moved = movement.apply(key, selection: 0, scrollTop: scrollTop) {
            mode = .help(scrollTop: moved.scrollTop)
        }
    }
}
