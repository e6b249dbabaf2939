import Foundation
import Testing

@testable import StrataJSON

/// An array is decoded in one loop over the tape only once its type has been cast to `DecodableArray`,
/// and that cast, cold, costs a command-line tool's first decode more than the rest of it; so a short
/// array of a type the process has not met goes through `Array.init(from:)` instead. Both ways must
/// give Foundation's values and errors, and the cast must be made when it pays.
@Suite("Arrays decoded before and after their type's cast")
struct ArrayCastTests {
    // Types of this suite alone, so no other test has made the process meet them.
    struct Point: Decodable, Equatable {
        let x: Int
        let y: Int
    }
    struct Label: Decodable, Equatable { let name: String }
    struct Tag: Decodable, Equatable { let id: Int }

    @Test("a short array of a new type is left uncast, cast when the type comes again, and a long one at once")
    func castWhenItPays() {
        var casts = DecodableCasts()
        #expect(casts.array([Label].self, count: 3) == nil)
        #expect(casts.array([Label].self, count: 3) != nil)
        var long = DecodableCasts()
        #expect(long.array([Tag].self, count: 64) != nil)
        #expect(long.array(Label.self, count: 64) == nil)
    }

    @Test("the same documents decode alike on the first sight of their type and after, errors included")
    func firstSightAndAfter() throws {
        let good = #"[{"x": 1, "y": 2}, {"x": 3, "y": 4}]"#
        let bad = #"[{"x": 1, "y": 2}, {"x": 3}, {"x": "5", "y": 6}]"#
        let empty = "[]"
        for round in 0..<3 {
            #expect(try strata([Point].self, good) == (try foundation([Point].self, good)), "round \(round)")
            #expect(try strata([Point].self, empty) == [], "round \(round)")
            let strataError = caught { _ = try strata([Point].self, bad) }
            let foundationError = caught { _ = try foundation([Point].self, bad) }
            #expect(kindOf(strataError) == kindOf(foundationError), "round \(round)")
            #expect(pathOf(strataError) == pathOf(foundationError), "round \(round)")
        }
    }
}
