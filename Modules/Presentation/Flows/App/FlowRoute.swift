/// The routes of one flow, as the app coordinator sees them: how one is written, and how it opens.
///
/// `Route` holds one value of a flow route per flow, and its one switch (`Route.flowRoute`) is all that
/// names the flows: `Route.path` and `AppFlowCoordinator.open(_:)` go through this protocol, so a new
/// flow is opened by the conformance in its own folder, not by a case added to the app coordinator.
protocol FlowRoute: Sendable {
    /// Every way to write a link into the flow, in the order help lists them; `Route.table` reads them.
    static var forms: [RouteForm<Self>] { get }
    /// The link to the route's screen, in the form its flow's `forms` read back to the same route.
    var path: String { get }
    /// Shows the route's screens through `app`: as the root, replacing every flow, or pushed on what
    /// shows.
    @MainActor func open(in app: AppFlowCoordinator, asRoot: Bool)
}
