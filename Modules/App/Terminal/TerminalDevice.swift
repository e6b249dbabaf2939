import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: raw input, the alternate screen, its size, and putting everything back.
///
/// Restoring is idempotent and also runs on SIGINT, SIGTERM and SIGHUP, so the user's shell is usable
/// after any way out of the app short of SIGKILL.
@MainActor
final class TerminalDevice {
    private var original: termios?
    private var signalSources: [any DispatchSourceSignal] = []

    /// Whether both standard input and output are a terminal.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Switches to raw, non-blocking input and the alternate screen, with the cursor hidden.
    func enter() {
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { return }
        original = attributes
        attributes.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        attributes.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &attributes.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 0
            controlCharacters[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        installSignalHandlers()
    }

    /// Shows the cursor, leaves the alternate screen and restores the input mode the shell had.
    func restore() {
        guard var attributes = original else { return }
        original = nil
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes)
    }

    /// Columns and rows, read on every frame, so a resize redraws without a SIGWINCH handler.
    func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The bytes typed since the last call; never blocks.
    func readAvailable() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : []
    }

    func write(_ text: String) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            remaining = remaining.dropFirst(written)
        }
    }

    private func installSignalHandlers() {
        for (signalNumber, status) in [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { self.restore() }
                exit(Int32(status))
            }
            source.resume()
            signalSources.append(source)
        }
    }
}

/// `write(2)`, named apart from `TerminalDevice.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
