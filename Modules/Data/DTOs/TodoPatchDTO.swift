/// The body of a request that changes some fields of a todo; fields left `nil` are not sent.
public struct TodoPatchDTO: Encodable, Hashable, Sendable {
    public let title: String?
    public let completed: Bool?

    public init(title: String? = nil, completed: Bool? = nil) {
        self.title = title
        self.completed = completed
    }
}
