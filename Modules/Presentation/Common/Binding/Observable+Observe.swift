import Observation

extension Observable where Self: AnyObject {
    /// Binds a handler to one property the way UIKit-style code binds a label to a view model:
    /// `let token = viewModel.observe(\.state) { state in … }`.
    ///
    /// The handler gets the current value at once, then every change, on the main actor. It rides on
    /// `withObservationTracking`, the mechanism SwiftUI uses: several changes within one turn of the
    /// main actor arrive as one call with the latest value, as they would in a SwiftUI redraw. The
    /// binding holds the object weakly and stops when the token is cancelled or released, or when the
    /// object goes away.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        let loop = TrackingLoop { [weak self] in
            guard let self else { return nil }
            let value = self[keyPath: keyPath]
            return { handler(value) }
        }
        let token = ObservationToken(onCancel: { loop.stop() })
        loop.run()
        return token
    }
}

/// One live binding: reads inside tracking, hands the value over outside it (so what the handler
/// reads is not tracked), and tracks again after each change.
@MainActor
private final class TrackingLoop {
    /// Reads the observed property and returns the delivery of its value; `nil` once the object is gone.
    private var read: (@MainActor () -> (@MainActor () -> Void)?)?

    init(read: @escaping @MainActor () -> (@MainActor () -> Void)?) {
        self.read = read
    }

    func run() {
        guard let read else { return }
        let delivery = withObservationTracking {
            read()
        } onChange: { [weak self] in
            // Called before the change is stored, on whichever thread made it: read the new value on
            // the main actor once the change is done.
            Task { @MainActor [weak self] in self?.run() }
        }
        delivery?()
    }

    func stop() {
        read = nil
    }
}
