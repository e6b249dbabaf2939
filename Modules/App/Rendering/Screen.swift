import StrataPresentation

/// A loaded screen, ready to render once: the view model's content captured after loading.
enum Screen {
    case postsList(title: String, page: Int, items: [PostsListItemViewModel], hasNextPage: Bool)
    case postDetails(PostDetailsContent)
}
