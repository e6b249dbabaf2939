/// The employer shown on a user's profile.
public struct Company: Hashable, Sendable {
    /// The company name shown on the profile.
    public let name: String
    /// The company's slogan, shown beside its name on the profile.
    public let catchPhrase: String
    /// What the company does (the API calls it `bs`).
    public let business: String

    /// Takes the strings as given; the Data layer maps them from the source.
    public init(name: String, catchPhrase: String, business: String) {
        self.name = name
        self.catchPhrase = catchPhrase
        self.business = business
    }
}
