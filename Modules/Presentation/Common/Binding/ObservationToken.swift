/// Keeps one `observe(_:_:)` binding alive. Cancel it, or let it go, and the handler is never called
/// again; the token holds neither the observed object nor anything the handler captured strongly
/// beyond the handler itself, so keeping it in the observing object makes no retain cycle.
@MainActor
public final class ObservationToken {
    private var isCancelled = false
    private let onCancel: @MainActor () -> Void

    init(onCancel: @escaping @MainActor () -> Void = {}) {
        self.onCancel = onCancel
    }

    /// Whether the binding is still delivering.
    public var isActive: Bool { !isCancelled }

    /// Stops the binding; the handler is not called after this returns.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel()
    }

    isolated deinit {
        cancel()
    }
}
