/// Where a user lives. The coordinate is optional because the source data may not hold a valid one.
public struct Address: Hashable, Sendable {
    /// Street name and house number, e.g. "Kulas Light".
    public let street: String
    /// Apartment or suite, e.g. "Apt. 556"; may be empty.
    public let suite: String
    /// The city name, unvalidated.
    public let city: String
    /// The postal code as the source writes it; a string because codes may hold letters, dashes and leading zeros.
    public let zipcode: String
    /// Where the address lies on a map; `nil` when the source's latitude or longitude was missing or out of range.
    public let coordinate: GeoCoordinate?

    /// Takes any strings as given; only the coordinate is validated, by `GeoCoordinate`'s failable initializer.
    public init(street: String, suite: String, city: String, zipcode: String, coordinate: GeoCoordinate?) {
        self.street = street
        self.suite = suite
        self.city = city
        self.zipcode = zipcode
        self.coordinate = coordinate
    }
}
