import StrataDomain

/// One row of an album's photos, with display-ready text and the photo it shows.
public struct PhotoItemViewModel: Identifiable, Hashable, Sendable {
    /// The photo this row shows, for front ends and scripts that need its raw values.
    public let photo: Photo
    /// The photo's title, first letter upper-cased.
    public let title: String
    /// Where the full image is, as text: a terminal cannot show the picture, so it shows the address
    /// for the user to open elsewhere.
    public let imageAddress: String

    /// The photo's id, for selection and diffing.
    public var id: Photo.ID { photo.id }

    /// Prepares every string once, so drawing a row computes nothing.
    public init(photo: Photo) {
        self.photo = photo
        title = photo.title.sentenceCased
        imageAddress = photo.imageURL.absoluteString
    }
}
