/// A person who writes posts and owns todos.
public struct User: Identifiable, Hashable, Sendable {
    /// The source's integer id; stable, so routes and the signed-in session refer to users by it.
    public typealias ID = Int

    /// The source's id; posts and todos point at their user by it.
    public let id: ID
    /// The full name, shown as the user's title.
    public let name: String
    /// The short handle, without the "@" that screens put before it.
    public let username: String
    /// The contact email, as the source gives it; not validated.
    public let email: String
    /// The phone number as free text, extensions included; not normalised.
    public let phone: String
    /// The website host without a scheme, as the source gives it (e.g. "hildegard.org").
    public let website: String
    /// The postal address, shown on the profile.
    public let address: Address
    /// The employer, shown on the profile.
    public let company: Company

    /// Builds a user from values the Data layer has already mapped; nothing is validated here.
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
