import Testing

@Test("the CLITests target builds") func targetBuilds() { #expect(Bool(true)) }
