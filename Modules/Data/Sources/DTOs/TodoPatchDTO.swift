/// The body of a request that changes some fields of a todo; fields left `nil` are not sent.
struct TodoPatchDTO: Encodable, Hashable, Sendable {
    /// The new title, or `nil` to leave it as it is.
    let title: String?
    /// The new completion state (never a "flip"), or `nil` to leave it as it is.
    let completed: Bool?

    /// Pass only the fields that change; a patch with both `nil` sends `{}`.
    init(title: String? = nil, completed: Bool? = nil) {
        self.title = title
        self.completed = completed
    }
}
