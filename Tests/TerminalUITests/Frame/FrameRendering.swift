@testable import StrataTerminalUI

/// Draws a frame model to plain text, trailing spaces trimmed, for golden comparisons.
enum FrameRendering {
    static func text(_ model: FrameModel) -> String {
        FrameRenderer().render(model)
            .map { String($0.text.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
    }

    static func model(
        _ content: ScreenContent,
        columns: Int,
        rows: Int,
        breadcrumb: [String] = ["Posts"],
        signedInAs: String? = nil,
        selection: Int? = 0,
        status: String = "",
        position: String? = nil,
        hints: [KeyHelp] = [KeyHelp(keys: "Enter", action: "open"), KeyHelp(keys: "/", action: "search")]
    ) -> FrameModel {
        FrameModel(
            columns: columns, rows: rows, breadcrumb: breadcrumb, signedInAs: signedInAs,
            body: .screen(content, selection: selection, scrollTop: 0), statusLine: StyledLine(text: status),
            position: position, hints: hints, spinner: nil)
    }

    static let postsList: ScreenContent = {
        var content = ScreenContent(
            lines: ["Posts 1–3 of 100"],
            rows: [
                .init(text: "Sunt aut facere repellat provident occaecati excepturi", detail: ["Quia et suscipit"]),
                .init(text: "Qui est esse", detail: ["Est rerum tempore vitae"]),
                .init(text: "Ea molestias quasi exercitationem", detail: ["Et iusto sed quo iure"]),
            ],
            trailer: ["More on page 2"]
        )
        content.rowsAreItems = true
        return content
    }()
}
