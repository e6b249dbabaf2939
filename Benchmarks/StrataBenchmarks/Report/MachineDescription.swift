import Foundation

/// What the figures were measured on, printed above the table and written to the JSON report.
struct MachineDescription: Encodable {
    let cpu: String
    let cores: Int
    let buildConfiguration: String
    let operatingSystem: String

    static func current() -> MachineDescription {
        #if DEBUG
            let configuration = "debug"
        #else
            let configuration = "release"
        #endif
        return MachineDescription(
            cpu: cpuModel() ?? "unknown CPU",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            buildConfiguration: configuration,
            operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString)
    }

    /// The `model name` line of `/proc/cpuinfo`, where there is one (Linux).
    private static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
