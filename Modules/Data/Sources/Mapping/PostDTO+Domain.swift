import StrataDomain

extension PostDTO {
    /// Maps to the domain entity; every field of the API record has a place there.
    package func toDomain() -> Post {
        Post(id: id, authorID: userId, title: title, body: body)
    }
}
