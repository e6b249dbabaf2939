import StrataDomain
import StrataPresentation

/// One user's todos, as `open users/ID/todos`, `open todos` and `todos list` all print them.
struct TodosDocument: ScreenDocumentBody {
    let screen = "todos"
    let userId: Int
    let todos: [TodoDocument]

    private enum CodingKeys: String, CodingKey {
        case userId, todos
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(todos, names: names) }

    /// The document of a todos screen whose list loaded.
    static func make(_ state: TodosState, ownerID: User.ID, route: String) -> ScreenDocument? {
        state.content.map { make($0.todos, freshness: $0.freshness, ownerID: ownerID, route: route) }
    }

    /// The document of todos fetched without a screen, as `todos list` fetches them.
    static func make(_ todos: [Todo], freshness: Freshness, ownerID: User.ID, route: String) -> ScreenDocument {
        let body = TodosDocument(userId: ownerID, todos: todos.map(TodoDocument.init))
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(freshness))
    }
}
