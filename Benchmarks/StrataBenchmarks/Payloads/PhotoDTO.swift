/// A photo record of the dataset. The app shows no photos, so this DTO lives only here, to decode the
/// dataset's largest collection (5,000 records) the way the app decodes the others.
struct PhotoDTO: Decodable, Hashable, Sendable {
    let albumId: Int
    let id: Int
    let title: String
    let url: String
    let thumbnailUrl: String
}
