import StrataPresentation

/// The "sign in as" sheet: choosing a user signs in as them.
@MainActor
final class SignInScreenView: ScreenView {
    private let model: any SignInViewModel

    init(model: any SignInViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(model.state) { list in
            var content = ScreenRows.list(
                list.items.map(ScreenRows.user), empty: "No users.", note: FreshnessNote.text(for: list.freshness))
            content.lines = ["Choose who you are:"]
            return content
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        guard key == .enter, let selected else { return nil }
        return .run { self.model.signIn(itemAt: selected) }
    }

    let keys: [KeyHelp] = [KeyHelp(keys: "Enter", action: "sign in"), KeyHelp(keys: "Esc", action: "cancel")]
}
