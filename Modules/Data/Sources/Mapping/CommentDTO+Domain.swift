import StrataDomain

extension CommentDTO {
    /// Maps to the domain entity; every field of the API record has a place there.
    package func toDomain() -> Comment {
        Comment(id: id, postID: postId, title: name, authorEmail: email, body: body)
    }
}
