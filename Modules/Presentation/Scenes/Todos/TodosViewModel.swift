import Observation
import StrataDomain

/// Drives a user's todo list: filter, and, for the signed-in user, create, rename, toggle and delete.
///
/// Edits show at once and are confirmed by the repository; when one fails it is undone and the
/// reason is shown in `editError`, while the list stays usable. Edits run one after another, so two
/// quick toggles of the same todo never start from the same stale value.
@MainActor
@Observable
public final class TodosViewModel {
    /// The user whose todos these are.
    public let ownerID: User.ID
    /// `false` for someone else's list: it can be read, not changed.
    public let isEditable: Bool
    /// "My todos" for the signed-in user's list, otherwise it names the owner by id.
    public var title: String { isEditable ? "My todos" : "Todos of user \(ownerID)" }
    /// Loading, loaded or failed; while loaded, `items` holds the rows the filter lets through.
    public var state: ListState { loader.state }
    /// Which todos `items` shows; `cycleFilter()` steps through them.
    public var filter: TodosFilter = .all
    /// Why the last edit failed and was undone; `nil` once an edit starts or when none failed.
    public private(set) var editError: ErrorViewModel?

    /// The rows the current filter lets through.
    public var items: [TodoItemViewModel] {
        loader.items.filter { todo in
            switch filter {
            case .all: true
            case .open: !todo.isCompleted
            case .done: todo.isCompleted
            }
        }.map(TodoItemViewModel.init)
    }

    /// How current the list is; offline data says so.
    public var freshness: Freshness? { loader.freshness }

    /// "3 of 20 done".
    public var summary: String {
        "\(loader.items.count(where: \.isCompleted)) of \(loader.items.count) done"
    }

    private let loader = ContentLoader<[Todo]>()
    @ObservationIgnored private let useCases: TodosUseCases
    @ObservationIgnored private var lastEdit: Task<Void, Never>?

    /// `isEditable` is `true` only for the signed-in user's own list; nothing loads until `load()`.
    public init(ownerID: User.ID, isEditable: Bool, useCases: TodosUseCases) {
        self.ownerID = ownerID
        self.isEditable = isEditable
        self.useCases = useCases
    }

    /// Loads the todos unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded(fetch)
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload(fetch)
    }

    /// Adds a todo at the end of the list once the repository has it.
    public func create(title: String) async {
        await serially { [self] in
            guard isEditable else { return }
            editError = nil
            do throws(RepositoryError) {
                let todo = try await useCases.create.execute(ownerID: ownerID, title: title)
                loader.update { $0.append(todo) }
            } catch {
                editError = ErrorViewModel(error)
            }
        }
    }

    /// Shows the trimmed title at once; puts the old one back and sets `editError` if the repository refuses.
    public func rename(id: Todo.ID, to title: String) async {
        await serially { [self] in
            await edit(id) { [useCases] todo async throws(RepositoryError) in
                try await useCases.rename.execute(todo, title: title)
            } preview: { todo in
                todo.title = TodoTitle.normalized(title)
            }
        }
    }

    /// Flips the row at once; flips it back and sets `editError` if the repository refuses.
    public func toggle(id: Todo.ID) async {
        await serially { [self] in
            await edit(id) { [useCases] todo async throws(RepositoryError) in
                try await useCases.toggle.execute(todo)
            } preview: { todo in
                todo.isCompleted.toggle()
            }
        }
    }

    /// Removes the row at once; puts it back where it was and sets `editError` if the repository refuses.
    public func delete(id: Todo.ID) async {
        await serially { [self] in
            guard isEditable, let index = loader.items.firstIndex(where: { $0.id == id }) else { return }
            let todo = loader.items[index]
            editError = nil
            loader.update { $0.remove(at: index) }
            do throws(RepositoryError) {
                try await useCases.delete.execute(todo)
            } catch {
                loader.update { $0.insert(todo, at: min(index, $0.count)) }
                editError = ErrorViewModel(error)
            }
        }
    }

    /// Runs `edit` after every edit started before it has finished.
    private func serially(_ edit: @escaping @MainActor () async -> Void) async {
        let previous = lastEdit
        let task = Task {
            await previous?.value
            await edit()
        }
        lastEdit = task
        await task.value
    }

    /// Shows the next filter: all, open, done.
    public func cycleFilter() {
        filter = filter.next
    }

    /// Applies `preview` at once, then the repository's answer; undoes the preview when it fails.
    private func edit(
        _ id: Todo.ID,
        _ change: @escaping @Sendable (Todo) async throws(RepositoryError) -> Todo,
        preview: (inout Todo) -> Void
    ) async {
        guard isEditable, let original = loader.items.first(where: { $0.id == id }) else { return }
        editError = nil
        var previewed = original
        preview(&previewed)
        replace(id, with: previewed)
        let result = await loadResult { () async throws(RepositoryError) in try await change(original) }
        switch result {
        case .success(let saved): replace(id, with: saved)
        case .failure(let error):
            replace(id, with: original)
            editError = ErrorViewModel(error)
        }
    }

    private func replace(_ id: Todo.ID, with todo: Todo) {
        loader.update { todos in
            if let index = todos.firstIndex(where: { $0.id == id }) {
                todos[index] = todo
            }
        }
    }

    private var fetch: ContentLoader<[Todo]>.Fetch {
        { [useCases, ownerID] policy async throws(RepositoryError) in
            try await useCases.fetch.execute(ownerID: ownerID, policy: policy)
        }
    }
}
