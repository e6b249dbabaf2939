import Foundation

/// Where a read may look, so one port serves both the instant first paint and the refresh after it.
public enum ReadPolicy: Hashable, Sendable {
    /// The local copy only; never the network. Fast, and all there is when offline.
    case stored
    /// The source itself; when it cannot be reached, the local copy marked as offline.
    case fresh
}

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

/// A value together with how current it is. Its value's properties read through it, so
/// `details.post` works where `details` is a `Fetched<PostDetails>`.
@dynamicMemberLookup
public struct Fetched<Value: Sendable>: Sendable {
    /// The fetched value itself; reading through the wrapper with dynamic member lookup is usually shorter.
    public let value: Value
    /// Whether `value` is current, stored or an offline fallback, for the note a screen shows beside it.
    public let freshness: Freshness

    /// Pairs a value with the freshness its source reported; repositories call this, screens only read it.
    public init(_ value: Value, freshness: Freshness) {
        self.value = value
        self.freshness = freshness
    }

    /// Reads a property of `value`, so callers can write `fetched.title` instead of `fetched.value.title`.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Value, Property>) -> Property {
        value[keyPath: keyPath]
    }

    /// The same freshness around a transformed value.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
        Fetched<Other>(try transform(value), freshness: freshness)
    }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}
