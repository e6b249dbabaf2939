import StrataDomain

/// One user as a list row shows it, with the user it shows.
public struct UserItemViewModel: Identifiable, Hashable, Sendable {
    /// The user this row shows, for front ends and scripts that need raw values.
    public let user: User
    /// "@Bret · Romaguera-Crona".
    public let detail: String

    /// The user's id, for selection and diffing.
    public var id: User.ID { user.id }
    /// The full name, as the row's main text.
    public var name: String { user.name }

    /// Prepares every string once, so drawing a row computes nothing.
    public init(user: User) {
        self.user = user
        detail = [
            user.username.isEmpty ? nil : "@\(user.username)", user.company.name.isEmpty ? nil : user.company.name,
        ]
        .compactMap { $0 }.joined(separator: " · ")
    }
}
