import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

/// Keeps every line it is given, with its level.
private final class RecordingLogger: NetworkLogger {
    private let lines = Locked<[(LogLevel, String)]>([])

    var all: [(level: LogLevel, text: String)] { lines.withLock { $0 } }
    var text: String { all.map(\.text).joined(separator: "\n") }

    func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        let text = message()
        lines.withLock { $0.append((level, text)) }
    }
}

@Suite("LoggingInterceptor")
struct LoggingInterceptorTests {
    private struct Item: Decodable {
        let id: Int
    }

    private let configuration = NetworkConfiguration(
        baseURL: URL(string: "http://127.0.0.1:9")!,
        defaultHeaders: [
            "Accept": "application/json", "Authorization": "Bearer s3cret", "Cookie": "session=s3cret",
            "X-Api-Key": "s3cret",
        ],
        retryPolicy: RetryPolicy(baseDelay: .milliseconds(100), jitter: 0))

    private func run(
        _ logger: RecordingLogger, logsBodies: Bool = false, results: [Result<HTTPResponse, NetworkError>]
    ) async {
        let interceptor = LoggingInterceptor(logger: logger, logsBodies: logsBodies)
        let client = HTTPClient(
            configuration: configuration, transport: StubTransport(results), interceptors: [interceptor],
            clock: FakeClock())
        _ = try? await client.value(of: Endpoint<Item>(path: "items/1"))
    }

    private static let secretResponse = Result<HTTPResponse, NetworkError>.success(
        .json(status: 200, #"{"id": 1, "token": "b0dy"}"#, headers: ["Set-Cookie": "session=s3cret"]))

    @Test("secret headers are redacted, both ways, and bodies are left out")
    func redacts() async {
        let logger = RecordingLogger()

        await run(logger, results: [Self.secretResponse])

        #expect(!logger.text.contains("s3cret"))
        #expect(!logger.text.contains("b0dy"))
        #expect(logger.text.contains("Authorization: <redacted>"))
        #expect(logger.text.contains("Cookie: <redacted>"))
        #expect(logger.text.contains("X-Api-Key: <redacted>"))
        #expect(logger.text.contains("set-cookie: <redacted>"))
        #expect(logger.text.contains("Accept: application/json"))
    }

    @Test("bodies are logged only when asked for")
    func logsBodiesOnRequest() async {
        let logger = RecordingLogger()

        await run(logger, logsBodies: true, results: [Self.secretResponse])

        #expect(logger.text.contains("b0dy"))
        #expect(!logger.text.contains("s3cret"))
    }

    @Test("a retried call logs each attempt, the retry and the final failure at rising levels")
    func logsRetries() async {
        let logger = RecordingLogger()

        await run(
            logger,
            results: [.success(.json(status: 503, "{}")), .failure(.timedOut), .success(.json(status: 404, "{}"))])

        let lines = logger.all.filter { $0.level >= .info }.map { "\($0.level) \($0.text)" }
        #expect(
            lines == [
                "info GET http://127.0.0.1:9/items/1 -> 503 (2 bytes, 0 ms, attempt 1)",
                "info GET http://127.0.0.1:9/items/1 retrying in 100 ms",
                "warning GET http://127.0.0.1:9/items/1 failed: Request timed out (0 ms, attempt 2)",
                "info GET http://127.0.0.1:9/items/1 retrying in 200 ms",
                "info GET http://127.0.0.1:9/items/1 -> 404 (2 bytes, 0 ms, attempt 3)",
                "error GET http://127.0.0.1:9/items/1 giving up after attempt 3: notRetryable",
            ])
    }

    @Test("redaction matches header names whatever their case, and masks every header it does not know")
    func redactionIgnoresCase() {
        let redaction = Redaction()

        #expect(!redaction.isHarmlessHeader("AUTHORIZATION"))
        #expect(!redaction.isHarmlessHeader("set-cookie"))
        #expect(!redaction.isHarmlessHeader("x-token"))
        #expect(redaction.isHarmlessHeader("ACCEPT"))
        #expect(
            redaction.render(["etag": "2", "X-TOKEN": "t", "Accept": "1"]) == "Accept: 1, etag: 2, X-TOKEN: <redacted>")
    }

    @Test("log levels order from debug to error")
    func levelsOrder() {
        #expect(LogLevel.allCases.sorted() == [.debug, .info, .warning, .error])
    }
}
