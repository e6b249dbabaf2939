import StrataPresentation

/// The status line: what the keyboard is doing (a field, a question), else feedback for the last key,
/// else a spinner, an error, a part that did not load or how current the data is.
@MainActor
enum StatusLineComposer {
    /// The line in `width` cells. A field being typed scrolls sideways within them, so its cursor is always
    /// shown; what Enter and Esc do is on the hints line below it.
    static func line(
        mode: InputMode, field: TypedField?, status: StatusMessage?, content: ScreenContent, spinner: Character?,
        width: Int
    ) -> StyledLine {
        switch mode {
        case .typing(let text):
            let label = field?.label ?? "Type"
            // The error first: however long the text, the reason it was refused is where the user looks;
            // it is cut, not the field, when both do not fit.
            if let error = field?.error {
                var reason = "✗ \(error.message) · "
                if width - TextLayout.width(reason) < minimumField {
                    reason = TextLayout.prefix("✗ \(error.message)", width: max(2, width - minimumField - 4)) + "… · "
                }
                return StyledLine(
                    text: reason + fieldText(label, text, width: width - TextLayout.width(reason)), style: .error)
            }
            return StyledLine(text: fieldText(label, text, width: width), style: .title)
        case .confirming(let question, _):
            // The answer keys are never the part cut: the question is, with "…".
            let fits = TextLayout.width(question) + 4 <= width
            return StyledLine(
                text: "\(fits ? question : TextLayout.prefix(question, width: max(1, width - 5)) + "…") y/n",
                style: .title)
        case .help:
            return StyledLine(text: "Help · Esc, q or ? close it")
        case .reading:
            return StyledLine(text: "The whole message")
        case .browsing:
            if let status {
                return StyledLine(text: status.text, style: status.tone == .problem ? .error : .plain)
            }
            if let spinner {
                return StyledLine(text: "\(spinner) Loading…")
            }
            switch content.status {
            case .loading: return StyledLine(text: "Loading…")
            case .failed:
                // The body says what failed, whole, and the hints what to do: said once, not twice.
                return StyledLine(text: "")
            case .ready:
                return content.readyStatusLine
            }
        }
    }

    /// The cells a field keeps for its text, before its label gives way.
    private static let minimumField = 12

    /// "New todo: …lazy dog█" in `width` cells; the label goes when it would leave the text too little room.
    private static func fieldText(_ label: String, _ field: TextField, width: Int) -> String {
        let labelled = "\(label): "
        let room = width - TextLayout.width(labelled)
        return room >= minimumField ? labelled + field.visible(width: room) : field.visible(width: width)
    }
}
