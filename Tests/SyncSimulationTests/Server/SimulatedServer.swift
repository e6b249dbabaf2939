import Foundation
import StrataNetworking
import StrataTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A JSONPlaceholder-compatible server inside the simulation: the todo routes Strata uses, answered
/// as its `ServerBehaviour` says. Its ids come from a range of its own, so a request that carries an id
/// it never gave out can only be another server's id, which the run reports.
final class SimulatedServer {
    let name: String
    let baseURL: URL
    let behaviour: ServerBehaviour
    let ids: ClosedRange<Int>
    private(set) var todos: [ServerTodo] = []
    private var nextID: Int
    private var answeredKeys: [String: (fingerprint: String, answer: HTTPResponse)] = [:]
    /// Requests that broke a rule of the protocol (an id of another server), reported as violations.
    private(set) var misdirected: [String] = []
    /// The ids a `wrongID` server answered creations with: it gave them out, so a client may read them
    /// back, but never write to them.
    private var misnamedIDs: Set<Int> = []
    /// Titles it has held more than once at a time: a creation repeated by a client, which only a server
    /// that honours idempotency keys can prevent.
    private(set) var everDuplicated: Set<String> = []
    /// Titles of todos it made for a creation it answered without naming them (no body and no
    /// `Location`, or another todo): the client cannot know they are its own, so they show on their own.
    private(set) var unidentifiedCreations: Set<String> = []
    /// Titles another device gave a todo of its own that a todo of Strata's user has too: two todos
    /// alike, both to be shown, which only their number tells apart.
    private(set) var twinTitles: Set<String> = []

    /// Every request, in order, for the trace of a failing seed.
    private(set) var log: [String] = []

    init(name: String, baseURL: URL, behaviour: ServerBehaviour, ids: ClosedRange<Int>, users: [Int]) {
        self.name = name
        self.baseURL = baseURL
        self.behaviour = behaviour
        self.ids = ids
        var id = ids.lowerBound
        for user in users {
            for index in 1...3 {
                todos.append(
                    ServerTodo(
                        id: id, userID: user, title: "\(name)-u\(user)-\(index)", completed: index == 2,
                        creator: .dataset))
                id += 1
            }
        }
        nextID = ids.lowerBound + 100
    }

    /// The todos of `user`, by id.
    func todos(of user: Int) -> [ServerTodo] {
        todos.filter { $0.userID == user }.sorted { $0.id < $1.id }
    }

    /// Answers `request` as this server would, doing its work first.
    /// A healed server injects no redirect and no failure, for the run's final settling.
    func handle(_ request: URLRequest, random: inout SplitMix64, healed: Bool = false) -> HTTPResponse {
        let method = request.httpMethod ?? "GET"
        // A base URL with a wrong path reaches the server, which has nothing there.
        guard let route = self.route(of: request) else {
            log.append("\(method) \(request.url?.path ?? "") (no such path)")
            return Self.json(404, [String: Any]())
        }
        log.append("\(method) \(route.joined(separator: "/")) \(request.url?.query ?? "")")
        if let last = route.last, let id = Int(last), route.first == "todos", !ids.contains(id),
            !(method == "GET" && misnamedIDs.contains(id))
        {
            misdirected.append(
                "\(method) /\(route.joined(separator: "/")) sent to server \(name), which never had \(id)")
            return Self.json(404, [String: Any]())
        }
        if !healed, method != "GET", random.chance(behaviour.redirectPercent) {
            return HTTPResponse(statusCode: 302, headers: ["Location": "http://elsewhere.test/todos"], url: request.url)
        }
        if !healed, random.chance(behaviour.failurePercent) {
            return Self.json(503, ["error": "unavailable"])
        }
        if method == "GET" {
            // A list may come in part, saying so with a total larger than what it holds (a paging server,
            // a limit in the base URL): an absence in it proves nothing.
            let partial = !healed && random.chance(behaviour.partialListPercent)
            return read(route, query: request.url?.query, partial: partial)
        }
        let key = request.value(forHTTPHeaderField: "Idempotency-Key")
        let fingerprint = "\(method) \(route) \(String(decoding: request.httpBody ?? Data(), as: UTF8.self))"
        if behaviour.honoursKeys, let key, let first = answeredKeys[key] {
            guard first.fingerprint == fingerprint else { return Self.json(422, ["error": "key reused"]) }
            return first.answer
        }
        let answer = write(method, route, body: request.httpBody, key: key)
        if behaviour.honoursKeys, let key, answer.statusCode < 500 {
            answeredKeys[key] = (fingerprint, answer)
        }
        return answer
    }

    /// Another device edits the server behind Strata's back.
    /// `userTitles`, the titles Strata's user gave todos, sorted, are those a twin may take.
    func otherDevice(_ random: inout SplitMix64, users: [Int], userTitles: [String]) {
        let user = random.pick(users)
        let candidates = todos.indices.filter { todos[$0].userID == user }
        switch random.int(0...4) {
        case 0 where !candidates.isEmpty:
            let index = random.pick(candidates)
            log.append("other device deletes \(todos[index].id)")
            todos.remove(at: index)
        case 1 where user != 1 && !candidates.isEmpty:
            // Only todos Strata's user never edits are edited elsewhere, so every final value has one author.
            let index = random.pick(candidates)
            // The id keeps each title the other device writes unique: the model tells todos apart by title.
            todos[index].title = "\(name)-other-\(todos[index].id)-\(random.int(0...999_999))"
            log.append("other device renames \(todos[index].id) to \(todos[index].title)")
        case 2 where user != 1 && !candidates.isEmpty:
            let index = random.pick(candidates)
            todos[index].completed.toggle()
            log.append("other device toggles \(todos[index].id)")
        case 3 where !userTitles.isEmpty:
            // A todo of user 1's with a title the user gave one of theirs, maybe while theirs is not sent.
            let title = random.pick(userTitles)
            let todo = ServerTodo(
                id: takeID(), userID: 1, title: title, completed: random.chance(50), creator: .otherDevice)
            twinTitles.insert(title)
            log.append("other device creates \(todo.id), a twin of “\(title)” \(todo.completed ? "done" : "open")")
            todos.append(todo)
        default:
            let id = takeID()
            let todo = ServerTodo(
                id: id, userID: user, title: "\(name)-other-\(id)-\(random.int(0...999_999))", completed: false,
                creator: .otherDevice)
            log.append("other device creates \(todo.id)")
            todos.append(todo)
        }
    }

    private func route(of request: URLRequest) -> [String]? {
        let base = baseURL.path.split(separator: "/").map(String.init)
        let path = (request.url?.path ?? "").split(separator: "/").map(String.init)
        guard path.starts(with: base), path.count > base.count, ["users", "todos"].contains(path[base.count]) else {
            return nil
        }
        return Array(path.dropFirst(base.count))
    }

    private func read(_ route: [String], query: String?, partial: Bool) -> HTTPResponse {
        if route.count == 3, route[0] == "users", route[2] == "todos" {
            let all = todos(of: Int(route[1]) ?? 0)
            guard partial, !all.isEmpty else { return Self.json(200, all.map(\.json)) }
            return Self.json(200, all.dropLast().map(\.json), headers: ["X-Total-Count": "\(all.count)"])
        }
        if route == ["todos"] {
            return Self.json(200, todos.prefix(1).map(\.json))
        }
        if route.count == 2, route[0] == "todos", let todo = todos.first(where: { $0.id == Int(route[1]) }) {
            return Self.json(200, todo.json)
        }
        return Self.json(404, [String: Any]())
    }

    fileprivate func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    fileprivate func write(_ method: String, _ route: [String], body: Data?, key: String?) -> HTTPResponse {
        let fields = body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
        if let title = fields["title"] as? String, title.contains("!") {
            return Self.json(422, ["error": "titles may not contain !"])
        }
        let index = route.count == 2 && route[0] == "todos" ? todos.firstIndex { $0.id == Int(route[1]) } : nil
        switch method {
        case "POST" where route == ["todos"]:
            return create(fields, key: key)
        case "PATCH" where route.count == 2 && route[0] == "todos":
            guard let index else { return Self.json(404, [String: Any]()) }
            var todo = todos[index]
            if let title = fields["title"] as? String { todo.title = title }
            if let completed = fields["completed"] as? Bool { todo.completed = completed }
            if behaviour.keepsWrites { todos[index] = todo }
            return behaviour.patchAnswersNoContent ? HTTPResponse(statusCode: 204) : Self.json(200, todo.json)
        case "DELETE" where route.count == 2 && route[0] == "todos":
            guard let index else { return Self.json(404, [String: Any]()) }
            if behaviour.keepsWrites { todos.remove(at: index) }
            return behaviour.deleteAnswersNoContent ? HTTPResponse(statusCode: 204) : Self.json(200, [String: Any]())
        default:
            return Self.json(405, ["error": "not allowed"])
        }
    }

    private func create(_ fields: [String: Any], key: String?) -> HTTPResponse {
        guard let user = fields["userId"] as? Int, let title = fields["title"] as? String,
            let completed = fields["completed"] as? Bool
        else { return Self.json(400, ["error": "userId, title and completed are required"]) }
        // A server that keeps nothing answers every creation with the same next id, as JSONPlaceholder does.
        let todo = ServerTodo(
            id: behaviour.keepsWrites ? takeID() : nextID, userID: user, title: title, completed: completed,
            creator: .strata(idempotencyKey: key))
        if behaviour.keepsWrites {
            if todos.contains(where: { $0.title == title && $0.creator != .otherDevice }) {
                everDuplicated.insert(title)
            }
            todos.append(todo)
            if [.nothing, .anotherTodo, .wrongID].contains(behaviour.creationAnswer) {
                unidentifiedCreations.insert(title)
            }
        }
        let location = ["Location": baseURL.appendingPathComponent("todos/\(todo.id)").absoluteString]
        switch behaviour.creationAnswer {
        case .resource: return Self.json(201, todo.json)
        case .locationOnly: return HTTPResponse(statusCode: 201, headers: HTTPHeaders(location))
        case .resourceAndLocation: return Self.json(201, todo.json, headers: location)
        case .nothing: return HTTPResponse(statusCode: 201)
        case .anotherTodo:
            let other = todos.first { $0.userID == user && $0.id != todo.id } ?? todo
            return Self.json(201, other.json)
        case .wrongID:
            let misnamed = ServerTodo(
                id: todo.id + 1_000_000, userID: user, title: title, completed: completed, creator: todo.creator)
            misnamedIDs.insert(misnamed.id)
            return Self.json(201, misnamed.json)
        }
    }

    private static func json(_ status: Int, _ object: Any, headers: [String: String] = [:]) -> HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return HTTPResponse(
            statusCode: status,
            headers: HTTPHeaders(headers.merging(["Content-Type": "application/json"]) { a, _ in a }),
            body: body)
    }
}
