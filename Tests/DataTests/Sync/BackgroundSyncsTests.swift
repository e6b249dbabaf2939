import Testing

@testable import StrataData

@Suite("Background syncs")
struct BackgroundSyncsTests {
    /// Records whether the work it stands for ended on its own or was cancelled.
    private actor Outcome {
        private(set) var ended: [String] = []
        func record(_ how: String) { ended.append(how) }
    }

    @Test("finishing waits for every sync started, those started while it waits included")
    func waitsForEverySync() async {
        let syncs = BackgroundSyncs()
        let outcome = Outcome()
        syncs.start {
            await Task.yield()
            syncs.start { await outcome.record("second") }
            await outcome.record("first")
        }

        await syncs.finish(within: .seconds(60))

        #expect(await outcome.ended.sorted() == ["first", "second"])
    }

    @Test("a sync still running at the limit is cancelled, so exiting never waits longer")
    func cancelsAtTheLimit() async {
        let syncs = BackgroundSyncs()
        let outcome = Outcome()
        syncs.start {
            let slept: Void? = try? await Task.sleep(for: .seconds(3600))
            await outcome.record(slept == nil ? "cancelled" : "slept an hour")
        }

        await syncs.finish(within: .milliseconds(20))

        #expect(await outcome.ended == ["cancelled"])
    }
}
