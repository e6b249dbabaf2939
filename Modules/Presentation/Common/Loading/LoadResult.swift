import StrataDomain

/// Runs a repository call and captures its outcome, so a view model can decide in one place whether a
/// result is still wanted before applying it.
func loadResult<Value>(
    _ load: @Sendable () async throws(RepositoryError) -> Value
) async -> Result<Value, RepositoryError> {
    do {
        return .success(try await load())
    } catch {
        return .failure(error)
    }
}
