import StrataDomain

/// Owns navigation inside the posts scene: list, details, comments and search.
///
/// It holds its scene container, so when the flow finishes and `AppFlowCoordinator` lets go of it, the
/// container and every view model it made are released too.
@MainActor
public final class PostsFlowCoordinator: FlowCoordinator {
    /// Where the flow hands over to another flow.
    public struct Actions {
        /// Opens a user's profile, which the users flow owns; the app coordinator starts that flow.
        public var showUser: @MainActor (User.ID) -> Void

        /// Set by `AppFlowCoordinator`, which owns the flows handed over to.
        public init(showUser: @escaping @MainActor (User.ID) -> Void) {
            self.showUser = showUser
        }
    }

    /// The screens this flow showed.
    public let navigation: FlowNavigation
    private let dependencies: any PostsFlowCoordinatorDependencies
    private let actions: Actions

    /// Holds `navigator` weakly; nothing shows until `start(at:asRoot:)`.
    public init(navigator: any Navigator, dependencies: any PostsFlowCoordinatorDependencies, actions: Actions) {
        navigation = FlowNavigation(navigator)
        self.dependencies = dependencies
        self.actions = actions
    }

    /// Shows the screens `route` names. As the root flow, the posts list goes underneath, so Back
    /// always has somewhere to go; pushed from another flow, only the named screen is shown.
    public func start(at route: PostsRoute, asRoot: Bool) {
        switch route {
        case .list(let page):
            navigation.setRoot(.postsList(makeList(firstPage: page)))
        case .details(let postID):
            if asRoot { navigation.setRoot(.postsList(makeList(firstPage: 1))) }
            showDetails(postID)
        case .comments(let postID):
            if asRoot {
                navigation.setRoot(.postsList(makeList(firstPage: 1)))
                showDetails(postID)
            }
            showComments(postID)
        case .search(let query):
            if asRoot { navigation.setRoot(.postsList(makeList(firstPage: 1))) }
            showSearch(query: query)
        }
    }

    private func makeList(firstPage: Int) -> any PostsListViewModel {
        dependencies.makePostsListViewModel(
            firstPage: PageRequest(number: firstPage),
            actions: PostsListViewModelActions(
                showPostDetails: { [weak self] in self?.showDetails($0) },
                showSearch: { [weak self] in self?.showSearch(query: "") }
            )
        )
    }

    private func showDetails(_ postID: Post.ID) {
        let actions = PostDetailsViewModelActions(
            showAuthor: { [weak self] in self?.actions.showUser($0) },
            showComments: { [weak self] in self?.showComments($0) }
        )
        navigation.push(.postDetails(dependencies.makePostDetailsViewModel(postID: postID, actions: actions)))
    }

    private func showComments(_ postID: Post.ID) {
        navigation.push(.comments(dependencies.makeCommentsViewModel(postID: postID)))
    }

    private func showSearch(query: String) {
        let actions = SearchPostsViewModelActions(
            showPostDetails: { [weak self] in self?.showDetails($0) },
            showRecentSearches: { [weak self] in self?.showRecentSearches(didSelect: $0) }
        )
        navigation.push(.searchPosts(dependencies.makeSearchPostsViewModel(initialQuery: query, actions: actions)))
    }

    /// Shows the recent searches over the search screen that asked, handing them that screen's
    /// `didSelect`, as the reference app's coordinator hands its movies list's `didSelect` to the query
    /// suggestions: a pick closes the recent searches and searches in the screen that asked, and
    /// neither screen knows the other's type.
    private func showRecentSearches(didSelect: @escaping @MainActor (String) async -> Void) {
        let screen = dependencies.makeRecentSearchesViewModel(didPick: { [weak self] query in
            self?.navigation.dismiss()
            await didSelect(query)
        })
        navigation.present(.recentSearches(screen))
    }
}
