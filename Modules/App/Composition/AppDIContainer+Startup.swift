import StrataData

extension AppDIContainer {
    /// Opens the store the configuration names (migrated, seeded on first run, a damaged file moved
    /// aside and reported through `notices`) and wires the app over it.
    public static func start(
        _ configuration: AppConfiguration,
        log: (@Sendable (String) -> Void)? = nil,
        notices: @Sendable (String) -> Void
    ) async throws(StartupError) -> AppDIContainer {
        do {
            let database = try await DatabaseStartup.open(configuration, notices: notices)
            return AppDIContainer(configuration: configuration, database: database, log: log)
        } catch {
            throw StartupError(error)
        }
    }
}

/// Why the app could not start: the store could not be opened. The message names the file and the
/// cause, and what to do about it.
public struct StartupError: Error, CustomStringConvertible {
    /// One sentence for the user.
    public let description: String

    init(_ error: StorageError) {
        let hint = if case .newerSchema = error { " — update Strata or choose another file with --db" } else { "" }
        description = "\(error)\(hint)"
    }
}
