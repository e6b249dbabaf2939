/// The command line of `scaffold-scene`: `NAME [--singular SINGULAR]`, read strictly, so a typo is
/// refused rather than guessed at.
struct SceneOptions {
    /// The plural, lower-case resource name, as in `GET /NAME`.
    let name: String
    /// One of the resource, lower-case; `NAME` without its trailing "s" unless `--singular` says otherwise.
    let singular: String

    static let usage =
        "usage: swift package --allow-writing-to-package-directory scaffold-scene NAME [--singular SINGULAR]"

    init(parsing arguments: [String]) throws(ScaffoldError) {
        var names: [String] = []
        var singular: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--singular":
                guard let value = rest.popFirst() else {
                    throw ScaffoldError("--singular needs a value. \(Self.usage)")
                }
                singular = value
            case "-h", "--help":
                throw ScaffoldError(Self.usage)
            default:
                guard !argument.hasPrefix("-") else {
                    throw ScaffoldError("unknown option '\(argument)'. \(Self.usage)")
                }
                names.append(argument)
            }
        }
        guard names.count == 1, let name = names.first else {
            throw ScaffoldError("give exactly one resource NAME, such as 'widgets'. \(Self.usage)")
        }
        self.name = name
        self.singular = singular ?? (name.hasSuffix("s") ? String(name.dropLast()) : name)
    }
}
