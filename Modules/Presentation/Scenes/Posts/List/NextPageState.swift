import StrataDomain

/// What follows the rows a list shows: nothing, a page to load, one loading, or one that failed.
public enum NextPageState: Hashable, Sendable {
    /// The last page is shown.
    case end
    /// `page` can be loaded; reaching the last row loads it.
    case available(PageRequest)
    /// `page` is loading; the rows above stay.
    case loading(PageRequest)
    /// `page` failed to load; the rows above stay and a retry loads it again.
    case failed(PageRequest, ErrorViewModel)

    /// The page after `page`, when the source says there is one.
    init(after page: Page<Post>) {
        if page.hasNextPage, let next = page.request.next {
            self = .available(next)
        } else {
            self = .end
        }
    }

    /// The page a load would ask for: an available one, or one whose load failed.
    var loadable: PageRequest? {
        switch self {
        case .available(let page), .failed(let page, _): page
        case .end, .loading: nil
        }
    }
}
