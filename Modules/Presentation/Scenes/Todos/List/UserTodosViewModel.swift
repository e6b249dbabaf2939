import StrataDomain

/// Someone else's todo list answers only to loading and filtering: it can be read, not changed.
@MainActor
public protocol UserTodosViewModelInput: TodosListInput {}

/// What someone else's todo list shows.
@MainActor
public protocol UserTodosViewModelOutput: TodosListOutput {
    /// The user whose todos these are.
    var ownerID: User.ID { get }
    /// The owner's name once known, for titles and for saying whose list cannot be changed.
    var ownerName: String? { get }
}

/// Someone else's todos as their views see them; `DefaultUserTodosViewModel` is the implementation.
public typealias UserTodosViewModel = UserTodosViewModelInput & UserTodosViewModelOutput
