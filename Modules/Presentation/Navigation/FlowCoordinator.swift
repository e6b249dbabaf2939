/// What `AppFlowCoordinator` needs of each child flow: to hear which screens the user left, and to
/// know when the flow has no screen left, so it can release the flow with everything it owns.
@MainActor
public protocol FlowCoordinator: AnyObject {
    /// Forgets the screen if this flow showed it; returns whether it did.
    func screenWasRemoved(_ id: ObjectIdentifier) -> Bool
    /// `true` once the flow shows no screen: its coordinator, view models and scene container can go.
    var isFinished: Bool { get }
}

/// The screens one flow has put on the navigator, in order: the bookkeeping every coordinator shares.
@MainActor
struct ShownScreens {
    private(set) var ids: [ObjectIdentifier] = []

    var isEmpty: Bool { ids.isEmpty }

    mutating func add(_ screen: Screen) {
        ids.append(screen.id)
    }

    /// Removes the screen and returns whether it was one of these.
    mutating func remove(_ id: ObjectIdentifier) -> Bool {
        guard let index = ids.firstIndex(of: id) else { return false }
        ids.remove(at: index)
        return true
    }

    mutating func removeAll() {
        ids.removeAll()
    }
}
