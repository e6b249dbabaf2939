import StrataDomain

extension TodoDTO {
    /// Maps to the domain entity; every field of the API record has a place there.
    package func toDomain() -> Todo {
        Todo(id: id, ownerID: userId, title: title, isCompleted: completed)
    }
}
