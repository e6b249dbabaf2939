import Observation
import StrataDomain
import StrataPresentation

/// A posts list that is nothing but its outputs and a record of its inputs, so a screen view can be
/// tested with no use case, repository or server behind it.
@MainActor
@Observable
final class FakePostsListViewModel: PostsListViewModel {
    let title = "Posts"
    var state: PostsListState = .idle
    var isLoading = false
    private(set) var selected: [Int] = []
    private(set) var reached: [Int] = []

    func load() async {}
    func refresh() async {}
    func loadNextPage() async {}
    func loadAllPages() async {}
    func didReach(itemAt index: Int) async { reached.append(index) }
    func didSelect(itemAt index: Int) { selected.append(index) }
    func showSearch() {}
}
