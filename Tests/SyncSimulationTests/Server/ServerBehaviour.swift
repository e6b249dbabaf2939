import StrataTestSupport

/// How a simulated server behaves, chosen by the seed for the whole run: what it does with writes and
/// how it answers them, as the servers a user may point Strata at do.
struct ServerBehaviour: CustomStringConvertible {
    /// How a creation is answered.
    enum CreationAnswer: CaseIterable {
        /// `201` with the new todo.
        case resource
        /// `201` with only `Location: …/todos/ID`, no body.
        case locationOnly
        /// `201` with the todo and its `Location`.
        case resourceAndLocation
        /// `201` with neither body nor `Location`: the client cannot know which todo it made.
        case nothing
        /// `201` with another, existing todo of the same user.
        case anotherTodo
        /// `201` with the todo sent, under an id the server never gave: it keeps the todo under its own.
        case wrongID
    }

    /// Applies writes; a server that does not acknowledges them and keeps nothing, as the public
    /// JSONPlaceholder does.
    var keepsWrites: Bool
    /// Runs a write once per `Idempotency-Key`, answering a repeat with the first answer.
    var honoursKeys: Bool
    var creationAnswer: CreationAnswer
    /// `204 No Content` for a PATCH, else the todo.
    var patchAnswersNoContent: Bool
    /// `204 No Content` for a DELETE, else `{}`.
    var deleteAnswersNoContent: Bool
    /// In how many writes of a hundred the server answers `302 Found` to another place instead.
    var redirectPercent: Int
    /// In how many requests of a hundred the server answers `503` without doing anything.
    var failurePercent: Int
    /// In how many lists of a hundred the server sends all but the last todo, with `X-Total-Count`
    /// saying how many there are.
    var partialListPercent: Int

    /// Whether every answer lets a client that follows the rules keep each edit exactly once.
    var isWellBehaved: Bool {
        keepsWrites && honoursKeys && creationAnswer != .nothing && creationAnswer != .anotherTodo
            && creationAnswer != .wrongID
    }

    static func random(_ random: inout SplitMix64) -> ServerBehaviour {
        ServerBehaviour(
            keepsWrites: random.chance(70),
            honoursKeys: random.chance(75),
            creationAnswer: random.chance(70) ? .resource : random.pick(CreationAnswer.allCases),
            patchAnswersNoContent: random.chance(30),
            deleteAnswersNoContent: random.chance(40),
            redirectPercent: random.chance(20) ? 10 : 0,
            failurePercent: random.chance(40) ? 10 : 0,
            partialListPercent: random.chance(25) ? 20 : 0)
    }

    var description: String {
        "keeps=\(keepsWrites) keys=\(honoursKeys) create=\(creationAnswer) patch204=\(patchAnswersNoContent) "
            + "delete204=\(deleteAnswersNoContent) redirect=\(redirectPercent)% fail=\(failurePercent)% "
            + "partial=\(partialListPercent)%"
    }
}
