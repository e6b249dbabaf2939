import Testing

@testable import StrataApp

@Suite("ANSIFrameWriter")
struct ANSIFrameWriterTests {
    private let lines = [StyledLine(text: "header", style: .header), StyledLine(text: " › row", style: .selected)]

    @Test("with colour, styled lines get SGR codes and every line its own position")
    func colour() {
        #expect(
            ANSIFrameWriter(usesColor: true).draw(lines)
                == "\u{1B}[1;1H\u{1B}[7mheader\u{1B}[0m\u{1B}[2;1H\u{1B}[7m › row\u{1B}[0m")
    }

    @Test("with NO_COLOR, only the positions remain; the selection marker still shows")
    func noColour() {
        #expect(ANSIFrameWriter(usesColor: false).draw(lines) == "\u{1B}[1;1Hheader\u{1B}[2;1H › row")
    }
}
