import StrataDomain

/// One user as a list row shows it.
public struct UserItemViewModel: Identifiable, Hashable, Sendable, Encodable {
    /// The user's id, for selection and diffing.
    public let id: User.ID
    /// The full name, as the row's main text.
    public let name: String
    /// "@Bret · Romaguera-Crona".
    public let detail: String

    /// Prepares every string once, so drawing a row computes nothing.
    public init(user: User) {
        id = user.id
        name = user.name
        detail = "@\(user.username) · \(user.company.name)"
    }
}
