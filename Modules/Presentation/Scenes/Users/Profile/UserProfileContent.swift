import StrataDomain

/// A user's profile with every string ready to display.
public struct UserProfileContent: Hashable, Sendable, Encodable {
    /// The user's id, for the posts and todos actions.
    public let userID: User.ID
    /// The full name; also the screen title.
    public let name: String
    /// The handle with its "@", such as "@Bret".
    public let username: String
    /// The contact email, as the source gives it.
    public let email: String
    /// The phone number as free text.
    public let phone: String
    /// The website host, without a scheme.
    public let website: String
    /// "Apt. 556, Kulas Light, Gwenborough 92998-3874".
    public let address: String
    /// "-37.3159, 81.1496", or "unknown" when the source had no valid coordinate.
    public let coordinates: String
    /// The employer's name.
    public let company: String
    /// The employer's slogan.
    public let catchPhrase: String

    /// Prepares every string once, so drawing the profile computes nothing.
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
