import StrataPresentation

/// How a todo list reads, the owner's own and someone else's alike.
enum TodoRows {
    /// "[x] Buy milk  ↑ pending": the sync badge beside the title, in a place a long title never takes.
    static func row(_ item: TodoItemViewModel) -> ScreenContent.Row {
        var row = ScreenContent.Row(text: "\(item.isCompleted ? "[x]" : "[ ]") \(item.title)", id: item.id)
        row.badge = item.syncBadge.map {
            ScreenContent.Badge(text: $0, short: item.syncTag ?? $0, isProblem: item.needsSettling)
        }
        return row
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
