import StrataPresentation

/// The signed-in user's own todos: add, toggle, rename, delete and filter.
@MainActor
final class MyTodosScreenView: ScreenView {
    private let model: any MyTodosViewModel

    init(model: any MyTodosViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        var content = TodoRows.content(of: model)
        if let error = model.editError {
            content.partFailures = [error]
        }
        content.syncNotice = model.syncNotice
        content.settledChange = model.settledChange
        return content
    }

    /// The title editor while it is open: its errors show at the field, and its text stays for correction.
    var field: TypedField? {
        guard let editor = model.editor else { return nil }
        return TypedField(
            label: editor.title, text: editor.text, error: editor.error,
            change: { editor.update($0) },
            submit: { _ in await editor.submit() },
            submitSavesAnEdit: true,
            cancel: { editor.cancel() }
        )
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        let todo = selected.flatMap { model.items.indices.contains($0) ? model.items[$0] : nil }
        switch key {
        case .character("f"):
            return .run { self.model.cycleFilter() }
        case .character("n"):
            return .run { self.model.startNewTodo() }
        case .character("R"), .character("X"):
            guard let todo, todo.needsSettling else {
                return .say(
                    StatusMessage(text: "Only a todo the server refused or no longer has can be retried or discarded"))
            }
            if key == .character("R") { return .save { await self.model.retrySync(id: todo.id) } }
            return .confirm(question: "Discard what the server refused of '\(todo.title)'?") {
                await self.model.discardChanges(id: todo.id)
            }
        case .character(" "), .character("e"), .character("d"), .enter:
            guard let todo else { return .say(StatusMessage(text: "There is no todo here — press n to add one")) }
            switch key {
            case .character(" "): return .save { await self.model.toggle(id: todo.id) }
            case .character("e"), .enter: return .run { self.model.startRenaming(id: todo.id) }
            default: return .confirm(question: "Delete '\(todo.title)'?") { await self.model.delete(id: todo.id) }
            }
        default:
            return nil
        }
    }

    /// On a todo the server refused or no longer has, retrying and discarding come first.
    func keys(selected: Int?) -> [KeyHelp] {
        guard let selected, model.items.indices.contains(selected), model.items[selected].needsSettling else {
            return keys
        }
        return [KeyHelp(keys: "R", action: "retry sync"), KeyHelp(keys: "X", action: "discard change")] + keys
    }

    let keys: [KeyHelp] = [
        KeyHelp(keys: "n", action: "new"), KeyHelp(keys: "space", action: "toggle"),
        KeyHelp(keys: "e", action: "rename"), KeyHelp(keys: "d", action: "delete"),
        KeyHelp(keys: "f", action: "filter"),
        .refresh,
    ]
}
