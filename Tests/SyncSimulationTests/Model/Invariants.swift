import StrataDomain

/// The promises of the sync, judged at the end of a run against the user's edits and the servers.
extension SimulationRun {
    func checkInvariants(_ views: FinalViews) {
        checkEveryEditSurvives(views)
        for server in servers {
            let byUser = views[server.name] ?? [:]
            for user in users {
                let view = byUser[user] ?? []
                checkSyncedIsOnTheServer(view, server: server, user: user)
                checkNothingTwice(view, server: server)
                if server.behaviour.keepsWrites { checkServerTodosShown(view, server: server, user: user) }
                if server.behaviour.isWellBehaved { checkNothingLeftPending(view, server: server) }
            }
            // Whatever a server answers, a creation it may hold is sent again only with the same key, or
            // when the user retries it: one that keeps writes and honours keys never holds one twice else.
            if server.behaviour.keepsWrites, server.behaviour.honoursKeys {
                let retried = retryAsked.intersection(everParked)
                let retriedTitles = Set(retried.flatMap { model.edited[$0]?.titles ?? [] })
                let twice = server.everDuplicated.subtracting(retriedTitles)
                if !twice.isEmpty {
                    violation("server \(server.name) was sent these creations twice: \(twice.sorted())")
                }
            }
        }
    }

    /// Every todo the user created or changed is still here, under its local id, with the user's values;
    /// one the user deleted is gone.
    private func checkEveryEditSurvives(_ views: FinalViews) {
        let shown = views.values.flatMap { $0.values.flatMap { $0 } }
        for (id, edit) in model.edited.sorted(by: { $0.key < $1.key }) where !edit.isDiscarded && !edit.isUncertain {
            let copies = shown.filter { $0.id == id }
            if edit.isDeleted {
                if let copy = copies.first(where: { if case .rejected = $0.syncStatus { false } else { true } }) {
                    violation("todo \(id), deleted by the user, is still shown: “\(copy.title)” \(copy.syncStatus)")
                }
                continue
            }
            guard !copies.isEmpty else {
                violation("todo \(id) “\(edit.title)” vanished")
                continue
            }
            for copy in copies where copy.title != edit.title || copy.isCompleted != edit.isCompleted {
                violation(
                    "todo \(id) shows “\(copy.title)” \(copy.isCompleted ? "done" : "open") (\(copy.syncStatus)); "
                        + "the user left it “\(edit.title)” \(edit.isCompleted ? "done" : "open")")
            }
            let syncedCopies = copies.count { if case .synced = $0.syncStatus { true } else { false } }
            if syncedCopies > 1 {
                violation("todo \(id) reads synced on two servers")
            }
        }
    }

    /// Todos that read synced are on the server with the values shown, as many of each as are shown:
    /// two alike (a twin another device made) are two todos on the server.
    private func checkSyncedIsOnTheServer(_ view: [Todo], server: SimulatedServer, user: Int) {
        let held = server.todos(of: user)
        var judged: Set<String> = []
        for todo in view {
            guard case .synced = todo.syncStatus, judged.insert("\(todo.isCompleted) \(todo.title)").inserted else {
                continue
            }
            let shown = view.count { shown in
                guard case .synced = shown.syncStatus else { return false }
                return shown.title == todo.title && shown.isCompleted == todo.isCompleted
            }
            let onServer = held.count { $0.title == todo.title && $0.completed == todo.isCompleted }
            if shown > onServer {
                violation(
                    "\(shown) todos “\(todo.title)” \(todo.isCompleted ? "done" : "open") read synced (\(todo.id) the "
                        + "first), but server \(server.name) holds \(onServer) (it holds "
                        + "\(held.map { "\($0.id) “\($0.title)” \($0.completed)" }))")
            }
        }
    }

    /// No todo is shown twice (unless the server itself holds it twice).
    private func checkNothingTwice(_ view: [Todo], server: SimulatedServer) {
        var seen: Set<String> = []
        let parked = Set(view.filter { if case .rejected = $0.syncStatus { true } else { false } }.map(\.title))
        for todo in view
        where !seen.insert(todo.title).inserted && !server.everDuplicated.contains(todo.title)
            && !parked.contains(todo.title) && !server.twinTitles.contains(todo.title)
        {
            violation("“\(todo.title)” is shown twice in the final list of server \(server.name)")
        }
    }

    /// Every todo the server holds is shown, by its title or as a todo whose newer title waits, each
    /// one: a server holding two todos alike (a twin another device made) shows two.
    private func checkServerTodosShown(_ view: [Todo], server: SimulatedServer, user: Int) {
        let held = server.todos(of: user)
        var judged: Set<String> = []
        for todo in held where judged.insert(todo.title).inserted {
            let onServer = held.count { $0.title == todo.title }
            let shown = view.count { $0.title == todo.title }
            let maskedByAnEdit = view.count { shown in
                guard shown.title != todo.title, model.edited[shown.id]?.titles.contains(todo.title) == true else {
                    return false
                }
                if case .synced = shown.syncStatus { return false }
                return true
            }
            if onServer > shown + maskedByAnEdit {
                violation(
                    "server \(server.name) holds \(onServer) todos “\(todo.title)” of user \(user) (\(todo.id) the "
                        + "first), and \(shown) \(shown == 1 ? "is" : "are") shown")
            }
        }
    }

    /// A server that keeps writes, honours keys and answers as it should takes every edit in the end.
    private func checkNothingLeftPending(_ view: [Todo], server: SimulatedServer) {
        for todo in view {
            if case .pending(let error) = todo.syncStatus {
                violation(
                    "todo \(todo.id) “\(todo.title)” is still pending on server \(server.name), which takes every "
                        + "edit (\(error ?? "no error"))")
            }
        }
    }
}
