/// What `AppFlowCoordinator` needs of each child flow: to hear which screens the user left, and to
/// know when the flow has no screen left, so it can release the flow with everything it owns.
///
/// A flow only stores its `FlowNavigation`; the bookkeeping below is written once for every flow.
@MainActor
public protocol FlowCoordinator: AnyObject {
    /// The screens this flow showed; the flow shows screens only through it.
    var navigation: FlowNavigation { get }
}

extension FlowCoordinator {
    /// `true` once the flow shows no screen: its coordinator, view models and scene container can go.
    public var isFinished: Bool { navigation.isEmpty }

    /// Forgets the screen if this flow showed it; returns whether it did.
    public func screenWasRemoved(_ id: ObjectIdentifier) -> Bool {
        navigation.remove(id)
    }
}
