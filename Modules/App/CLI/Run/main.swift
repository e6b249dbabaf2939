import Foundation

StandardStreams.prepare()
let status: ExitCode
switch ProcessInput.arguments() {
case .success(let arguments):
    status = await StrataCommand.run(arguments: arguments, environment: ProcessInfo.processInfo.environment)
case .failure(let error):
    ConsoleOutput.standard.writeError(lines: error.lines)
    status = .usage
}
exit(status.rawValue)
