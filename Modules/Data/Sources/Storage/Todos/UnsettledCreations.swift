import StrataDomain
import StrataSQLite

/// The creations of this store sent to a server and not settled there, each of which may already be a
/// todo of that server's list. Showing such a todo too would show one todo twice.
///
/// - A creation in flight (unanswered, or acknowledged and waiting to be read back) hides the todo its
///   acknowledgement named and every todo with its values: its answer, its resend with the same key or
///   its read back says which is its own, where a guess could show its own copy as another todo.
/// - A creation parked in doubt (acknowledged, then not found where the answer said) settles only by
///   the user's retry or discard, so it hides one todo at most, and always the same: the copy it was
///   parked with, else the newest todo with its values the first time one is listed, which it keeps as
///   its copy. It hides that copy only while the copy has its values: one the server changed or lost
///   shows, or shows nowhere, as the server holds it. Every other todo alike (another device made the
///   same todo) shows, as the todo of its own it is.
struct UnsettledCreations {
    private struct Creation {
        let operationID: Int
        let acknowledgedID: Int?
        let wasSent: Bool
        let isParked: Bool
        let title: String
        let isCompleted: Bool

        func named(_ todo: Todo) -> Bool { todo.id == acknowledgedID }
        func isAlike(_ todo: Todo) -> Bool { wasSent && todo.title == title && todo.isCompleted == isCompleted }
    }

    /// What a list leaves to show, and the copies parked creations took for the first time, to keep.
    struct Accounting {
        /// The listed todos no creation may be, in their order.
        let notAccountedFor: [Todo]
        /// For each parked creation that had no copy, the id of the todo it now keeps as one.
        let copiesTaken: [(operationID: Int, serverID: Int)]
    }

    private let creations: [Creation]

    /// The unsettled creations of `ownerID`'s todos, for `server` or for no server yet, oldest first.
    init(server: Int, ownerID: User.ID, in connection: SQLiteConnection) throws {
        creations = try connection.query(
            """
            SELECT o.id, o.acknowledged_id, o.attempts > 0, o.rejection IS NOT NULL, o.title, o.completed
            FROM outbox o JOIN todos t ON t.local_id = o.todo_local_id
            WHERE o.kind = 'create' AND (o.rejection IS NULL OR o.may_exist = 1)
              AND (t.server = ?1 OR t.server IS NULL) AND t.user_id = ?2
            ORDER BY o.id
            """, [server, ownerID]
        ) { row in
            Creation(
                operationID: try row.column(0, as: Int.self), acknowledgedID: try row.column(1, as: Int?.self),
                wasSent: try row.column(2, as: Bool.self), isParked: try row.column(3, as: Bool.self),
                title: try row.column(4, as: String.self), isCompleted: try row.column(5, as: Bool.self))
        }
    }

    /// Sorts `listed` into the todos no creation may be and those the creations hide.
    func account(for listed: [Todo]) -> Accounting {
        let inFlight = creations.filter { !$0.isParked }
        var remaining = listed.filter { todo in !inFlight.contains { $0.named(todo) || $0.isAlike(todo) } }
        var copiesTaken: [(operationID: Int, serverID: Int)] = []
        let parked = creations.filter(\.isParked)
        // A kept copy first, so a creation taking one for the first time never takes another's.
        for creation in parked where creation.acknowledgedID != nil {
            if let index = remaining.firstIndex(where: { creation.named($0) && creation.isAlike($0) }) {
                remaining.remove(at: index)
            }
        }
        for creation in parked where creation.acknowledgedID == nil {
            guard let index = remaining.lastIndex(where: creation.isAlike) else { continue }
            copiesTaken.append((creation.operationID, remaining[index].id))
            remaining.remove(at: index)
        }
        return Accounting(notAccountedFor: remaining, copiesTaken: copiesTaken)
    }
}
