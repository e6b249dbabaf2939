/// When each request was last fetched, for the "as of" time a stored copy is shown with.
protocol CacheMetadataStore: Sendable {
    /// Records a fetch, replacing what was known about the same request.
    func record(_ metadata: CacheMetadata) async throws(StorageError)
    /// What is known about the request, or `nil` when it was never fetched.
    func metadata(forKey requestKey: String) async throws(StorageError) -> CacheMetadata?
}
