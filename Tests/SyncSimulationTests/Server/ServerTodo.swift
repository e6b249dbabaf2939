/// A todo as a simulated server holds it.
struct ServerTodo: Equatable {
    /// Who made it: the dataset, a Strata process of the run (with the key it sent), or another device.
    enum Creator: Equatable {
        case dataset
        case strata(idempotencyKey: String?)
        case otherDevice
    }

    let id: Int
    let userID: Int
    var title: String
    var completed: Bool
    let creator: Creator

    var json: [String: Any] { ["id": id, "userId": userID, "title": title, "completed": completed] }
}
