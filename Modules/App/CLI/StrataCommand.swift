import Foundation
import StrataDomain
import StrataNetworking
import StrataPresentation

/// Runs one invocation of the executable and returns its exit status.
@MainActor
enum StrataCommand {
    enum ExitStatus: Int32 {
        case success = 0
        case failure = 1
        case usage = 2
    }

    static func run(
        arguments: [String],
        environment: [String: String],
        output: ConsoleOutput = .standard,
        transport: (any HTTPTransport)? = nil
    ) async -> ExitStatus {
        let invocation: CommandLineParser.Invocation
        do {
            invocation = try CommandLineParser.parse(arguments, environment: environment)
        } catch {
            output.writeError("strata: \(error.message)\nRun 'strata --help' for usage.\n")
            return .usage
        }

        switch invocation.command {
        case .help:
            output.write(HelpText.usage + "\n")
            return .success
        case .version:
            output.write(HelpText.version + "\n")
            return .success
        case .open(let route, let format):
            let container = AppDIContainer(
                configuration: invocation.configuration,
                transport: transport ?? HTTPTransports.platformDefault()
            )
            let screen = await ScreenLoader(posts: container.makePostsSceneDIContainer()).load(route)
            switch screen {
            case .failure(let error):
                output.writeError("strata: \(error.message)\n")
                return .failure
            case .success(let screen):
                output.write(format == .json ? JSONScreenRenderer.render(screen) : TextScreenRenderer.render(screen))
                return .success
            }
        }
    }
}
