import Testing

@testable import StrataData

@Suite("Outbox backoff")
struct OutboxBackoffTests {
    @Test(
        "the wait doubles from the first delay and stops at the maximum",
        arguments: [(0, 2), (1, 2), (2, 4), (3, 8), (10, 900), (10_000, 900)]
    )
    func delays(attempts: Int, seconds: Int) {
        #expect(OutboxBackoff.standard.delay(afterAttempts: attempts) == .seconds(seconds))
    }

    @Test("a maximum below the first delay is raised to it")
    func maximumAtLeastInitial() {
        #expect(OutboxBackoff(initial: .seconds(5), maximum: .seconds(1)).delay(afterAttempts: 3) == .seconds(5))
    }
}
