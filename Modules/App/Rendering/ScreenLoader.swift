import StrataDomain
import StrataPresentation

/// Builds the view model a route names, loads it, and captures the result: the one-shot counterpart
/// of the interactive front end, driving the very same view models.
@MainActor
struct ScreenLoader {
    let posts: PostsSceneDIContainer

    func load(_ route: Route) async -> Result<Screen, ErrorViewModel> {
        switch route {
        case .posts(let page):
            let viewModel = posts.makePostsListViewModel(firstPage: PageRequest(number: page))
            await viewModel.load()
            switch viewModel.state {
            case .loaded:
                return .success(
                    .postsList(
                        title: viewModel.title, page: page, items: viewModel.items, hasNextPage: viewModel.hasNextPage)
                )
            case .error(let error):
                return .failure(error)
            case .idle, .loading:
                return .failure(ErrorViewModel(message: "The posts did not load", isRetryable: true))
            }
        case .post(let id):
            let viewModel = posts.makePostDetailsViewModel(postID: id)
            await viewModel.load()
            switch viewModel.state {
            case .loaded(let content):
                return .success(.postDetails(content))
            case .error(let error):
                return .failure(error)
            case .idle, .loading:
                return .failure(ErrorViewModel(message: "The post did not load", isRetryable: true))
            }
        }
    }
}
