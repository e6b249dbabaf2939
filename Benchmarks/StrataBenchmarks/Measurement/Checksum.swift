import Synchronization

/// Where every run's checksum ends up, so no benchmarked work is dead code to the optimizer.
enum Checksum {
    private static let total = Atomic<Int>(0)

    /// Adds `value` to the running total.
    static func record(_ value: Int) {
        total.wrappingAdd(value, ordering: .relaxed)
    }
}
