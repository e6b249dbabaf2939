import StrataPresentation

/// Someone else's todos, read-only: the keys that would change them say so instead.
@MainActor
final class UserTodosScreenView: ScreenView {
    private let model: any UserTodosViewModel

    init(model: any UserTodosViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        TodoRows.content(of: model)
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        switch key {
        case .character("f"):
            return .run { self.model.cycleFilter() }
        case .character("n"), .character(" "), .character("e"), .character("d"), .enter:
            let owner = model.ownerName.map { "\($0)'s" } ?? "user \(model.ownerID)'s"
            return .say(StatusMessage(text: "These are \(owner) todos, read-only — press t for yours"))
        default:
            return nil
        }
    }

    let keys: [KeyHelp] = [KeyHelp(keys: "f", action: "filter"), .refresh]
}
