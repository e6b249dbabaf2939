/// Lines written by work on the main actor, in the order it ran, so a test can assert on order.
@MainActor
final class Log {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }
}
