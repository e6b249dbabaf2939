import Foundation
import StrataNetworking

// StrataNetworkProbe: measurements of the networking layer that a unit test cannot make reliably,
// run by Scripts/measure-idle-cpu.sh. See ProbeCommand for the usage.

do {
    let command = try ProbeCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(await command.run() ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("StrataNetworkProbe: \(error)\n\n\(ProbeCommand.usage)\n".utf8))
    exit(2)
}
