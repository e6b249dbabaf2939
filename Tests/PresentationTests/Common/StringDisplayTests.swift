import Testing

@testable import StrataPresentation

@Suite("Display text")
struct StringDisplayTests {
    @Test(
        "sentence case capitalises the first letter only, in ASCII and beyond",
        arguments: [
            ("sunt aut facere", "Sunt aut facere"), ("Already", "Already"), ("", ""), ("1 thing", "1 thing"),
            ("élan vital", "Élan vital"), ("ßtraße", "SStraße"),
        ]
    )
    func sentenceCase(text: String, expected: String) {
        #expect(text.sentenceCased == expected)
    }

    @Test(
        "the first line stops at any line break",
        arguments: [
            ("quia et\nsuscipit", "quia et"), ("one\r\ntwo", "one"), ("single", "single"), ("", ""),
            ("para\u{2029}graph", "para"),
        ]
    )
    func firstLine(text: String, expected: String) {
        #expect(text.firstLine == expected)
    }
}
