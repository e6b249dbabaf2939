import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// When a process that stays tries again by itself: never sooner than the oldest operation's backoff,
/// nor than the backoff of the syncs that stopped in a row, and not at all when nothing could be sent.
@Suite("The resend timer's wait")
struct ResendTimerTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)
    private let failure = TodoSyncReport.Outcome.stopped(
        RepositoryError(.serverFailure(status: 503), request: "POST /todos"))

    @Test(
        "nothing to resend: none pending, nothing sendable, cancelled, offline, or a server that does not keep",
        arguments: [
            (TodoSyncReport.Outcome.finished, 0, true),
            (.finished, 2, false),
            (.stopped(RepositoryError(.cancelled)), 2, true),
            (.offline, 2, true),
            (.notKeptByServer(reason: "GET /todos/201 answered 404"), 2, true),
        ])
    func nothingToResend(outcome: TodoSyncReport.Outcome, pending: Int, sendable: Bool) {
        var timer = ResendTimer(backoff: .standard)
        let report = TodoSyncReport(outcome: outcome, pending: pending)

        #expect(timer.wait(after: report, oldestDue: sendable ? start : nil, at: start) == nil)
    }

    @Test("the oldest operation's own backoff, when it ends later than the timer's floor")
    func waitsForTheOperation() {
        var timer = ResendTimer(backoff: .standard)
        let report = TodoSyncReport(outcome: failure, pending: 1)

        #expect(timer.wait(after: report, oldestDue: start.addingTimeInterval(60), at: start) == .seconds(60))
    }

    @Test("syncs that stop in a row wait 2 s, 4 s, 8 s, even when no operation recorded a failure")
    func doublesWhileStopping() {
        var timer = ResendTimer(backoff: .standard)
        let report = TodoSyncReport(outcome: failure, pending: 1)
        let waits = (1...4).map { _ in timer.wait(after: report, oldestDue: start, at: start) }

        #expect(waits == [.seconds(2), .seconds(4), .seconds(8), .seconds(16)])
    }

    @Test("a sync that gets through starts the doubling over; one that gave way to another process waits the floor")
    func resetsAfterProgress() {
        var timer = ResendTimer(backoff: .standard)
        let stopped = TodoSyncReport(outcome: failure, pending: 1)
        _ = timer.wait(after: stopped, oldestDue: start, at: start)
        _ = timer.wait(after: stopped, oldestDue: start, at: start)
        let afterProgress = timer.wait(
            after: TodoSyncReport(outcome: .finished, sent: 1, pending: 1), oldestDue: start, at: start)
        let givenWay = timer.wait(
            after: TodoSyncReport(outcome: .alreadyRunning, pending: 1), oldestDue: start, at: start)

        #expect(afterProgress == .seconds(2))
        #expect(givenWay == .seconds(2))
    }

    @Test("a sync that gave way to another, or sent nothing, does not start the doubling over")
    func keepsTheDoublingWithoutProgress() {
        var timer = ResendTimer(backoff: .standard)
        let stopped = TodoSyncReport(outcome: failure, pending: 1)
        _ = timer.wait(after: stopped, oldestDue: start, at: start)
        _ = timer.wait(after: stopped, oldestDue: start, at: start)
        let givenWay = timer.wait(
            after: TodoSyncReport(outcome: .alreadyRunning, pending: 1), oldestDue: start, at: start)
        let nothingSent = timer.wait(after: TodoSyncReport(outcome: .finished, pending: 1), oldestDue: start, at: start)
        let next = timer.wait(after: stopped, oldestDue: start, at: start)

        #expect(givenWay == .seconds(4) && nothingSent == .seconds(4), "still two stops in a row")
        #expect(next == .seconds(8))
    }
}
