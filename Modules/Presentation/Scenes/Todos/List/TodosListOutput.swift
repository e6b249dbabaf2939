/// What every todo list shows, the owner's own and someone else's alike.
@MainActor
public protocol TodosListOutput: ScreenViewModelOutput {
    /// The todos, inside the case that shows them.
    var state: TodosState { get }
    /// Which todos `items` shows.
    var filter: TodosFilter { get }
    /// The rows the filter lets through; empty unless the list is loaded.
    var items: [TodoItemViewModel] { get }
}

/// The event every todo list answers to besides loading.
@MainActor
public protocol TodosListInput: ScreenViewModelInput {
    /// Shows the next filter: all, open, done.
    func cycleFilter()
}
