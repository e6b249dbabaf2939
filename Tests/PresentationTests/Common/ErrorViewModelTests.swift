import StrataDomain
import StrataPresentation
import Testing

@Suite("ErrorViewModel")
struct ErrorViewModelTests {
    @Test(
        "each repository error becomes a sentence, retryable only where a retry can help",
        arguments: [
            (RepositoryError.notFound, "Not found", false),
            (.unreachable(reason: "Cannot connect to the server"), "Cannot connect to the server", true),
            (.timedOut, "The server did not answer in time", true),
            (.serverFailure(status: 502), "Server returned 502", true),
            (.invalidData(reason: "bad JSON"), "bad JSON", false),
        ]
    )
    func describesErrors(error: RepositoryError, message: String, isRetryable: Bool) {
        #expect(ErrorViewModel(error) == ErrorViewModel(message: message, isRetryable: isRetryable))
    }
}
