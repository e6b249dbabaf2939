import Testing

@Test("the PresentationTests target builds") func targetBuilds() { #expect(Bool(true)) }
