import StrataPresentation

/// Which keys the visible screen offers right now, for the hints line and for `?`: one list, so the
/// two never disagree, and never a key that does nothing here (Esc on the first screen, `u` on the
/// users list, a screen's own keys on a screen that failed to load).
@MainActor
struct KeyOffers {
    let entry: ScreenEntry
    let content: ScreenContent
    let selected: Int?
    let canGoBack: Bool
    let isSignedIn: Bool

    /// The screen's own keys as they apply now. A screen that failed to load has nothing to act on:
    /// it offers a retry when one can help, and the global keys still work.
    var screenKeys: [KeyHelp] {
        if case .failed(let error) = content.status {
            return error.isRetryable ? [KeyHelp(keys: "r", action: "retry")] : []
        }
        return entry.view.keys(selected: selected)
    }

    /// The screen's keys, then the global ones that do something here, most important first: the
    /// hints line shows as many as fit and so drops the last ones first as the width shrinks.
    var hints: [KeyHelp] {
        let own = screenKeys
        return own + globalHints.filter { global in !own.contains { $0.keys == global.keys } }
    }

    /// The help `?` shows: the screen's keys, then everything that works everywhere.
    var helpPage: HelpPage {
        let own = screenKeys
        let everywhere = HelpPage.Section(title: "Everywhere", keys: GlobalKeys.help)
        guard !own.isEmpty else { return HelpPage(sections: [everywhere]) }
        return HelpPage(sections: [HelpPage.Section(title: entry.screen.title, keys: own), everywhere])
    }

    /// Back, search, the places `u`, `t` and `p` go and the session key, then quit; a key that would
    /// open the screen already shown is left out.
    private var globalHints: [KeyHelp] {
        var hints: [KeyHelp] = []
        if canGoBack { hints.append(KeyHelp(keys: "Esc", action: "back")) }
        hints.append(KeyHelp(keys: "/", action: "search"))
        if !shows(.usersList) { hints.append(KeyHelp(keys: "u", action: "users")) }
        if !shows(.myTodos) { hints.append(KeyHelp(keys: "t", action: "my todos")) }
        hints.append(KeyHelp(keys: "s", action: isSignedIn ? "sign out" : "sign in"))
        if !shows(.postsList) { hints.append(KeyHelp(keys: "p", action: "posts")) }
        hints.append(KeyHelp(keys: "q", action: "quit"))
        return hints
    }

    private enum Place {
        case postsList, usersList, myTodos
    }

    private func shows(_ place: Place) -> Bool {
        switch (place, entry.screen) {
        case (.postsList, .postsList), (.usersList, .usersList), (.myTodos, .myTodos): true
        default: false
        }
    }
}
