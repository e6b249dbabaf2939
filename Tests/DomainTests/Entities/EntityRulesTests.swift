import Foundation
import StrataDomain
import Testing

@Suite("Entity rules")
struct EntityRulesTests {
    @Test(
        "a coordinate outside Earth's ranges does not exist",
        arguments: [(91.0, 0.0), (-90.5, 0.0), (0.0, 180.1), (0.0, -181.0), (Double.nan, 0.0), (0.0, Double.infinity)]
    )
    func rejectsOutOfRangeCoordinates(latitude: Double, longitude: Double) {
        #expect(GeoCoordinate(latitude: latitude, longitude: longitude) == nil)
    }

    @Test("a coordinate on the edges of the ranges is kept exactly")
    func keepsEdgeCoordinates() {
        let coordinate = GeoCoordinate(latitude: -90, longitude: 180)
        #expect(coordinate?.latitude == -90)
        #expect(coordinate?.longitude == 180)
    }

    @Test("page requests are clamped to sensible numbers and sizes")
    func clampsPageRequests() {
        #expect(PageRequest(number: 0, size: 0) == PageRequest(number: 1, size: 1))
        #expect(PageRequest(number: -5, size: 500).size == 100)
        #expect(PageRequest(number: 2, size: 20).next == PageRequest(number: 3, size: 20))
    }
}

@Suite("Freshness")
struct FreshnessTests {
    @Test("combining keeps the least current: offline beats stored beats current")
    func combines() {
        let offline = Freshness.offline(asOf: nil, cause: .timedOut)
        #expect(Freshness.current.combined(with: .current) == .current)
        #expect(Freshness.current.combined(with: .stored(asOf: nil)) == .stored(asOf: nil))
        #expect(Freshness.stored(asOf: nil).combined(with: offline) == offline)
        #expect(offline.combined(with: .current) == offline)
        let early = Date(timeIntervalSince1970: 100)
        let late = Date(timeIntervalSince1970: 200)
        #expect(Freshness.stored(asOf: late).combined(with: .stored(asOf: early)) == .stored(asOf: early))
        #expect(Freshness.stored(asOf: late).combined(with: .stored(asOf: nil)) == .stored(asOf: nil))
        #expect(
            Freshness.offline(asOf: early, cause: .timedOut).combined(with: .offline(asOf: late, cause: .cancelled))
                == .offline(asOf: early, cause: .timedOut))
    }
}
