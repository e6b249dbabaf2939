import Foundation

/// Identities of the types Foundation's `JSONDecoder` special-cases, compared against each `T`.
struct SpecialTypes {
    let date = ObjectIdentifier(Date.self)
    let data = ObjectIdentifier(Data.self)
    let url = ObjectIdentifier(URL.self)
    let decimal = ObjectIdentifier(Decimal.self)
}
