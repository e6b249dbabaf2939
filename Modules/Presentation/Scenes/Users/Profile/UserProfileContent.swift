import StrataDomain

/// A user's profile with every string ready to display.
public struct UserProfileContent: Hashable, Sendable, Encodable {
    public let userID: User.ID
    public let name: String
    public let username: String
    public let email: String
    public let phone: String
    public let website: String
    /// "Apt. 556, Kulas Light, Gwenborough 92998-3874".
    public let address: String
    /// "-37.3159, 81.1496", or "unknown" when the source had no valid coordinate.
    public let coordinates: String
    public let company: String
    public let catchPhrase: String

    public init(_ user: User) {
        userID = user.id
        name = user.name
        username = "@\(user.username)"
        email = user.email
        phone = user.phone
        website = user.website
        let place = user.address
        address = "\(place.suite), \(place.street), \(place.city) \(place.zipcode)"
        coordinates = place.coordinate.map { "\($0.latitude), \($0.longitude)" } ?? "unknown"
        company = user.company.name
        catchPhrase = user.company.catchPhrase
    }
}
