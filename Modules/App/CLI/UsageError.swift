/// A command line that cannot run: reported on stderr with exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
