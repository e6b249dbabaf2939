import StrataSQLite

/// Folds the copy of a todo that a server list showed into the local todo whose creation it is, once
/// the server answers that creation with the copy's id: one todo remains, and no edit made to either
/// is lost.
///
/// The values shown are those of whichever was edited last here, the copy's when neither was (they
/// are the server's, which may be newer than the creation). The copy's queued edits move to the todo,
/// in their order. A copy deleted here was the duplicate the user removed; it goes, and the todo stays.
struct ServerCopyFold {
    let todoID: Int
    let copy: Int

    func apply(in connection: SQLiteConnection) throws {
        let copyRow = try connection.queryFirst(
            "SELECT title, completed, deleted, observed_at FROM todos WHERE local_id = ?", [copy]
        ) { row in
            (
                title: try row.column(0, as: String.self), completed: try row.column(1, as: Bool.self),
                deleted: try row.column(2, as: Bool.self), written: try row.column(3, as: Int.self)
            )
        }
        guard let copyRow, !copyRow.deleted else {
            try connection.run("DELETE FROM todos WHERE local_id = ?", [copy])
            return
        }
        if try latestEdit(of: copy, in: connection) >= latestEdit(of: todoID, in: connection) {
            try connection.run(
                "UPDATE todos SET title = ?, completed = ? WHERE local_id = ?",
                [copyRow.title, copyRow.completed, todoID])
        }
        try connection.run("UPDATE outbox SET todo_local_id = ? WHERE todo_local_id = ?", [todoID, copy])
        try connection.run(
            "UPDATE todos SET observed_at = max(observed_at, ?) WHERE local_id = ?",
            [copyRow.written, todoID])
        try connection.run("DELETE FROM todos WHERE local_id = ?", [copy])
    }

    /// The newest queued edit of a todo other than its creation, 0 when there is none.
    private func latestEdit(of localID: Int, in connection: SQLiteConnection) throws -> Int {
        try connection.scalar(
            "SELECT coalesce(max(id), 0) FROM outbox WHERE todo_local_id = ? AND kind <> 'create'", [localID])
    }
}
