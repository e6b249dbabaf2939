/// The keys that work on every screen, whatever it shows.
enum GlobalKeys {
    /// For `?`: what every screen answers to.
    static let help: [KeyHelp] = [
        KeyHelp(keys: "↑/↓ j/k", action: "move or scroll"),
        KeyHelp(keys: "PgUp/PgDn Ctrl-U/Ctrl-D", action: "a page or half a page"),
        KeyHelp(keys: "g/G Home/End", action: "top or bottom"),
        KeyHelp(keys: "Esc/Backspace", action: "back"),
        KeyHelp(keys: "/", action: "search posts"),
        KeyHelp(keys: "r", action: "refresh"),
        KeyHelp(keys: "p u t", action: "posts, users, my todos"),
        KeyHelp(keys: "s", action: "sign in or out"),
        KeyHelp(keys: "m", action: "the status line's message in full, when it is cut"),
        KeyHelp(keys: "q", action: "quit"),
    ]

    /// For the hints line after the screen's own keys.
    static let hints: [KeyHelp] = [
        KeyHelp(keys: "Esc", action: "back"), KeyHelp(keys: "q", action: "quit"), KeyHelp(keys: "/", action: "search"),
    ]

    /// The help text `?` shows for a screen: its own keys first, then the ones that work everywhere.
    static func helpText(title: String, screenKeys: [KeyHelp]) -> [String] {
        func lines(_ keys: [KeyHelp]) -> [String] {
            let width = (keys.map(\.keys.count).max() ?? 0) + 2
            return keys.map { "  " + $0.keys + String(repeating: " ", count: width - $0.keys.count) + $0.action }
        }
        let own = screenKeys.isEmpty ? [] : ["\(title):"] + lines(screenKeys) + [""]
        return own + ["Everywhere:"] + lines(help) + ["", "Press any key to close help."]
    }
}
