extension TodosRemoteDataSource {
    /// Whether `failure`, of a request for one todo, means the server no longer has that todo: a 404 or
    /// 410 while the collection itself answers. Either status alone may mean a wrong base URL, which
    /// must never read as "gone".
    func saysGone(_ failure: RequestFailure) async -> Bool {
        guard case .network(.httpStatus(let status, _)) = failure.cause, status == 404 || status == 410 else {
            return false
        }
        do {
            try await probeCollection()
            return true
        } catch {
            return false
        }
    }
}
