/// What `AppFlowCoordinator` needs of each child flow: to hear which screens the user left, and to
/// know when the flow has no screen left, so it can release the flow with everything it owns.
@MainActor
public protocol FlowCoordinator: AnyObject {
    /// Forgets the screen if this flow showed it; returns whether it did.
    func screenWasRemoved(_ id: ObjectIdentifier) -> Bool
    /// `true` once the flow shows no screen: its coordinator, view models and scene container can go.
    var isFinished: Bool { get }
}
