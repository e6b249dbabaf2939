import StrataDomain

/// A loaded todo list: every todo of the owner, whatever the filter shows, and how current it is.
public struct TodosContent: Hashable, Sendable {
    /// The owner's todos in creation order.
    public internal(set) var todos: [Todo]
    /// How current the list is; offline data says so.
    public let freshness: Freshness

    /// The owner's todos and how current they are, as a preview or a fake view model shows them.
    public init(todos: [Todo], freshness: Freshness) {
        self.todos = todos
        self.freshness = freshness
    }

    /// "3 of 20 done".
    public var summary: String {
        "\(todos.count(where: \.isCompleted)) of \(todos.count) done"
    }

    /// The rows `filter` lets through.
    public func items(_ filter: TodosFilter) -> [TodoItemViewModel] {
        todos.filter { todo in
            switch filter {
            case .all: true
            case .open: !todo.isCompleted
            case .done: todo.isCompleted
            }
        }.map(TodoItemViewModel.init)
    }
}

/// What a todo list shows as a whole.
public typealias TodosState = LoadState<TodosContent>
