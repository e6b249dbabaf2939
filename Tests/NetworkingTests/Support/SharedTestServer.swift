import StrataTestSupport

/// One local server for every integration test in this target, started on first use.
///
/// A server per test meant dozens of Python start-ups at once on a 2-core machine, which starved the
/// very latency bounds the tests assert. Tests stay independent by giving each request a fresh `_key`,
/// and the server goes away with the test process through its stdin lifeline.
enum SharedTestServer {
    private static let started = Result { try TestServer.start() }

    static func get() throws -> TestServer {
        try started.get()
    }
}
