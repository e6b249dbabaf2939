/// Six types that exist to tell generic types apart: `Tagged<Tag>.CodingKeys` is a key type of its
/// own for each, more key types than a nesting level keeps spare containers for.
enum SixTags {
    enum A {}
    enum B {}
    enum C {}
    enum D {}
    enum E {}
    enum F {}

    /// The six, in order; a generic function called with one opens it as its `Tag`.
    static let all: [Any.Type] = [A.self, B.self, C.self, D.self, E.self, F.self]
}
