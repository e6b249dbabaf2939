/// One part of a screen whose primary content loaded, such as a post's comments: the part itself, or
/// why it could not be loaded, so the screen shows every part that loaded and names each that did not.
public enum ContentPart<Value> {
    /// The part is shown.
    case loaded(Value)
    /// The part could not be loaded; the message names it and the request that failed.
    case failed(ErrorViewModel)

    /// The part, when it loaded.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }
}

extension ContentPart: Sendable where Value: Sendable {}
extension ContentPart: Equatable where Value: Equatable {}
extension ContentPart: Hashable where Value: Hashable {}
