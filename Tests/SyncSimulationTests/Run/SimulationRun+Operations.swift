import StrataDomain

@testable import StrataData

/// What the user does through a process, and what the model learns when it ends.
extension SimulationRun {
    func startOperation() {
        let ready = alive.filter { !$0.isExiting && $0.running.count < 2 }
        guard !ready.isEmpty else { return }
        let process = random.pick(ready)
        guard let request = chooseRequest(for: process) else { return }
        start(request, on: process)
    }

    func start(_ request: SimulatedOperation.Request, on process: SimulatedProcess) {
        let operation = SimulatedOperation(request, startedAt: model.version)
        if case .exit = request { process.isExiting = true }
        if case .retry(let todo) = request { retryAsked.insert(todo.id) }
        process.running.append(operation)
        note("process \(process.id) starts \(describe(request))")
        let data = process.data
        let work: @Sendable () async -> Void = { operation.finish(await Self.perform(request, on: data)) }
        Task(executorPreference: process.executor, operation: work)
    }

    /// A request on a todo of the process's last view, one no other running operation changes.
    private func chooseRequest(for process: SimulatedProcess) -> SimulatedOperation.Request? {
        let busy = Set(processes.flatMap(\.running).compactMap(\.todoID))
        // The user edits user 1's todos only; other devices edit user 2's, so each value has one author.
        let editable = (process.lastView[1] ?? []).filter { !busy.contains($0.id) }
        switch random.int(0...99) {
        case 0..<18: return .add(user: 1, title: model.newTitle(refusable: random.chance(5)))
        case 18..<30: return .list(user: random.pick(users))
        case 30..<42 where !editable.isEmpty:
            return .rename(random.pick(editable), to: model.newTitle(refusable: random.chance(5)))
        case 42..<54 where !editable.isEmpty:
            let todo = random.pick(editable)
            return .setCompleted(todo, !todo.isCompleted)
        case 54..<62 where !editable.isEmpty:
            return .delete(random.pick(editable))
        case 62..<74:
            return .sync(random.chance(50) ? .everything : .due)
        case 74..<80:
            let settled = editable.filter { if case .synced = $0.syncStatus { false } else { true } }
            return settled.isEmpty ? nil : .retry(random.pick(settled))
        case 80..<84:
            let settled = editable.filter {
                switch $0.syncStatus {
                case .rejected, .conflict: true
                default: false
                }
            }
            return settled.isEmpty ? nil : .discard(random.pick(settled))
        case 84..<88:
            return .exit
        default:
            return .list(user: 1)
        }
    }

    private static func perform(_ request: SimulatedOperation.Request, on data: DataLayer) async
        -> SimulatedOperation.Result
    {
        do throws(RepositoryError) {
            switch request {
            case .add(let user, let title): return .todo(try await data.todos.createTodo(ownerID: user, title: title))
            case .rename(let todo, let title): return .todo(try await data.todos.renameTodo(todo, to: title))
            case .setCompleted(let todo, let value): return .todo(try await data.todos.setTodo(todo, completed: value))
            case .delete(let todo):
                try await data.todos.deleteTodo(todo)
                return .done
            case .list(let user):
                let fetched = try await data.todos.fetchTodos(ownerID: user, policy: .fresh)
                return .listed(fetched.value, fetched.freshness)
            case .sync(let request): return .synced(await data.todoSync.sync(request))
            case .retry(let todo): return .todo(try await data.todoSync.retry(todo))
            case .discard(let todo): return .discarded(try await data.todoSync.discardChanges(of: todo))
            case .exit:
                await data.backgroundTodoSync.finish(within: .seconds(30))
                return .done
            }
        } catch {
            return .failed(error)
        }
    }

    /// Applies what ended operations did to the model, and reports what an edit may never do: fail for
    /// any reason but a todo that is gone or a refusal the user must settle first.
    func collectFinishedOperations(of process: SimulatedProcess) {
        for operation in process.running {
            guard let result = operation.result else { continue }
            note("process \(process.id) ends \(describe(operation.request)): \(describe(result))")
            apply(result, of: operation, in: process)
        }
        process.running.removeAll { $0.result != nil }
    }

    private func apply(
        _ result: SimulatedOperation.Result, of operation: SimulatedOperation, in process: SimulatedProcess
    ) {
        let request = operation.request
        if case .todo(let todo) = result { noteParked([todo]) }
        switch (request, result) {
        case (.add, .todo(let todo)):
            model.created(todo)
        case (.rename(let before, _), .todo(let todo)), (.setCompleted(let before, _), .todo(let todo)):
            model.changed(todo, from: before)
        case (.delete(let before), .done):
            model.deleted(before)
        case (.discard(let todo), .discarded):
            model.discarded(todo)
        case (.sync, .synced(let report)):
            process.lastReport = report
        case (.list(let user), .listed(let todos, _)):
            process.lastView[user] = todos
            noteParked(todos)
            // The model tells todos apart by title across servers: a twin made on one is allowed on all.
            let twins = servers.reduce(into: Set<String>()) { $0.formUnion($1.twinTitles) }
            let allowed = process.server.everDuplicated.union(process.server.unidentifiedCreations).union(twins)
            for problem in model.saw(todos, duplicatesAllowed: allowed) { violation(problem) }
            let busy = Set(processes.flatMap(\.running).filter { $0 !== operation }.compactMap(\.todoID))
            for problem in model.judge(todos, listedSince: operation.startedAt, busy: busy) { violation(problem) }
        case (.add, .failed(let error)), (.rename, .failed(let error)), (.setCompleted, .failed(let error)),
            (.delete, .failed(let error)):
            if !Self.isAllowedEditFailure(error) { violation("\(describe(request)) failed: \(error)") }
        default:
            break
        }
    }

    /// Only a retry of a parked creation sends it again with a new key: the one duplicate a server
    /// that keeps writes and honours keys may then hold. Which todos were ever parked is learnt here.
    private func noteParked(_ todos: [Todo]) {
        for todo in todos {
            if case .rejected = todo.syncStatus { everParked.insert(todo.id) }
        }
    }

    /// The failures an edit may end with: the todo is gone (another process deleted it), or the server
    /// refused something about it that the user must retry or discard first.
    private static func isAllowedEditFailure(_ error: RepositoryError) -> Bool {
        switch error.kind {
        case .notFound, .rejected: true
        default: false
        }
    }

    func describe(_ request: SimulatedOperation.Request) -> String {
        switch request {
        case .add(let user, let title): "add “\(title)” for user \(user)"
        case .rename(let todo, let title): "rename \(todo.id) “\(todo.title)” to “\(title)”"
        case .setCompleted(let todo, let value): "mark \(todo.id) “\(todo.title)” \(value ? "done" : "open")"
        case .delete(let todo): "delete \(todo.id) “\(todo.title)”"
        case .list(let user): "list user \(user)"
        case .sync(let request): "sync \(request)"
        case .retry(let todo): "retry \(todo.id) “\(todo.title)”"
        case .discard(let todo): "discard \(todo.id) “\(todo.title)”"
        case .exit: "exit"
        }
    }

    func describe(_ result: SimulatedOperation.Result) -> String {
        switch result {
        case .todo(let todo): "\(todo.id) “\(todo.title)” \(todo.isCompleted ? "done" : "open") \(todo.syncStatus)"
        case .done: "done"
        case .listed(let todos, let freshness):
            "\(freshness): "
                + todos.map { "\($0.id) “\($0.title)” \($0.isCompleted ? "✓" : "·") \($0.syncStatus)" }.joined(
                    separator: ", ")
        case .synced(let report):
            "\(report.outcome) sent \(report.sent) rejected \(report.rejected) pending \(String(describing: report.pending))"
        case .discarded(let changes): "discarded \(changes)"
        case .failed(let error): "failed: \(error)"
        }
    }
}
