/// When each request was last fetched, for the "as of" time a stored copy is shown with.
protocol CacheMetadataStore: Sendable {
    /// Records fetches at once, each replacing what was known about the same request: a response and
    /// the entities it carries, which are then as fresh as it is.
    func record(_ entries: [CacheMetadata]) async throws(StorageError)
    /// What is known about the request, or `nil` when it was never fetched.
    func metadata(forKey requestKey: String) async throws(StorageError) -> CacheMetadata?
}
