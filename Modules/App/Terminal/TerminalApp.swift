import Foundation
import StrataPresentation

/// The full-screen app: owns the terminal, runs the frame loop, and hands keys to the controller.
@MainActor
final class TerminalApp {
    private let container: AppDIContainer
    private let device = TerminalDevice()
    private static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    init(container: AppDIContainer) {
        self.container = container
    }

    func run(startingAt route: Route?) async -> StrataCommand.ExitStatus {
        let navigator = TerminalNavigator()
        let app = AppFlowCoordinator(navigator: navigator, dependencies: container)
        navigator.userDidRemove = { [weak app] screen in app?.screenWasRemoved(screen) }
        let controller = TerminalController(navigator: navigator, app: app)
        if let route { app.open(route) } else { app.start() }
        // Edits left from an earlier run go out as soon as the app starts, without holding it up.
        Task { [todoSync = container.todoSync] in await todoSync.sync(.due) }

        let writer = ANSIFrameWriter(usesColor: ProcessInfo.processInfo.environment["NO_COLOR"]?.isEmpty ?? true)
        let decoder = KeyDecoder()
        device.enter()
        defer { device.restore() }

        var lastFrame = ""
        var lastSize = (columns: 0, rows: 0)
        var tick = 0
        while !controller.shouldQuit {
            controller.tick()
            let size = device.size()
            if size != lastSize {
                device.write("\u{1B}[2J")
                lastFrame = ""
                lastSize = size
            }
            controller.pageSize = max(1, size.rows - 8)
            let spinner = Self.spinner[tick % Self.spinner.count]
            let lines = FrameRenderer().render(
                controller.frame(columns: size.columns, rows: size.rows, spinner: spinner))
            let frame = writer.draw(lines)
            if frame != lastFrame {
                device.write(frame)
                lastFrame = frame
            }
            let keys = decoder.decode(device.readAvailable())
            keys.forEach(controller.handle)
            if keys.isEmpty {
                tick += 1
                try? await Task.sleep(for: .milliseconds(controller.isBusy ? 80 : 40))
            } else {
                await Task.yield()
            }
        }
        controller.cancelAllWork()
        return .success
    }
}
