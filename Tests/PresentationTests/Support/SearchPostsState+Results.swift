import StrataPresentation

extension SearchPostsState {
    /// The results shown, when results are shown.
    var results: SearchResults? {
        if case .results(let results) = self { results } else { nil }
    }
}
