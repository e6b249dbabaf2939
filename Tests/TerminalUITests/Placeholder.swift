import Testing

@Test("the TerminalUITests target builds") func targetBuilds() { #expect(Bool(true)) }
