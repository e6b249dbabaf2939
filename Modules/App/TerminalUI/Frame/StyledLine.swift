/// One line of a frame, already cut to the terminal's width, with how it should look.
struct StyledLine: Equatable {
    enum Style: Equatable {
        case plain
        case header
        case title
        case selected
        case dim
        case error
        /// A change still to be sent: yellow.
        case pending
        /// A change the server refused or no longer has: red.
        case refused
    }

    /// A part of the line drawn in a style of its own, over the line's: a row's sync badge.
    struct Accent: Equatable {
        /// Characters before it.
        var start: Int
        /// Its characters.
        var length: Int
        var style: Style
    }

    var text: String
    var style: Style = .plain
    var accent: Accent?
}
