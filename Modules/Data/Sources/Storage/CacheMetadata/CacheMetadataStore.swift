/// When each request was last fetched, for the "as of" time a stored copy is shown with.
protocol CacheMetadataStore: Sendable {
    /// Records a fetch, replacing what was known about the same request.
    func record(_ metadata: CacheMetadata) async throws(StorageError)
    /// What is known about the request, or `nil` when it was never fetched.
    func metadata(forKey requestKey: String) async throws(StorageError) -> CacheMetadata?
    /// Forgets when the request was fetched, so its stored copy shows no "as of" time. Reads never consult
    /// this metadata to choose a source, so the next read still follows its policy.
    func removeMetadata(forKey requestKey: String) async throws(StorageError)
}
