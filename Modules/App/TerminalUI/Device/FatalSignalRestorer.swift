#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back when the process dies of a fatal signal (SIGABRT, SIGILL, SIGTRAP,
/// SIGSEGV, SIGBUS: a trap, a failed precondition, a crash), then lets the signal do what it would
/// have done: the handler restores the input mode and the screen, resets itself and re-raises.
///
/// A signal handler may only call async-signal-safe functions (`write`, `tcsetattr`, `signal`,
/// `raise`) and may not allocate or take locks, so everything it needs is prepared at install time.
enum FatalSignalRestorer {
    static let signals = [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS]
    /// Alternate screen on, cursor hidden, screen cleared; then mouse reports in SGR form (1000: presses
    /// and the wheel, 1006: as `ESC [ <` text rather than raw bytes) and bracketed paste (2004), so a
    /// wheel notch and a paste arrive as what they are instead of as keys.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
    /// Bracketed paste and mouse reports off, attributes off, cursor shown, alternate screen off: the
    /// shell gets back a terminal that neither reports the mouse nor brackets what is pasted into it.
    static let leaveSequence =
        "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Saves `attributes` for the handler and installs it for every fatal signal.
    static func install(restoring attributes: termios) {
        saved.attributes = attributes
        saved.isArmed = true
        for signalNumber in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = restoreAndReraise
            #else
                action.__sigaction_handler.sa_handler = restoreAndReraise
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signalNumber, &action, nil)
        }
    }
}

/// What the handler restores, written once by `install` on the main thread before any handler is
/// installed, and only read afterwards (by the handler, on whichever thread faults).
private struct SavedTerminal {
    var attributes = termios()
    var isArmed = false
    /// The leave sequence's bytes, allocated once so the handler never allocates.
    let leaveBytes: [UInt8] = Array(FatalSignalRestorer.leaveSequence.utf8)
}

// nonisolated(unsafe) is safe here: `install` writes it on the main thread strictly before `sigaction`
// makes the handler reachable, and nothing writes it afterwards; the handler only reads it. A read
// racing the one-time write is impossible because the handler cannot run before it is installed.
nonisolated(unsafe) private var saved = SavedTerminal()

/// The handler: restore, then die of the same signal with the default action (SA_RESETHAND reset it).
private let restoreAndReraise: @convention(c) (Int32) -> Void = { signalNumber in
    guard saved.isArmed else {
        raise(signalNumber)
        return
    }
    saved.leaveBytes.withUnsafeBytes { bytes in
        _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
    }
    var attributes = saved.attributes
    tcsetattr(STDIN_FILENO, TCSANOW, &attributes)
    raise(signalNumber)
}
