/// A deadline shared by every request a piece of work makes, in sequence or in parallel: a screen that
/// loads a post, its author and its comments gives up on all of them together when its time is up.
///
/// It rides on a task-local value, so every request made inside `within(_:_:)`, by child tasks and
/// by tasks started there included, ends by the deadline; each call's own `NetworkConfiguration.deadline`
/// still applies when it is sooner.
public enum RequestDeadline {
    /// The instant every request of the current task must end by, if a scope set one.
    @TaskLocal public static var current: ContinuousClock.Instant?

    /// Runs `work` with every request it makes bounded by `duration` from now (or by an enclosing,
    /// sooner deadline).
    public static func within<Result>(
        _ duration: Duration,
        isolation: isolated (any Actor)? = #isolation,
        _ work: () async throws -> Result
    ) async rethrows -> Result {
        let deadline = ContinuousClock.now.advanced(by: duration)
        let sooner = current.map { min($0, deadline) } ?? deadline
        return try await $current.withValue(sooner, operation: work, isolation: isolation)
    }

    /// The time left before the current deadline, or `nil` when no scope set one.
    static var timeLeft: Duration? {
        current.map { ContinuousClock.now.duration(to: $0) }
    }
}
