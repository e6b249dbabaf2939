import Foundation
import StrataComposition
import StrataPresentation
import StrataTestSupport

@testable import StrataTerminalUI

/// The interactive app without a terminal: the real composition root over a seeded in-memory store
/// and the local test server, driven by keys, drawn to text.
@MainActor
final class TerminalHarness {
    let server: TestServer
    let navigator = TerminalNavigator()
    let app: AppFlowCoordinator
    let controller: TerminalController
    private let container: AppDIContainer
    var geometry = FrameGeometry(columns: 80, rows: 40)

    init(route: Route? = nil, offline: Bool = false, serverArguments: [String] = []) async throws {
        server = try TestServer.start(
            persistPath: FileManager.default.temporaryDirectory
                .appendingPathComponent("strata-terminal-\(UUID().uuidString).json").path,
            arguments: serverArguments)
        var configuration = AppConfiguration()
        configuration.baseURL = server.baseURL
        // A guard against a hang, not a measure: a loaded machine's server may take seconds to answer.
        configuration.timeout = .seconds(60)
        configuration.databasePath = ":memory:"
        configuration.isOffline = offline
        container = try await AppDIContainer.start(configuration, notices: { _ in })
        app = AppFlowCoordinator(navigator: navigator, dependencies: container)
        navigator.userDidRemove = { [app] in app.screenWasRemoved($0) }
        controller = TerminalController(navigator: navigator, app: app)
        controller.geometry = geometry
        if let route { app.open(route) } else { app.start() }
        await controller.settle()
    }

    deinit {
        server.stop()
    }

    /// Presses the keys one by one, letting the work each one starts finish.
    func press(_ keys: Key...) async {
        for key in keys {
            controller.geometry = geometry
            controller.handle(key)
            await controller.settle()
        }
    }

    func type(_ text: String) async {
        for character in text {
            await press(.character(character))
        }
    }

    /// Waits up to 30 seconds for a frame that `isReached` accepts, for what happens in the background
    /// (a sync); returns the last frame either way, for the test to check.
    func frame(until isReached: (String) -> Bool) async -> String {
        let end = ContinuousClock.now + .seconds(30)
        var last = frame()
        while !isReached(last), ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(50))
            await controller.settle()
            last = frame()
        }
        return last
    }

    var title: String { navigator.visible?.screen.title ?? "none" }

    func frame() -> String {
        FrameRendering.text(FrameComposer(controller: controller).frame(geometry, tick: 0))
    }

    /// The status line of the current frame.
    func status() -> String {
        let lines = frame().split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count >= 2 ? String(lines[lines.count - 2]).trimmingCharacters(in: .whitespaces) : ""
    }
}
