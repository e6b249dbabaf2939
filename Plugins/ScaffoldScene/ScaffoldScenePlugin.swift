import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory scaffold-scene NAME [--singular SINGULAR]`: writes
/// a list + details scene for the REST resource NAME (`GET /NAME`, `GET /NAME/ID`) across every layer,
/// with its tests and its registrations, in the shape of the scenes written by hand.
///
/// Everything is checked before anything is written (the names, the files, every anchor), so a refused
/// run leaves the package as it was; the new and edited Swift files are then put through `swift-format`
/// with the package's configuration, so a long name still lints.
@main
struct ScaffoldScenePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        // A refusal is thrown as it is: SwiftPM prints its description as the one `error:` line, and exits 1.
        let options = try SceneOptions(parsing: arguments)
        let plan = ScenePlan(SceneNames(name: options.name, singular: options.singular))
        let writes = try plan.prepare(in: root)
        for write in writes {
            try FileManager.default.createDirectory(
                at: write.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(write.text.utf8).write(to: write.url, options: .atomic)
        }
        let swiftFiles = writes.map(\.url).filter { $0.pathExtension == "swift" }
        try format(swiftFiles, root: root, context: context)
        print(summary(of: plan))
    }

    /// Formats what was written with the toolchain's `swift-format` and the package's `.swift-format`.
    private func format(_ files: [URL], root: URL, context: PluginContext) throws {
        guard let tool = try? context.tool(named: "swift-format") else {
            Diagnostics.warning("swift-format not found: run 'swift format --in-place' on the new files")
            return
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments =
            ["format", "--in-place", "--configuration", root.appendingPathComponent(".swift-format").path]
            + files.map(\.path)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.warning("swift-format exited \(process.terminationStatus); the files are written unformatted")
        }
    }

    private func summary(of plan: ScenePlan) -> String {
        let names = plan.names
        return """
            scaffold-scene: wrote the '\(names.name)' scene, entity \(names.entity) (singular '\(names.singular)'; \
            --singular changes it): \(plan.files.count) new files, \(plan.editedPaths.count) existing files \
            edited at their anchors:
            \(plan.editedPaths.map { "  " + $0 }.joined(separator: "\n"))
            Next: swift build --build-tests && swift test --filter '\(DeclaredNames(names).testFilter)'
              swift run strata open \(names.name) --base-url URL   (a server that serves /\(names.name))
              in the app: ':' then '\(names.name)', or swift run strata --route \(names.name) --base-url URL
            """
    }
}
