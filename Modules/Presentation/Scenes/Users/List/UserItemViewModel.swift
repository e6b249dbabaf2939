import StrataDomain

/// One user as a list row shows it.
public struct UserItemViewModel: Identifiable, Hashable, Sendable, Encodable {
    public let id: User.ID
    public let name: String
    /// "@Bret · Romaguera-Crona".
    public let detail: String

    public init(user: User) {
        id = user.id
        name = user.name
        detail = "@\(user.username) · \(user.company.name)"
    }
}
