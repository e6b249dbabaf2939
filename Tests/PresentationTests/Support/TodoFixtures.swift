import StrataDomain

/// Todos of user 1 (open "write tests", done "ship") and one of user 2, as the todo suites use them.
enum TodoFixtures {
    static let writeTests = Todo(id: 1, ownerID: 1, title: "write tests", isCompleted: false)
    static let ship = Todo(id: 2, ownerID: 1, title: "ship", isCompleted: true)
    static let someoneElses = Todo(id: 3, ownerID: 2, title: "someone else's", isCompleted: false)

    /// Every todo above, in creation order.
    static let all = [writeTests, ship, someoneElses]
}
