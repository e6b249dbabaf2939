/// A user as the JSONPlaceholder API sends it, with its nested address and company.
public struct UserDTO: Decodable, Hashable, Sendable {
    /// The postal address; JSONPlaceholder nests the coordinate inside it.
    public struct AddressDTO: Decodable, Hashable, Sendable {
        public let street: String
        public let suite: String
        public let city: String
        public let zipcode: String
        public let geo: GeoDTO?

        public init(street: String, suite: String, city: String, zipcode: String, geo: GeoDTO?) {
            self.street = street
            self.suite = suite
            self.city = city
            self.zipcode = zipcode
            self.geo = geo
        }
    }

    /// A coordinate sent as two decimal strings, such as `{"lat": "-37.3159", "lng": "81.1496"}`.
    public struct GeoDTO: Decodable, Hashable, Sendable {
        public let lat: String
        public let lng: String

        public init(lat: String, lng: String) {
            self.lat = lat
            self.lng = lng
        }
    }

    /// The employer as the API names its fields.
    public struct CompanyDTO: Decodable, Hashable, Sendable {
        public let name: String
        public let catchPhrase: String
        public let bs: String

        public init(name: String, catchPhrase: String, bs: String) {
            self.name = name
            self.catchPhrase = catchPhrase
            self.bs = bs
        }
    }

    public let id: Int
    public let name: String
    public let username: String
    public let email: String
    public let address: AddressDTO
    public let phone: String
    public let website: String
    public let company: CompanyDTO

    public init(
        id: Int,
        name: String,
        username: String,
        email: String,
        address: AddressDTO,
        phone: String,
        website: String,
        company: CompanyDTO
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.address = address
        self.phone = phone
        self.website = website
        self.company = company
    }
}
