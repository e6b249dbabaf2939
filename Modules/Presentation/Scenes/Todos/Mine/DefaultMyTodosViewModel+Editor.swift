import StrataDomain

/// The title editor reports here: a title saved creates or renames, after every edit started before.
extension DefaultMyTodosViewModel: TodoEditorViewModelDelegate {
    /// Creates or renames, after every edit started before; closes the editor once saved.
    public func todoEditor(_ editor: any TodoEditorViewModel, didSubmit title: String) async -> ErrorViewModel? {
        let target = editorTarget
        let failure =
            await edits.run(.afterCurrent) { [self] () -> ErrorViewModel? in
                do throws(RepositoryError) {
                    if let target, let todo = self.list.todo(target) {
                        let renamed = try await self.editing.rename.execute(todo, title: title)
                        self.replace(target, with: renamed)
                    } else if target == nil {
                        let created = try await self.editing.create.execute(ownerID: self.owner.id, title: title)
                        self.list.update { $0.append(created) }
                    } else {
                        throw RepositoryError.notFound
                    }
                    return nil
                } catch {
                    return ErrorViewModel(error, notFound: "That todo was deleted meanwhile")
                }
            } ?? nil
        if failure == nil, self.editor === editor {
            self.editor = nil
        }
        return failure
    }

    /// Closes the editor.
    public func todoEditorDidCancel(_ editor: any TodoEditorViewModel) {
        if self.editor === editor {
            self.editor = nil
        }
    }
}
