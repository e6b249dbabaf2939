/// When each request was last fetched, and with which ETag.
public protocol CacheMetadataStore: Sendable {
    /// Records a fetch, replacing what was known about the same request.
    func record(_ metadata: CacheMetadata) async throws(StorageError)
    /// What is known about the request, or `nil` when it was never fetched.
    func metadata(forKey requestKey: String) async throws(StorageError) -> CacheMetadata?
    /// Forgets the request, so the next read goes to the network.
    func removeMetadata(forKey requestKey: String) async throws(StorageError)
}
