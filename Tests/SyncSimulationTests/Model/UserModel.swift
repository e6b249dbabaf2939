import StrataDomain

/// What the user did in a run: the truth the store and the servers are judged against. It knows only
/// what a user sees (local ids, titles, completion), never a server id, so it judges any schema.
struct UserModel {
    /// A todo the user created or changed, as the user last left it.
    struct Edited {
        var title: String
        var isCompleted: Bool
        var isDeleted = false
        /// The user gave up what the server refused or did not keep: the server's version is theirs now.
        var isDiscarded = false
        /// Every title it had while the user edited it, for recognising its server copy by an old title.
        var titles: [String]
        /// A change of it was running in a process that crashed: it may or may not have been saved, so
        /// its values and its existence are not known for sure until a later edit.
        var isUncertain = false
        /// The model's `version` when this entry last changed.
        var changedAt = 0
    }

    /// Counts every change of the model, so a list can be judged only on todos nothing changed during it.
    private(set) var version = 0

    private(set) var edited: [Todo.ID: Edited] = [:]
    /// The local id each title was first shown under: the user's titles are unique, so a title shown
    /// under two ids is one todo shown twice, or a todo whose local id changed, unless another device
    /// made a twin of it (the server's `twinTitles`), which the counts of the final views judge.
    private(set) var titleOwners: [String: Todo.ID] = [:]
    private var nextTitle = 0

    private mutating func set(_ entry: Edited, for id: Todo.ID) {
        version += 1
        var entry = entry
        entry.changedAt = version
        edited[id] = entry
    }

    /// Every title the user gave a todo, sorted, so a run picks among them the same way every time.
    var titlesGiven: [String] {
        Set(edited.values.flatMap(\.titles)).sorted()
    }

    /// A title nobody used before; one in twenty carries a "!", which the servers refuse.
    mutating func newTitle(refusable: Bool) -> String {
        nextTitle += 1
        return refusable ? "t\(nextTitle)!" : "t\(nextTitle)"
    }

    /// A creation was saved. Its result may arrive after a later change of the todo was (another process
    /// saw the todo and changed it first), which then stands.
    mutating func created(_ todo: Todo) {
        if edited[todo.id] == nil {
            set(Edited(title: todo.title, isCompleted: todo.isCompleted, titles: [todo.title]), for: todo.id)
        }
        if titleOwners[todo.title] == nil { titleOwners[todo.title] = todo.id }
    }

    /// A change of `id` was cut short by a crash: it may have been saved, or not.
    mutating func interrupted(_ before: Todo, possibleTitle: String?) {
        let id = before.id
        var entry = edited[id] ?? Edited(title: before.title, isCompleted: before.isCompleted, titles: [before.title])
        entry.isUncertain = true
        if let possibleTitle { entry.titles.append(possibleTitle) }
        set(entry, for: id)
    }

    /// A rename or a change of completion was saved: the store's answer is the todo as it stands now.
    mutating func changed(_ todo: Todo, from before: Todo) {
        let titles = (edited[todo.id]?.titles ?? [before.title]) + [todo.title]
        set(Edited(title: todo.title, isCompleted: todo.isCompleted, titles: titles), for: todo.id)
        titleOwners[todo.title] = todo.id
    }

    mutating func deleted(_ before: Todo) {
        var entry =
            edited[before.id] ?? Edited(title: before.title, isCompleted: before.isCompleted, titles: [before.title])
        entry.isDeleted = true
        entry.isUncertain = false
        set(entry, for: before.id)
    }

    mutating func discarded(_ todo: Todo) {
        var entry = edited[todo.id] ?? Edited(title: todo.title, isCompleted: todo.isCompleted, titles: [todo.title])
        entry.isDiscarded = true
        set(entry, for: todo.id)
    }

    /// Notes what a list showed, and returns what it showed wrong: a title under a second local id. A
    /// creation the server answered without saying which todo it made is parked, and the todo the server
    /// made then shows on its own beside it: that is no duplicate.
    mutating func saw(_ todos: [Todo], duplicatesAllowed: Set<String>) -> [String] {
        var problems: [String] = []
        var shown: [String: Todo.ID] = [:]
        let parkedTodos = todos.filter { if case .rejected = $0.syncStatus { true } else { false } }
        let parkedIDs = Set(parkedTodos.map(\.id))
        let duplicatesAllowed = duplicatesAllowed.union(parkedTodos.map(\.title))
        for todo in todos {
            if let other = shown[todo.title], !duplicatesAllowed.contains(todo.title) {
                problems.append("“\(todo.title)” is shown twice, as todos \(other) and \(todo.id)")
            }
            shown[todo.title] = todo.id
            if let owner = titleOwners[todo.title] {
                if owner != todo.id, !duplicatesAllowed.contains(todo.title), edited[owner]?.isDiscarded != true,
                    !parkedIDs.contains(owner)
                {
                    problems.append("“\(todo.title)” was todo \(owner) and is now shown as todo \(todo.id)")
                }
            } else {
                titleOwners[todo.title] = todo.id
            }
        }
        return problems
    }

    /// What a list that began at model version `start` showed wrong about todos the user edited and
    /// nothing changed since: a value other than the user's. No other device edits those todos, and the
    /// store never lets the server's values replace a waiting edit or a newer answer, so whatever their
    /// status, they show what the user left.
    func judge(_ todos: [Todo], listedSince start: Int, busy: Set<Todo.ID>) -> [String] {
        todos.compactMap { todo in
            guard let entry = edited[todo.id], !entry.isUncertain, !entry.isDiscarded, !entry.isDeleted,
                entry.changedAt < start, !busy.contains(todo.id),
                todo.title != entry.title || todo.isCompleted != entry.isCompleted
            else { return nil }
            return
                "todo \(todo.id) was listed as “\(todo.title)” \(todo.isCompleted ? "done" : "open") (\(todo.syncStatus)); "
                + "the user left it “\(entry.title)” \(entry.isCompleted ? "done" : "open")"
        }
    }
}
