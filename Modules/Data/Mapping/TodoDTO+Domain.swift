import StrataDomain

extension TodoDTO {
    /// Maps to the domain entity; every field of the API record has a place there.
    public func toDomain() -> Todo {
        Todo(id: id, ownerID: userId, title: title, isCompleted: completed)
    }
}

extension TodoDTO {
    /// The API's shape of a domain todo, for writes.
    public init(_ todo: Todo) {
        self.init(userId: todo.ownerID, id: todo.id, title: todo.title, completed: todo.isCompleted)
    }
}
