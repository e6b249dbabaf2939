import StrataDomain

extension UserDTO {
    /// Maps to the domain user. A coordinate that is not a pair of numbers in range becomes `nil`:
    /// the rest of the profile is still worth showing.
    package func toDomain() -> User {
        User(
            id: id,
            name: name,
            username: username,
            email: email,
            phone: phone,
            website: website,
            address: address.toDomain(),
            company: Company(name: company.name, catchPhrase: company.catchPhrase, business: company.bs)
        )
    }
}

extension UserDTO.AddressDTO {
    /// Maps to the domain address, dropping a coordinate that does not validate.
    package func toDomain() -> Address {
        Address(street: street, suite: suite, city: city, zipcode: zipcode, coordinate: geo?.toDomain())
    }
}

extension UserDTO.GeoDTO {
    /// `nil` unless both strings are plain decimal numbers within the valid ranges.
    package func toDomain() -> GeoCoordinate? {
        guard let latitude = Double(plainDecimal: lat), let longitude = Double(plainDecimal: lng) else { return nil }
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }
}
