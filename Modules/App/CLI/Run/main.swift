import Foundation

StandardStreams.prepare()
let status = await StrataCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment
)
exit(status.rawValue)
