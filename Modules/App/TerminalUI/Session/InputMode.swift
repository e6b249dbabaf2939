/// What the keyboard is doing right now.
enum InputMode {
    /// Keys move, open and act on the screen.
    case browsing
    /// Keys edit the screen's text field (search, a todo's title).
    case typing(TextField)
    /// A yes/no question; "y" runs the action, any other key cancels.
    case confirming(question: String, action: @MainActor () async -> Void)
    /// The help for the screen covers the body, scrolled to `scrollTop`; Esc, q or ? close it.
    case help(scrollTop: Int)
    /// The status line's last message, whole, covers the body (`m`), scrolled to `scrollTop`: the keys
    /// that move through text scroll it, any other key closes it.
    case reading(String, scrollTop: Int)
}

extension InputMode {
    /// Whether keys go into a text field, where every printable key types.
    var isTyping: Bool {
        if case .typing = self { true } else { false }
    }

    /// Whether the help covers the body.
    var isInHelp: Bool {
        if case .help = self { true } else { false }
    }

    /// Whether a message covers the body until a key other than a scrolling one closes it.
    var isReading: Bool {
        if case .reading = self { true } else { false }
    }

    /// Whether a yes/no question waits for its answer.
    var isAsking: Bool {
        if case .confirming = self { true } else { false }
    }
}
