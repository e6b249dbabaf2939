/// The employer shown on a user's profile.
public struct Company: Hashable, Sendable {
    public let name: String
    public let catchPhrase: String
    public let business: String

    public init(name: String, catchPhrase: String, business: String) {
        self.name = name
        self.catchPhrase = catchPhrase
        self.business = business
    }
}
