/// Which todos a list shows.
public enum TodosFilter: String, CaseIterable, Hashable, Sendable {
    case all
    case open
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
