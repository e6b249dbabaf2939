/// A person who writes posts and owns todos.
public struct User: Identifiable, Hashable, Sendable {
    public typealias ID = Int

    public let id: ID
    public let name: String
    public let username: String
    public let email: String
    public let phone: String
    public let website: String
    public let address: Address
    public let company: Company

    public init(
        id: ID,
        name: String,
        username: String,
        email: String,
        phone: String,
        website: String,
        address: Address,
        company: Company
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.phone = phone
        self.website = website
        self.address = address
        self.company = company
    }
}
