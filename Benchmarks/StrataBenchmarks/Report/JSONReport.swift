import Foundation

/// Every figure of a run, machine-readable, for `--json PATH`.
struct JSONReport: Encodable {
    let machine: MachineDescription
    let quick: Bool
    let samplesPerVariant: Int
    let cases: [CaseResult]
    let mappingShares: [MappingShare]

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}
