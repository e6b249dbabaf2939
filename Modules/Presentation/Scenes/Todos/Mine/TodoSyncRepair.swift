import StrataDomain

/// The use cases that settle a todo the server refused or no longer has, the same ones
/// `strata todos retry` and `discard` run; handed to the signed-in user's own list only.
public struct TodoSyncRepair: Sendable {
    /// Queues the todo's refused or unkept changes again.
    public let retry: any RetryTodoSyncUseCase
    /// Gives those changes up for the server's version, saying what was lost.
    public let discard: any DiscardTodoChangesUseCase

    /// Groups the use cases the composition root made for the signed-in user.
    public init(retry: any RetryTodoSyncUseCase, discard: any DiscardTodoChangesUseCase) {
        self.retry = retry
        self.discard = discard
    }
}
