/// A user as the JSONPlaceholder API sends it, with its nested address and company.
public struct UserDTO: Decodable, Hashable, Sendable {
    /// The postal address; JSONPlaceholder nests the coordinate inside it.
    public struct AddressDTO: Decodable, Hashable, Sendable {
        /// Street name and house number.
        public let street: String
        /// Apartment or suite, e.g. "Apt. 556".
        public let suite: String
        /// The city name.
        public let city: String
        /// The postal code as a string, e.g. "92998-3874".
        public let zipcode: String
        /// The coordinate; optional because a server may leave it out.
        public let geo: GeoDTO?
    }

    /// A coordinate sent as two decimal strings, such as `{"lat": "-37.3159", "lng": "81.1496"}`.
    public struct GeoDTO: Decodable, Hashable, Sendable {
        /// The latitude as a decimal string; mapped to `nil` unless it parses and lies in -90...90.
        public let lat: String
        /// The longitude as a decimal string; mapped to `nil` unless it parses and lies in -180...180.
        public let lng: String
    }

    /// The employer as the API names its fields.
    public struct CompanyDTO: Decodable, Hashable, Sendable {
        /// The company name.
        public let name: String
        /// The company's slogan.
        public let catchPhrase: String
        /// What the company does ("bs" in the API); the domain calls it `business`.
        public let bs: String
    }

    /// The server's id; also the local id, since users are stored under the id the server gives them.
    public let id: Int
    /// The full name.
    public let name: String
    /// The short handle, without "@".
    public let username: String
    /// The contact email, unvalidated.
    public let email: String
    /// The postal address with its optional coordinate.
    public let address: AddressDTO
    /// The phone number as free text, extensions included.
    public let phone: String
    /// The website host without a scheme, as the API sends it.
    public let website: String
    /// The employer.
    public let company: CompanyDTO
}
