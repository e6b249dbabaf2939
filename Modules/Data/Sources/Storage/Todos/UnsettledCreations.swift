import StrataDomain
import StrataSQLite

/// The creations of this store sent to a server and not settled there, each of which may already be a
/// todo of that server's list: the one its acknowledgement named (waiting to be read back, or parked
/// in doubt with the copy it may be), or else one with its values (unanswered, or answered with an id
/// the read back has not confirmed, which a server may give wrongly). Showing such a todo too would
/// show one todo twice.
///
/// Each creation accounts for one todo at most: a list holding more todos alike than there are such
/// creations (another device made the same todo) shows the others, which are todos of their own.
struct UnsettledCreations {
    private struct Creation {
        let acknowledgedID: Int?
        let wasSent: Bool
        let title: String
        let isCompleted: Bool
    }

    private let creations: [Creation]

    /// The unsettled creations of `ownerID`'s todos, for `server` or for no server yet, oldest first.
    init(server: Int, ownerID: User.ID, in connection: SQLiteConnection) throws {
        creations = try connection.query(
            """
            SELECT o.acknowledged_id, o.attempts > 0, o.title, o.completed
            FROM outbox o JOIN todos t ON t.local_id = o.todo_local_id
            WHERE o.kind = 'create' AND (o.rejection IS NULL OR o.may_exist = 1)
              AND (t.server = ?1 OR t.server IS NULL) AND t.user_id = ?2
            ORDER BY o.id
            """, [server, ownerID]
        ) { row in
            Creation(
                acknowledgedID: try row.column(0, as: Int?.self), wasSent: try row.column(1, as: Bool.self),
                title: try row.column(2, as: String.self), isCompleted: try row.column(3, as: Bool.self))
        }
    }

    /// The todos of `listed` no creation may be, in their order. Every creation first takes the todo its
    /// acknowledgement named, then each one left takes a todo with its values, the newest such: each
    /// taken todo waits for its creation to settle, and every other one is new here.
    func notAccountedFor(_ listed: [Todo]) -> [Todo] {
        var remaining = listed
        var unmatched: [Creation] = []
        for creation in creations {
            if let id = creation.acknowledgedID, let index = remaining.firstIndex(where: { $0.id == id }) {
                remaining.remove(at: index)
            } else {
                unmatched.append(creation)
            }
        }
        for creation in unmatched where creation.wasSent {
            let alike = remaining.lastIndex { $0.title == creation.title && $0.isCompleted == creation.isCompleted }
            if let alike { remaining.remove(at: alike) }
        }
        return remaining
    }
}
