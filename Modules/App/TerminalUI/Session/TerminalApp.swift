import Foundation
import Observation
import StrataPresentation

/// Runs one screen's load or refresh; the composition root bounds it by the time limit for a screen.
public typealias ScreenLoading = @MainActor (_ load: @MainActor () async -> Void) async -> Void

/// The full-screen app: owns the terminal, and draws a frame when a key arrives, the terminal is
/// resized, something the last frame showed changes (through `withObservationTracking`, the
/// mechanism SwiftUI uses), or the spinner turns while something loads, and at no other time.
@MainActor
public final class TerminalApp {
    private let dependencies: any AppFlowCoordinatorDependencies
    private let loading: ScreenLoading
    private let device = TerminalDevice()
    private let writer = ANSIFrameWriter(usesColor: ProcessInfo.processInfo.environment["NO_COLOR"]?.isEmpty ?? true)
    private var events: AsyncStream<TerminalEvent>.Continuation?
    private var generation = 0
    private var tick = 0
    private var isTicking = false
    private var lastFrame = ""
    private var decoder = KeyDecoder()
    /// Reads of input so far: a pause notice for an older read is stale.
    private var inputCount = 0

    /// An app over the composition root's flows; nothing happens until `run(startingAt:prepare:)`.
    /// `loading` runs each screen's load and refresh, within the app's time limit for a screen.
    public init(dependencies: any AppFlowCoordinatorDependencies, loading: @escaping ScreenLoading = { await $0() }) {
        self.dependencies = dependencies
        self.loading = loading
    }

    /// Whether standard input and output are a terminal, which the app needs.
    public static var isAvailable: Bool { TerminalDevice.isInteractive }

    /// Why the terminal could not be written to, when that ended the app; `nil` after any other end.
    public var outputFailure: OutputFailure? { device.output.failure }

    /// Runs until the user quits, a signal ends it or the terminal can no longer be written to; returns
    /// the exit status (0, 128 + the signal that ended it, or 1 when a write failed: see
    /// `outputFailure`). The terminal is restored on every way out. `prepare` sees the app coordinator
    /// before the first screen opens, to start a session; `signIn`, when given, runs after the first
    /// frame, so a user still to be looked up never holds the app's first paint.
    public func run(
        startingAt route: Route?, prepare: (AppFlowCoordinator) -> Void = { _ in }, signIn: BackgroundSignIn? = nil
    ) async -> Int32 {
        let navigator = TerminalNavigator()
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        navigator.userDidRemove = { [weak app] screen in app?.screenWasRemoved(screen) }
        prepare(app)
        let controller = TerminalController(navigator: navigator, app: app, loading: loading)
        if let route { app.open(route) } else { app.start() }

        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        events = continuation
        device.enter(
            input: { continuation.yield(.input($0)) },
            resized: { continuation.yield(.resized) },
            quit: { continuation.yield(.quit(status: $0)) }
        )
        defer { device.restore() }

        var status: Int32 = 0
        controller.settleAfterEvent()
        draw(controller)
        if let signIn { controller.finish(signIn, reopening: route) }
        loop: for await event in stream {
            switch event {
            case .input(let bytes): decode(bytes, into: controller)
            case .inputPaused(let count) where count != inputCount || !decoder.isWaiting: continue loop
            case .inputPaused:
                // Bytes the read source has not delivered yet belong to what is open; only when none
                // are left is it ended as far as it came.
                let more = TerminalDevice.readAvailable()
                if more.isEmpty {
                    decoder.finish().forEach(controller.handle)
                } else {
                    decode(more, into: controller)
                }
            case .resized: lastFrame = ""
            case .changed(let generation) where generation != self.generation: continue loop
            case .changed: break
            case .tick:
                isTicking = false
                tick += 1
            case .quit(let signalStatus):
                status = signalStatus
                break loop
            }
            controller.settleAfterEvent()
            if controller.shouldQuit { break }
            draw(controller)
        }
        controller.work.cancelAll()
        // Edits typed before the quit key are saved first (a local write each; the sync they start
        // is waited for by the caller, with its time limit).
        await controller.saves.waitUntilIdle()
        continuation.finish()
        return status
    }

    /// Hands the keys `bytes` complete to the controller. When they leave a sequence or a paste open,
    /// one timer (not a poll) asks, after a quiet half second, to end it, so an incomplete sequence
    /// never holds the keys typed after it.
    private func decode(_ bytes: [UInt8], into controller: TerminalController) {
        inputCount += 1
        decoder.decode(bytes).forEach(controller.handle)
        guard decoder.isWaiting else { return }
        let count = inputCount
        let events = self.events
        Task {
            try? await Task.sleep(for: .milliseconds(500))
            events?.yield(.inputPaused(count: count))
        }
    }

    /// Draws the frame inside observation tracking, so the next change to anything it read wakes the
    /// loop once; writes only when the frame differs from the last one.
    private func draw(_ controller: TerminalController) {
        let geometry = device.size()
        controller.geometry = geometry
        generation += 1
        let generation = self.generation
        let events = self.events
        let tick = self.tick
        let model = withObservationTracking {
            FrameComposer(controller: controller).frame(geometry, tick: tick)
        } onChange: {
            events?.yield(.changed(generation: generation))
        }
        let frame = writer.draw(FrameRenderer().render(model))
        if lastFrame.isEmpty {
            device.write("\u{1B}[2J")
        }
        if frame != lastFrame {
            device.write(frame)
            lastFrame = frame
        }
        if outputFailure != nil {
            // Nothing more can be shown: end the app as a signal would, the terminal restored on the way.
            events?.yield(.quit(status: 1))
        }
        if model.spinner != nil, !isTicking {
            isTicking = true
            Task {
                try? await Task.sleep(for: .milliseconds(100))
                events?.yield(.tick)
            }
        }
    }
}
