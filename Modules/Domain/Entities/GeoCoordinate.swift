/// A point on Earth in degrees. The failable initializer is the only way in, so a value always holds
/// a latitude in -90...90 and a longitude in -180...180.
public struct GeoCoordinate: Hashable, Sendable {
    /// Degrees north of the equator (negative is south), always within -90...90.
    public let latitude: Double
    /// Degrees east of Greenwich (negative is west), always within -180...180.
    public let longitude: Double

    /// Returns `nil` when either value is not finite or lies outside its range.
    public init?(latitude: Double, longitude: Double) {
        guard (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }
}
