import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: raw input, the alternate screen, its size, its events, and putting everything
/// back.
///
/// Restoring is idempotent and runs on every way out: a normal quit, SIGINT, SIGTERM and SIGHUP (as
/// events the app handles), and the fatal signals SIGABRT, SIGILL, SIGTRAP, SIGSEGV and SIGBUS (in a
/// signal handler that restores and re-raises, so a crash still crashes, with the shell usable).
@MainActor
final class TerminalDevice {
    private var original: termios?
    private var sources: [any DispatchSourceProtocol] = []
    /// Where frames go; a failed write is kept, for the app to end and say why.
    let output = OutputDescriptor(STDOUT_FILENO, name: "the terminal")

    /// Whether both standard input and output are a terminal.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Switches to raw input and the alternate screen, with the cursor hidden, mouse wheel reports and
    /// bracketed paste on (`FatalSignalRestorer.enterSequence`), and starts delivering
    /// events: typed bytes, resizes, and a request to quit on SIGINT, SIGTERM or SIGHUP.
    func enter(
        input: @escaping @MainActor ([UInt8]) -> Void, resized: @escaping @MainActor () -> Void,
        quit: @escaping @MainActor (Int32) -> Void
    ) {
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { return }
        original = attributes
        FatalSignalRestorer.install(restoring: attributes)
        attributes.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        attributes.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &attributes.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 0
            controlCharacters[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: keys typed before the app was ready are read as typed, not thrown away.
        tcsetattr(STDIN_FILENO, TCSANOW, &attributes)
        write(FatalSignalRestorer.enterSequence)

        let reader = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        reader.setEventHandler { MainActor.assumeIsolated { input(Self.readAvailable()) } }
        sources.append(reader)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { MainActor.assumeIsolated { resized() } }
        sources.append(resize)
        for (signalNumber, status) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { quit(status) } }
            sources.append(source)
        }
        signal(SIGWINCH, SIG_IGN)
        for source in sources { source.resume() }
    }

    /// Shows the cursor, leaves the alternate screen and restores the input mode the shell had.
    func restore() {
        for source in sources { source.cancel() }
        sources.removeAll()
        // A signal ends the process again as it would without the app: Ctrl-C while the app finishes
        // a sync on its way out stops it at once, and the sync's edits stay queued for the next one.
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { signal(signalNumber, SIG_DFL) }
        guard var attributes = original else { return }
        original = nil
        write(FatalSignalRestorer.leaveSequence)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes)
    }

    /// Columns and rows.
    func size() -> FrameGeometry {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return FrameGeometry(columns: 80, rows: 24)
        }
        return FrameGeometry(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Writes `text` to the terminal; `false` once a write has failed (see `output.failure`).
    @discardableResult
    func write(_ text: String) -> Bool {
        output.write(text)
    }

    /// The bytes typed since the last call; never blocks (raw mode reads with VMIN and VTIME at 0).
    static func readAvailable() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : []
    }
}
