/// One immutable snapshot of a decoder's settings, shared by every decode that starts while it is
/// current.
///
/// Setting a property of `StrataJSONDecoder` makes a new snapshot; a decode takes a reference to the
/// current one, which costs one retain rather than a copy of every strategy, and what the settings
/// mean for the parser and the key lookup is worked out here once rather than once per document.
final class DecodingSettings: Sendable {
    let options: DecodingOptions
    /// How document keys are compared with `CodingKey`s.
    let keyMode: TapeStorage.KeyMode
    /// The strings `.convertFromString` reads as infinities and NaN, if that strategy is set.
    let nonConformingFloats: TapeStorage.NonConformingFloats?
    let assumesTopLevelDictionary: Bool
    /// Whether byte-order marks, UTF-16 and UTF-32 are accepted (everything but strict RFC 8259).
    let detectsEncoding: Bool
    /// Whether `[1,]` and `{"a":1,}` are accepted, as Foundation accepts them.
    let allowsTrailingCommas: Bool
    let maximumDepth: Int

    init(_ options: DecodingOptions) {
        self.options = options
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: keyMode = .exact
        case .convertFromSnakeCase: keyMode = .snakeCase
        case .custom: keyMode = .custom
        }
        if case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy {
            nonConformingFloats = (positive, negative, nan)
        } else {
            nonConformingFloats = nil
        }
        assumesTopLevelDictionary = options.assumesTopLevelDictionary
        detectsEncoding = options.allowsJSON5 || !options.strictRFC8259
        allowsTrailingCommas = !options.strictRFC8259
        maximumDepth = max(options.maximumDepth, 0)
    }
}
