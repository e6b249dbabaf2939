import StrataPresentation

/// Typing: keys edit the screen's text field, and a paste goes into it as text.
extension TerminalController {
    func type(_ key: Key, into field: TextField) {
        guard let entry = navigator.visible, let typed = typedField else {
            mode = .browsing
            return
        }
        var field = field
        switch key {
        case .enter:
            let highlighted = highlightedRow(of: entry)
            (typed.submitSavesAnEdit ? saves : work).start(.alongside) { await typed.submit(highlighted) }
        case .escape:
            typed.cancel()
            mode = .browsing
        case .up, .down:
            browse(key)
        case .interrupt:
            shouldQuit = true
        default:
            guard field.apply(key) else { return }
            mode = .typing(field)
            if field.text != typed.text {
                let text = field.text
                work.start(.alongside) { await typed.change(text) }
            }
        }
    }

    /// Enters typing when the screen shows a field, with the field's text, and leaves it when the
    /// field goes. While typing, the keys are the field's truth; the view model follows them.
    func followField() {
        let field = typedField
        switch (mode, field) {
        case (.browsing, let field?): mode = .typing(TextField(field.text))
        case (.typing, nil): mode = .browsing
        default: break
        }
    }

    /// The field the keys type into: the route after `:`, else the screen's own field.
    var typedField: TypedField? {
        destinationField ?? navigator.visible?.view.field
    }

    func highlightedRow(of entry: ScreenEntry) -> Int? {
        let rows = FrameComposer.layout(of: entry, width: geometry.columns).rowRanges.count
        return rows == 0 ? nil : min(entry.selection, rows - 1)
    }
}
