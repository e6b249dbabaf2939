/// A user as the JSONPlaceholder API sends it, with its nested address and company.
package struct UserDTO: Decodable, Hashable, Sendable {
    /// The postal address; JSONPlaceholder nests the coordinate inside it.
    package struct AddressDTO: Decodable, Hashable, Sendable {
        /// Street name and house number.
        package let street: String
        /// Apartment or suite, e.g. "Apt. 556".
        package let suite: String
        /// The city name.
        package let city: String
        /// The postal code as a string, e.g. "92998-3874".
        package let zipcode: String
        /// The coordinate; optional because a server may leave it out.
        package let geo: GeoDTO?
    }

    /// A coordinate sent as two decimal strings, such as `{"lat": "-37.3159", "lng": "81.1496"}`.
    package struct GeoDTO: Decodable, Hashable, Sendable {
        /// The latitude as a decimal string; mapped to `nil` unless it parses and lies in -90...90.
        package let lat: String
        /// The longitude as a decimal string; mapped to `nil` unless it parses and lies in -180...180.
        package let lng: String
    }

    /// The employer as the API names its fields.
    package struct CompanyDTO: Decodable, Hashable, Sendable {
        /// The company name.
        package let name: String
        /// The company's slogan.
        package let catchPhrase: String
        /// What the company does ("bs" in the API); the domain calls it `business`.
        package let bs: String
    }

    /// The server's id; also the local id, since users are stored under the id the server gives them.
    package let id: Int
    /// The full name.
    package let name: String
    /// The short handle, without "@".
    package let username: String
    /// The contact email, unvalidated.
    package let email: String
    /// The postal address with its optional coordinate.
    package let address: AddressDTO
    /// The phone number as free text, extensions included.
    package let phone: String
    /// The website host without a scheme, as the API sends it.
    package let website: String
    /// The employer.
    package let company: CompanyDTO
}
