import Foundation
import StrataData
import StrataNetworking

// Usage: StorageTorture DATABASE_PATH [COUNT]
//
// Opens the database (seeding it on first run) and creates todos for user 1 one at a time through the
// Data layer's todos repository, offline, each in its own transaction together with its outbox operation. After each commit it writes the new todo's id on
// a line of its own, with one unbuffered write, so every id a reader has seen belongs to a committed
// transaction. DataTests kill it with SIGKILL in the middle of this loop and check what survived.

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: StorageTorture DATABASE_PATH [COUNT]\n".utf8))
    exit(2)
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? Int.max : Int.max

do {
    let opened = try await StrataDatabase.open(DatabaseLocation(path: arguments[1]))
    if let seeded = opened.seeded {
        FileHandle.standardError.write(Data("seeded \(seeded.posts) posts, \(seeded.todos) todos\n".utf8))
    }
    // Offline: the client is never used, so its address does not matter.
    let client = HTTPClient(configuration: NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!))
    let todos = DataLayer(
        database: opened.database, client: client, isOffline: true, now: Date.init, clock: ContinuousClock()
    ).todos
    var written = 0
    while written < count {
        let todo = try await todos.createTodo(ownerID: 1, title: "torture \(written)")
        FileHandle.standardOutput.write(Data("\(todo.id)\n".utf8))
        written += 1
    }
} catch {
    FileHandle.standardError.write(Data("StorageTorture: \(error)\n".utf8))
    exit(1)
}
