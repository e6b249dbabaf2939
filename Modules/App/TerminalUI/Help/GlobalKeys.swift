/// The keys that work on every screen, whatever it shows.
enum GlobalKeys {
    /// For `?`: what every screen answers to.
    static let help: [KeyHelp] = [
        KeyHelp(keys: "↑/↓ j/k", action: "move or scroll"),
        KeyHelp(keys: "mouse wheel", action: "scroll, as ↑/↓ do"),
        KeyHelp(keys: "PgUp/PgDn Ctrl-U/Ctrl-D", action: "a page or half a page"),
        KeyHelp(keys: "g/G Home/End", action: "top or bottom"),
        KeyHelp(keys: "Esc/Backspace", action: "back"),
        KeyHelp(keys: "/", action: "search posts"),
        KeyHelp(keys: "r", action: "refresh, or retry what did not load"),
        KeyHelp(keys: "p u t", action: "posts, users, my todos"),
        KeyHelp(keys: "s", action: "sign in or out"),
        KeyHelp(keys: ":", action: "go to a route: users/2/albums"),
        KeyHelp(keys: "m", action: "the status line's message in full, when it is cut"),
        KeyHelp(keys: "paste", action: "goes into the field being typed, as text; elsewhere it is ignored"),
        KeyHelp(keys: "?", action: "this help; Esc, q or ? close it"),
        KeyHelp(keys: "q", action: "quit"),
    ]

    /// The keys of a message read whole (`m`): the scrolling ones, and any other to close it.
    static let readingHints: [KeyHelp] = [
        KeyHelp(keys: "any key", action: "close"), KeyHelp(keys: "j/k", action: "scroll"),
        KeyHelp(keys: "g/G", action: "top/bottom"),
    ]

    /// What the keys do while help is open, for its hints line.
    static let helpHints: [KeyHelp] = [
        KeyHelp(keys: "Esc", action: "close"), KeyHelp(keys: "j/k", action: "scroll"),
        KeyHelp(keys: "PgDn/PgUp", action: "page"), KeyHelp(keys: "g/G", action: "top/bottom"),
    ]
}
