import StrataDomain
import StrataTestSupport
import Testing

@testable import StrataData

@Suite("Users store contract")
struct UsersStoreContract {
    @Test("a user reads back with address, coordinate and company", arguments: StorageAdapter.allCases)
    func roundTrip(_ adapter: StorageAdapter) async throws {
        let store = try await adapter.usersStore()
        let user = Fixtures.user(id: 1)

        try await store.save([user])

        #expect(try await store.user(id: 1) == user)
        #expect(try await store.user(id: 2) == nil)
    }

    @Test("a user without a coordinate keeps none", arguments: StorageAdapter.allCases)
    func noCoordinate(_ adapter: StorageAdapter) async throws {
        let store = try await adapter.usersStore()
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

    @Test("saving again replaces, and the list is in id order", arguments: StorageAdapter.allCases)
    func replacesAndLists(_ adapter: StorageAdapter) async throws {
        let store = try await adapter.usersStore()
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
