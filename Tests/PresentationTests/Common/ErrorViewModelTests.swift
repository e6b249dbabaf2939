import StrataDomain
import StrataPresentation
import Testing

@Suite("ErrorViewModel")
struct ErrorViewModelTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let error: RepositoryError
        var notFound: String?
        let message: String
        let isRetryable: Bool

        var testDescription: String { message }
    }

    @Test(
        "a failure without a request reads as its cause, retryable only where a retry can help",
        arguments: [
            Case(error: .notFound, message: "Not found", isRetryable: false),
            Case(
                error: .notFound, notFound: "Post 3 does not exist", message: "Post 3 does not exist",
                isRetryable: false),
            Case(error: .unreachable(reason: "cannot connect"), message: "Cannot connect", isRetryable: true),
            Case(error: .timedOut, message: "The server did not answer in time", isRetryable: true),
            Case(
                error: .serverFailure(status: 503), message: "Server returned 503 Service Unavailable",
                isRetryable: true),
            Case(error: .serverFailure(status: 599), message: "Server returned HTTP 599", isRetryable: true),
            Case(error: .rejected(reason: "a todo needs a title"), message: "A todo needs a title", isRetryable: false),
            Case(error: .invalidData(reason: "bad JSON"), message: "Bad JSON", isRetryable: false),
            Case(
                error: .storageFailure(reason: "disk full: strata.db"), message: "disk full: strata.db",
                isRetryable: true),
            Case(error: .cancelled, message: "Cancelled", isRetryable: true),
        ]
    )
    func withoutRequest(_ example: Case) {
        let error = ErrorViewModel(example.error, notFound: example.notFound)

        #expect(error == ErrorViewModel(message: example.message, isRetryable: example.isRetryable))
        #expect(error.request == nil)
    }

    @Test(
        "a failure of a request names the request and how it answered",
        arguments: [
            Case(
                error: RepositoryError(.serverFailure(status: 503), request: "GET /posts"),
                message: "GET /posts answered 503 Service Unavailable", isRetryable: true),
            Case(
                error: RepositoryError(.notFound, request: "GET /posts/3"), notFound: "Post 3 does not exist",
                message: "Post 3 does not exist (GET /posts/3 answered 404 Not Found)", isRetryable: false),
            Case(
                error: RepositoryError(.notFound, request: "GET /posts/3"),
                message: "GET /posts/3 answered 404 Not Found", isRetryable: false),
            Case(
                error: RepositoryError(.unreachable(reason: "connection refused"), request: "GET /users"),
                message: "GET /users: connection refused", isRetryable: true),
            Case(
                error: RepositoryError(.timedOut, request: "GET /users/1"),
                message: "GET /users/1: the server did not answer in time", isRetryable: true),
            Case(
                error: RepositoryError(.rejected(reason: "title too long"), request: "POST /todos"),
                message: "POST /todos: title too long", isRetryable: false),
        ]
    )
    func withRequest(_ example: Case) {
        let error = ErrorViewModel(example.error, notFound: example.notFound)

        #expect(error.message == example.message)
        #expect(error.isRetryable == example.isRetryable)
        #expect(error.request == example.error.request)
    }

    @Test("a part's failure is prefixed with the part's name and keeps the rest")
    func part() {
        let error = ErrorViewModel(RepositoryError(.notFound, request: "GET /posts/3/comments")).part("Comments")

        #expect(error.message == "Comments: GET /posts/3/comments answered 404 Not Found")
        #expect(error.isRetryable == false)
        #expect(error.request == "GET /posts/3/comments")
    }
}
