import Foundation

/// One JSON document the benchmark decodes, with what it holds.
struct Payload: Sendable {
    /// Short name used in case names and the table, such as `posts-10k`.
    let name: String
    let data: Data
    /// How many top-level records the document holds (for objects/s).
    let objectCount: Int
}
