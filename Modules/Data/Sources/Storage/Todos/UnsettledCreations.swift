import StrataDomain
import StrataSQLite

/// The creations of this store sent to a server and not settled there, each of which may already be a
/// todo of that server's list. Showing such a todo too would show one todo twice.
///
/// - A creation in flight (unanswered, or acknowledged and waiting to be read back) hides the todo its
///   acknowledgement named and every todo with its values: its answer, its resend with the same key or
///   its read back will say which is its own, and folds a copy shown meanwhile into it only if it was
///   never guessed at.
/// - A creation parked in doubt (acknowledged, then not found where the answer said) settles only by
///   the user's retry or discard, so it hides one todo at most: the copy it was parked with, else the
///   newest with its values. Every other todo alike (another device made the same todo) shows, as the
///   todo of its own it is.
struct UnsettledCreations {
    private struct Creation {
        let acknowledgedID: Int?
        let wasSent: Bool
        let isParked: Bool
        let title: String
        let isCompleted: Bool

        func named(_ todo: Todo) -> Bool { todo.id == acknowledgedID }
        func isAlike(_ todo: Todo) -> Bool { wasSent && todo.title == title && todo.isCompleted == isCompleted }
    }

    private let creations: [Creation]

    /// The unsettled creations of `ownerID`'s todos, for `server` or for no server yet, oldest first.
    init(server: Int, ownerID: User.ID, in connection: SQLiteConnection) throws {
        creations = try connection.query(
            """
            SELECT o.acknowledged_id, o.attempts > 0, o.rejection IS NOT NULL, o.title, o.completed
            FROM outbox o JOIN todos t ON t.local_id = o.todo_local_id
            WHERE o.kind = 'create' AND (o.rejection IS NULL OR o.may_exist = 1)
              AND (t.server = ?1 OR t.server IS NULL) AND t.user_id = ?2
            ORDER BY o.id
            """, [server, ownerID]
        ) { row in
            Creation(
                acknowledgedID: try row.column(0, as: Int?.self), wasSent: try row.column(1, as: Bool.self),
                isParked: try row.column(2, as: Bool.self), title: try row.column(3, as: String.self),
                isCompleted: try row.column(4, as: Bool.self))
        }
    }

    /// The todos of `listed` that no creation may be, in their order.
    func notAccountedFor(_ listed: [Todo]) -> [Todo] {
        let inFlight = creations.filter { !$0.isParked }
        var remaining = listed.filter { todo in !inFlight.contains { $0.named(todo) || $0.isAlike(todo) } }
        var unmatched: [Creation] = []
        for creation in creations where creation.isParked {
            if let index = remaining.firstIndex(where: creation.named) {
                remaining.remove(at: index)
            } else {
                unmatched.append(creation)
            }
        }
        for creation in unmatched {
            if let alike = remaining.lastIndex(where: creation.isAlike) { remaining.remove(at: alike) }
        }
        return remaining
    }
}
