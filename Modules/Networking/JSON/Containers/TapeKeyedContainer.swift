/// A keyed container made from a decoder's target, with its key type as a primary associated type.
///
/// The primary associated type is what lets `KeyedContainerFactory` store the container type as
/// `any TapeKeyedContainer<Key>.Type` and still return a `KeyedDecodingContainer<Key>` when it opens it.
/// `SendableMetatype` lets factories, which hold such a metatype, be shared across threads.
protocol TapeKeyedContainer<Key>: KeyedDecodingContainerProtocol, SendableMetatype {
    associatedtype Key

    init(target: ContainerTarget)
}
