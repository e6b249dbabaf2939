/// A key press, decoded from the bytes a terminal sends.
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

    /// Ctrl-C, which quits from every mode.
    static let interrupt = Key.control("c")
}
