import Testing

@testable import StrataTerminalUI

@Suite("HelpPage")
struct HelpPageTests {
    private let page = HelpPage(sections: [
        HelpPage.Section(
            title: "Posts",
            keys: [
                KeyHelp(keys: "Enter", action: "open"),
                KeyHelp(keys: "PgUp/PgDn Ctrl-U/Ctrl-D", action: "a page or half a page"),
                KeyHelp(keys: "m", action: "the status line's message in full, when it is cut"),
            ])
    ])

    @Test("a description that wraps continues under itself, never under the keys")
    func hangingIndent() throws {
        let lines = page.lines(width: 40).map(\.text)

        let message = try #require(lines.firstIndex { $0.hasPrefix("   m ") })
        let description = try #require(lines[message].range(of: "the status"))
        let column = lines[message].distance(from: lines[message].startIndex, to: description.lowerBound)
        #expect(lines[0].hasPrefix(" Posts:"))
        #expect(lines[1] == "   Enter  open")
        #expect(lines[message + 1].prefix(column).allSatisfy { $0 == " " }, "\(lines)")
        #expect(lines[message + 1].dropFirst(column).first != " ", "\(lines)")
    }

    @Test("keys too wide for the column get a line of their own, the description under it in the column")
    func wideKeys() throws {
        let lines = page.lines(width: 40).map(\.text)

        let keysLine = try #require(lines.firstIndex { $0.hasPrefix("   PgUp/PgDn Ctrl-U/Ctrl-D") })
        #expect(lines[keysLine + 1].hasPrefix("          a page or half a page"), "\(lines)")
    }

    @Test("at every width from 20 to 120 no line is wider than the frame")
    func fits() {
        for width in 20...120 {
            #expect(page.lines(width: width).allSatisfy { TextLayout.width($0.text) <= width }, "\(width)")
        }
    }
}
