import StrataDomain

/// A user's profile with every string ready to display; fields the source left empty are left out.
public struct UserProfileContent: Hashable, Sendable {
    /// One labelled line of the profile, such as ("Email", "Sincere@april.biz").
    public struct Field: Hashable, Sendable {
        /// What the line is, such as "Email".
        public let label: String
        /// The value, never empty.
        public let value: String
    }

    /// The user as the repository answered, for front ends and scripts that need raw values.
    public let user: User
    /// "Leanne Graham (@Bret)"; also the screen title's source.
    public let heading: String
    /// The labelled lines that have a value, in the order a profile reads.
    public let fields: [Field]

    /// Prepares every string once, so drawing the profile computes nothing.
    public init(_ user: User) {
        self.user = user
        heading = user.username.isEmpty ? user.name : "\(user.name) (@\(user.username))"
        let place = user.address
        let address = [place.suite, place.street, [place.city, place.zipcode].nonEmptyJoined(" ")].nonEmptyJoined(", ")
        let company = [user.company.name, user.company.catchPhrase].nonEmptyJoined(" — ")
        let candidates: [(String, String)] = [
            ("Email", user.email), ("Phone", user.phone), ("Website", user.website), ("Address", address),
            ("Location", place.coordinate.map { "\($0.latitude), \($0.longitude)" } ?? ""), ("Company", company),
        ]
        fields = candidates.compactMap { label, value in
            value.isEmpty ? nil : Field(label: label, value: value)
        }
    }
}

extension [String] {
    /// The elements that are not blank, joined; empty when all are.
    fileprivate func nonEmptyJoined(_ separator: String) -> String {
        filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: separator)
    }
}
