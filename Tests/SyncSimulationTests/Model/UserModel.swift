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
    }

    private(set) var edited: [Todo.ID: Edited] = [:]
    /// The local id each title was first shown under: titles are unique, so a title shown under two
    /// ids is one todo shown twice, or a todo whose local id changed.
    private(set) var titleOwners: [String: Todo.ID] = [:]
    private var nextTitle = 0

    /// A title nobody used before; one in twenty carries a "!", which the servers refuse.
    mutating func newTitle(refusable: Bool) -> String {
        nextTitle += 1
        return refusable ? "t\(nextTitle)!" : "t\(nextTitle)"
    }

    mutating func created(_ todo: Todo) {
        edited[todo.id] = Edited(title: todo.title, isCompleted: todo.isCompleted, titles: [todo.title])
        titleOwners[todo.title] = todo.id
    }

    mutating func renamed(_ todo: Todo, from before: Todo, to title: String) {
        var entry =
            edited[todo.id] ?? Edited(title: before.title, isCompleted: before.isCompleted, titles: [before.title])
        entry.title = title
        entry.titles.append(title)
        edited[todo.id] = entry
        titleOwners[title] = todo.id
    }

    mutating func setCompleted(_ isCompleted: Bool, of before: Todo) {
        var entry =
            edited[before.id] ?? Edited(title: before.title, isCompleted: before.isCompleted, titles: [before.title])
        entry.isCompleted = isCompleted
        edited[before.id] = entry
    }

    mutating func deleted(_ before: Todo) {
        var entry =
            edited[before.id] ?? Edited(title: before.title, isCompleted: before.isCompleted, titles: [before.title])
        entry.isDeleted = true
        edited[before.id] = entry
    }

    mutating func discarded(_ todo: Todo) {
        var entry = edited[todo.id] ?? Edited(title: todo.title, isCompleted: todo.isCompleted, titles: [todo.title])
        entry.isDiscarded = true
        edited[todo.id] = entry
    }

    /// Notes what a list showed, and returns what it showed wrong: a title under a second local id.
    mutating func saw(_ todos: [Todo], duplicatesAllowed: Set<String>) -> [String] {
        var problems: [String] = []
        var shown: [String: Todo.ID] = [:]
        for todo in todos {
            if let other = shown[todo.title], !duplicatesAllowed.contains(todo.title) {
                problems.append("“\(todo.title)” is shown twice, as todos \(other) and \(todo.id)")
            }
            shown[todo.title] = todo.id
            if let owner = titleOwners[todo.title] {
                if owner != todo.id, !duplicatesAllowed.contains(todo.title), edited[owner]?.isDiscarded != true {
                    problems.append("“\(todo.title)” was todo \(owner) and is now shown as todo \(todo.id)")
                }
            } else {
                titleOwners[todo.title] = todo.id
            }
        }
        return problems
    }
}
