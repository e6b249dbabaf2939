/// Where todos live: the composition root's choice between the two adapters of `TodosRepository`.
///
/// The port is the same either way, so use cases and screens never know which one runs.
public enum TodosStorage: Sendable, Equatable {
    /// On this machine first (`LocalFirstTodosRepository`): edits are stored and queued at once and
    /// sent by the sync, so they work offline and survive a restart. The default.
    case localFirst
    /// On the server alone (`ServerOnlyTodosRepository`): every read and edit waits for the server,
    /// nothing is stored or queued, and an edit fails when the server cannot be reached.
    case serverOnly
}
