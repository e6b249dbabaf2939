import StrataPresentation

/// How a todo list reads, the owner's own and someone else's alike.
enum TodoRows {
    /// "[x] Buy milk  ↑ pending".
    static func row(_ item: TodoItemViewModel) -> ScreenContent.Row {
        let badge = item.syncBadge.map { "  \($0)" } ?? ""
        return ScreenContent.Row(text: "\(item.isCompleted ? "[x]" : "[ ]") \(item.title)\(badge)", id: item.id)
    }

    /// The list with its summary and filter above the rows.
    @MainActor
    static func content(of list: any TodosListOutput) -> ScreenContent {
        ScreenContent(list.state) { todos in
            let filter = list.filter
            let empty = filter == .all ? "No todos yet." : "No \(filter.rawValue) todos."
            var content = ScreenRows.list(
                list.items.map(row), empty: empty, note: FreshnessNote.text(for: todos.freshness))
            content.lines = ["\(todos.summary) · showing \(filter.rawValue)", ""]
            return content
        }
    }
}
