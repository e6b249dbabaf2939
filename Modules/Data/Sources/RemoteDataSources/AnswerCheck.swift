/// Checks a decoded answer against the request it answers, where it is parsed: ids are positive, a
/// list names each entity once, an entity fetched by id carries that id, a nested list belongs to its
/// parent, a count is not negative.
/// A server that breaks one of these is an error naming the request, and nothing of it is stored.
struct AnswerCheck {
    /// The request being checked, as `GET /posts/1`.
    let request: String

    /// Throws `contradictingAnswer` with `reason` unless `condition` holds.
    func require(_ condition: Bool, _ reason: @autoclosure () -> String) throws(RequestFailure) {
        guard condition else { throw failure(reason()) }
    }

    /// The failure of an answer that contradicts the request, as `reason` says.
    func failure(_ reason: String) -> RequestFailure {
        RequestFailure(request: request, cause: .contradictingAnswer(reason))
    }

    /// Every id of the list is a positive number.
    func positiveIDs(_ ids: some Sequence<Int>, of kind: String) throws(RequestFailure) {
        for id in ids {
            try require(
                id > 0, "the server answered \(Self.article(kind)) \(kind) with the id \(id), which is no \(kind) id")
        }
    }

    /// A list of entities: every id is positive, and no entity is listed twice, since the store keeps
    /// one entity per id and what a screen shows must be what is kept.
    func listedIDs(_ ids: [Int], of kind: String) throws(RequestFailure) {
        try positiveIDs(ids, of: kind)
        var seen = Set<Int>()
        seen.reserveCapacity(ids.count)
        for id in ids {
            try require(seen.insert(id).inserted, "the server answered \(kind) \(id) twice")
        }
    }

    /// The entity asked for by `id` is that one.
    func same(_ found: Int, asked: Int, kind: String) throws(RequestFailure) {
        try require(found == asked, "the server answered \(kind) \(found) for \(kind) \(asked)")
    }

    /// Every item of a nested list belongs to the parent the request named.
    func belong(_ parents: some Sequence<Int>, to parent: Int, item: String, parentKind: String) throws(RequestFailure)
    {
        for found in parents {
            try require(
                found == parent,
                "the server answered \(Self.article(item)) \(item) of \(parentKind) \(found) for \(parentKind) \(parent)"
            )
        }
    }

    /// "an album", "a user": the kinds here start with a vowel sound exactly when they start with a, e, i or o.
    private static func article(_ kind: String) -> String {
        kind.first.map { "aeio".contains($0) } == true ? "an" : "a"
    }
}
