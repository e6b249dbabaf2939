import StrataPresentation

/// The verbs every screen answers to, dispatched to whichever view model or presenter drives it.
@MainActor
enum ScreenActions {
    /// Loads the screen's data unless it is loaded or loading already.
    static func load(_ screen: Screen) async {
        switch screen {
        case .postsList(let model): await model.load()
        case .postDetails(let model): await model.load()
        case .comments(let model): await model.load()
        case .searchPosts(let model): await model.load()
        case .usersList(let model): await model.load()
        case .userProfile(let presenter): await presenter.load()
        case .userPosts(let model): await model.load()
        case .todos(let model): await model.load()
        case .signIn(let model): await model.load()
        }
    }

    /// Loads the screen's data again, as `r` asks.
    static func refresh(_ screen: Screen) async {
        switch screen {
        case .postsList(let model): await model.refresh()
        case .postDetails(let model): await model.reload()
        case .comments(let model): await model.refresh()
        case .searchPosts(let model): await model.submit()
        case .usersList(let model): await model.refresh()
        case .userProfile(let presenter): await presenter.reload()
        case .userPosts(let model): await model.refresh()
        case .todos(let model): await model.refresh()
        case .signIn(let model): await model.refresh()
        }
    }

    /// Acts on the selected row, as Enter asks.
    static func activate(_ screen: Screen, row index: Int) async {
        switch screen {
        case .postsList(let model): model.didSelect(itemAt: index)
        case .postDetails(let model): index == 0 ? model.showComments() : model.showAuthor()
        case .comments: break
        case .searchPosts(let model):
            if model.state == .suggesting {
                await model.selectSuggestion(at: index)
            } else {
                model.didSelect(itemAt: index)
            }
        case .usersList(let model): model.didSelect(itemAt: index)
        case .userProfile(let presenter): index == 0 ? presenter.showPosts() : presenter.showTodos()
        case .userPosts(let model): model.didSelect(itemAt: index)
        case .todos: break
        case .signIn(let model): model.signIn(itemAt: index)
        }
    }
}
