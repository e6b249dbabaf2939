import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// Steps the todo contracts take again and again, named for what they stand for.
extension TodosStore {
    /// Stores `todo` as the server's only todo of its owner, as a first refresh does; returns the local
    /// id it got.
    func storeServerTodo(_ todo: Todo) async throws -> Todo.ID {
        try await mergeServerTodos([todo], fetchedAfter: 0)
        return try #require(try await todos(ownerID: todo.ownerID).first).todo.id
    }
}

extension TodoOutbox {
    /// Parks the next operation due by `date`, as the server's refusal of it does.
    func parkNext(dueBy date: Date, reason: String) async throws {
        try await park(try #require(try await nextOperation(dueBy: date)).id, reason: reason)
    }
}
