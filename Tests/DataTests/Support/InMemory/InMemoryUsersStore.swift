import StrataDomain

@testable import StrataData

/// A working users store in memory, held to the same contract as `SQLiteUsersStore`.
actor InMemoryUsersStore: UsersStore {
    private var byID: [User.ID: User] = [:]

    func save(_ users: [User]) {
        for user in users { byID[user.id] = user }
    }

    func user(id: User.ID) -> User? {
        byID[id]
    }

    func users() -> [User] {
        byID.values.sorted { $0.id < $1.id }
    }
}
