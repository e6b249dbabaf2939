import Foundation

/// How current a value is, for the "offline — as of …" a screen shows.
public enum Freshness: Hashable, Sendable {
    /// Just fetched from the source.
    case current
    /// From the local copy, fetched at `asOf`; `nil` when that time is unknown: the bundled snapshot,
    /// or a copy another request saved (a post stored with its page, then read on its own).
    case stored(asOf: Date?)
    /// From the local copy because the source could not be reached; `cause` says why.
    case offline(asOf: Date?, cause: RepositoryError)

    /// The less current of two, for a value assembled from several reads: offline beats stored beats
    /// current, and between two of a kind the older date wins (the bundled snapshot, `nil`, is oldest).
    public func combined(with other: Freshness) -> Freshness {
        switch (self, other) {
        case (.offline(let mine, let cause), .offline(let theirs, _)):
            .offline(asOf: Self.older(mine, theirs), cause: cause)
        case (.offline, _): self
        case (_, .offline): other
        case (.stored(let mine), .stored(let theirs)): .stored(asOf: Self.older(mine, theirs))
        case (.stored, _): self
        case (_, .stored): other
        case (.current, .current): .current
        }
    }

    private static func older(_ first: Date?, _ second: Date?) -> Date? {
        guard let first, let second else { return nil }
        return min(first, second)
    }
}
