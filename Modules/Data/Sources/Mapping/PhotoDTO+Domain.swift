import Foundation
import StrataDomain

extension PhotoDTO {
    /// Maps to the domain photo once both addresses are absolute http or https URLs; the first that is
    /// not throws `InvalidAddress` naming its field, so a server's `javascript:` link or relative path
    /// never reaches a screen, and nothing traps on it. The title is kept as sent, as a post's is.
    package func toDomain() throws(InvalidAddress) -> Photo {
        guard let imageURL = URL(webAddress: url) else { throw InvalidAddress(field: "url", text: url) }
        guard let thumbnailURL = URL(webAddress: thumbnailUrl) else {
            throw InvalidAddress(field: "thumbnailUrl", text: thumbnailUrl)
        }
        return Photo(id: id, albumID: albumId, title: title, imageURL: imageURL, thumbnailURL: thumbnailURL)
    }
}
