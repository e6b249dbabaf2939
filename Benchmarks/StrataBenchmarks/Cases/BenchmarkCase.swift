/// One comparison the suite makes: a baseline and a candidate doing the same job on one payload.
struct BenchmarkCase {
    /// Which step of the data path the case measures.
    enum Kind: String, Sendable {
        case decode
        case mapping
        case endToEnd = "end-to-end"
    }

    /// One side of the comparison.
    struct Variant {
        let label: String
        /// Does the work once and returns a checksum of the result.
        let run: () throws -> Int
    }

    let kind: Kind
    let payload: Payload
    let baseline: Variant
    let candidate: Variant

    /// What `--filter` matches and the progress line shows, such as `decode users-5k`.
    var name: String { "\(kind.rawValue) \(payload.name)" }
}
