import Foundation

/// Everything a decode call reads from its `StrataJSONDecoder`, held in a `DecodingSettings` snapshot
/// that is made anew whenever a setting changes and that a decode only retains.
///
/// One snapshot per call is what makes the decoder safe to configure on one thread while another
/// decodes: a decode sees either the old or the new settings, never half of each.
struct DecodingOptions: Sendable {
    /// Foundation keeps `assumesTopLevelDictionary` in `userInfo` under this key, so the `userInfo` a
    /// `Decodable` sees is the same with either decoder.
    static let assumesTopLevelDictionaryKey = CodingUserInfoKey(rawValue: "_NSAssumesTopLevelDictionaryJSON5")!

    var keyDecodingStrategy: StrataJSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var dateDecodingStrategy: StrataJSONDecoder.DateDecodingStrategy = .deferredToDate
    var dataDecodingStrategy: StrataJSONDecoder.DataDecodingStrategy = .base64
    var nonConformingFloatDecodingStrategy: StrataJSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var allowsJSON5 = false
    var strictRFC8259 = false
    var maximumDepth = 512

    var assumesTopLevelDictionary: Bool {
        userInfo[Self.assumesTopLevelDictionaryKey] as? Bool ?? false
    }
}
