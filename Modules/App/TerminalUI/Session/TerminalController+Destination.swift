import StrataPresentation

/// `:` then a route, as in `users/2/albums`: any screen the app has, opened by its link. Parsing is the
/// command line's own (`Route(parsing:)`), so every registered route works here the moment it exists,
/// a generated scene's included, with no key of its own.
extension TerminalController {
    /// Starts typing a route.
    func beginDestination() {
        destination = (text: "", error: nil)
        mode = .typing(TextField(""))
    }

    /// The route field as the typing mode sees it: Enter opens the route, or says why it is none and
    /// keeps the text to fix; Esc leaves.
    var destinationField: TypedField? {
        guard let destination else { return nil }
        return TypedField(
            label: "Go to",
            text: destination.text,
            error: destination.error,
            change: { [weak self] text in self?.destination = (text: text, error: nil) },
            submit: { [weak self] _ in self?.go() },
            enterAction: "open",
            cancel: { [weak self] in self?.destination = nil }
        )
    }

    private func go() {
        guard let text = destination?.text else { return }
        do {
            let route = try Route(parsing: text.trimmingCharacters(in: .whitespaces))
            destination = nil
            mode = .browsing
            app.open(route)
        } catch {
            destination = (text: text, error: ErrorViewModel(message: error.description, isRetryable: false))
        }
    }
}
