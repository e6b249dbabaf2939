/// One local change that discarding a todo's unsynced state gave up, so a command or a screen can say
/// exactly what was lost.
public enum DiscardedChange: Hashable, Sendable {
    /// The todo existed only on this device (or the server no longer has it); it is gone.
    case todo(title: String)
    /// A new title the server refused or did not keep; the todo takes the server's title, unless a later
    /// rename still waits to be sent.
    case title(String)
    /// A completion the server refused or did not keep; the todo takes the server's, unless a later
    /// toggle still waits to be sent.
    case completion(Bool)
    /// A deletion the server refused; the todo is back on the list.
    case deletion
}
