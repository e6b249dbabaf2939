/// Where a user lives. The coordinate is optional because the source data may not hold a valid one.
public struct Address: Hashable, Sendable {
    public let street: String
    public let suite: String
    public let city: String
    public let zipcode: String
    public let coordinate: GeoCoordinate?

    public init(street: String, suite: String, city: String, zipcode: String, coordinate: GeoCoordinate?) {
        self.street = street
        self.suite = suite
        self.city = city
        self.zipcode = zipcode
        self.coordinate = coordinate
    }
}
