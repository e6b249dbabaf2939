/// One line of a frame, already cut to the terminal's width, with how it should look.
struct StyledLine: Equatable {
    enum Style: Equatable {
        case plain
        case header
        case title
        case selected
        case dim
        case error
    }

    var text: String
    var style: Style = .plain
}
