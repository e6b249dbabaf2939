/// Everything that can make the interactive app draw again. Nothing else does: with no key, no
/// resize, no change to what the frame showed and no spinner turning, the app sleeps.
enum TerminalEvent: Sendable {
    /// Bytes typed.
    case input([UInt8])
    /// Input has been quiet for a while after input number `count` left a sequence or paste open.
    case inputPaused(count: Int)
    /// The terminal changed size.
    case resized
    /// Something the last frame read changed; `generation` tells a stale notice from the current one.
    case changed(generation: Int)
    /// The spinner's next frame is due.
    case tick
    /// SIGINT, SIGTERM or SIGHUP: leave with this exit status.
    case quit(status: Int32)
}
