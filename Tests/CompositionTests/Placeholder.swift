import Testing

@Test("the CompositionTests target builds") func targetBuilds() { #expect(Bool(true)) }
