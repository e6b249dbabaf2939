/// Why the generator refused to run, in a sentence that names the cause and what to do; it is thrown
/// before anything is written, so a refusal always leaves the package as it was.
struct ScaffoldError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { "scaffold-scene: \(message); nothing was changed" }
}
