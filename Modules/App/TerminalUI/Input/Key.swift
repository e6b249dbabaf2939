/// A key press, decoded from the bytes a terminal sends; the mouse wheel and a paste arrive as keys of
/// their own, so every mode decides what they mean and none of them is replayed as typing.
enum Key: Equatable {
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    case enter
    case escape
    case backspace
    case delete
    case tab
    /// Ctrl and a letter, other than the ones terminals send as their own keys (Tab, Enter, Backspace).
    case control(Character)
    case character(Character)
    /// The mouse wheel turned one notch away from the user: scrolls like `k`.
    case wheelUp
    /// The mouse wheel turned one notch toward the user: scrolls like `j`.
    case wheelDown
    /// Text pasted while bracketed paste is on, as the terminal sent it: nothing in it is a key, and
    /// it reaches the screen only through a text field, which makes it one line (`TerminalText`).
    case paste(String)

    /// Ctrl-C, which quits from every mode.
    static let interrupt = Key.control("c")
}

extension Key {
    /// Whether the key is a wheel notch.
    var isWheel: Bool { self == .wheelUp || self == .wheelDown }

    /// A wheel notch as the arrow key it scrolls like; any other key as it is.
    var asArrow: Key {
        switch self {
        case .wheelUp: .up
        case .wheelDown: .down
        default: self
        }
    }
}
