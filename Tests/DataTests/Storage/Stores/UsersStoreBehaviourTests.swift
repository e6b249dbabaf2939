import StrataDomain
import StrataTestSupport
import Testing

@testable import StrataData

@Suite("Users store")
struct UsersStoreBehaviourTests {
    @Test("a user reads back with address, coordinate and company")
    func roundTrip() async throws {
        let store = SQLiteUsersStore(database: try await emptyStrataDatabase())
        let user = Fixtures.user(id: 1)

        try await store.save([user])

        #expect(try await store.user(id: 1) == user)
        #expect(try await store.user(id: 2) == nil)
    }

    @Test("a user without a coordinate keeps none")
    func noCoordinate() async throws {
        let store = SQLiteUsersStore(database: try await emptyStrataDatabase())
        let base = Fixtures.user(id: 3)
        let user = User(
            id: 3, name: base.name, username: base.username, email: base.email, phone: base.phone,
            website: base.website,
            address: Address(street: "s", suite: "u", city: "c", zipcode: "z", coordinate: nil),
            company: base.company
        )

        try await store.save([user])

        #expect(try await store.user(id: 3)?.address.coordinate == nil)
        #expect(try await store.user(id: 3) == user)
    }

    @Test("saving again replaces, and the list is in id order")
    func replacesAndLists() async throws {
        let store = SQLiteUsersStore(database: try await emptyStrataDatabase())
        try await store.save([Fixtures.user(id: 2), Fixtures.user(id: 1)])

        let renamed = Fixtures.user(id: 2)
        try await store.save([
            User(
                id: 2, name: "Renamed", username: renamed.username, email: renamed.email, phone: renamed.phone,
                website: renamed.website, address: renamed.address, company: renamed.company)
        ])

        #expect(try await store.users().map(\.id) == [1, 2])
        #expect(try await store.users().map(\.name) == ["Leanne Graham", "Renamed"])
    }
}
