import Observation
import StrataDomain

/// Drives someone else's todo list, read-only: it is given the use cases that read and nothing that
/// writes, so no key and no bug can change another user's list. A user who does not exist is an
/// error, never an empty list: the todos load with their owner.
@MainActor
@Observable
public final class DefaultUserTodosViewModel: UserTodosViewModel {
    /// The user whose todos these are.
    public var ownerID: User.ID { list.ownerID }
    /// The owner's name once the user is loaded.
    public private(set) var ownerName: String?
    /// "Todos of Clementina DuBuque", or of the user's id until the name is known.
    public var title: String { "Todos of \(ownerName ?? "user \(ownerID)")" }
    /// The todos, inside the case that shows them.
    public var state: TodosState { list.state }
    /// Which todos `items` shows.
    public var filter: TodosFilter { list.filter }
    /// The rows the filter lets through.
    public var items: [TodoItemViewModel] { list.items }
    /// Whether the list loads, a refresh included.
    public var isLoading: Bool { list.isLoading }

    private let list: TodosList
    @ObservationIgnored private let fetchUser: any FetchUserUseCase

    /// Nothing loads until `load()`.
    public init(ownerID: User.ID, fetchTodos: any FetchTodosUseCase, fetchUser: any FetchUserUseCase) {
        list = TodosList(ownerID: ownerID, fetchTodos: fetchTodos, fetchUser: fetchUser)
        self.fetchUser = fetchUser
    }

    /// Loads the todos, and beside them the owner's name from the stored copy, unless they are loaded
    /// already.
    public func load() async {
        async let name: Void = loadOwnerName()
        await list.load()
        await name
    }

    private func loadOwnerName() async {
        guard ownerName == nil else { return }
        ownerName = try? await fetchUser.execute(userID: ownerID, policy: .stored).value.name
    }

    /// Loads the todos again.
    public func refresh() async {
        await list.refresh()
    }

    /// Shows the next filter: all, open, done.
    public func cycleFilter() {
        list.filter = list.filter.next
    }
}
