/// A line of feedback in the status bar: why a key did nothing, or what an action did.
struct StatusMessage: Equatable {
    enum Tone: Equatable {
        case info
        case problem
    }

    let text: String
    var tone: Tone = .info

    /// A key the screen does not use.
    static func unused(_ key: Key) -> StatusMessage {
        StatusMessage(text: "That key does nothing here — press ? for this screen's keys")
    }
}
