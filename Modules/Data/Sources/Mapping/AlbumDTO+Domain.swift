import StrataDomain

extension AlbumDTO {
    /// Maps to the domain entity; every field of the API record has a place there. The title is kept
    /// as sent, as a post's is: a front end makes text safe where it shows it.
    package func toDomain() -> Album {
        Album(id: id, ownerID: userId, title: title)
    }
}
