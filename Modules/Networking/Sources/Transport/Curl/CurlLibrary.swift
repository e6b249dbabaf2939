#if canImport(CCurl)
    import CCurl

    /// libcurl's process-wide initialisation, which must happen once before any handle is made.
    enum CurlLibrary {
        /// Runs `curl_global_init` on first use. A `static let` is initialised exactly once, under a lock,
        /// whichever thread gets there first; libcurl reference-counts the call, so URLSession's own use of
        /// libcurl in the same process is unaffected.
        static let isInitialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
    }
#endif
