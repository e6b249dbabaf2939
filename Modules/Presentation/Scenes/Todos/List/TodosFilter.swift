/// Which todos a list shows.
public enum TodosFilter: String, CaseIterable, Hashable, Sendable {
    /// Every todo.
    case all
    /// Only todos not done yet.
    case open
    /// Only done todos.
    case done

    /// The filter after this one, for a single key that cycles through them.
    public var next: TodosFilter {
        switch self {
        case .all: .open
        case .open: .done
        case .done: .all
        }
    }
}
