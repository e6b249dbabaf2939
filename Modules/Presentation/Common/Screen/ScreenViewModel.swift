import Observation

/// The events every screen answers to, whatever it shows, so a front end loads and refreshes any
/// screen through one call instead of a `switch` over every screen.
@MainActor
public protocol ScreenViewModelInput: AnyObject {
    /// Call when the screen appears: loads its content unless it is loaded or loading already.
    func load() async
    /// Loads again, as a pull to refresh or `r` asks; content already shown stays until the new one arrives.
    func refresh() async
}

/// What every screen exposes to be drawn, whatever its content: a title and whether it is busy.
@MainActor
public protocol ScreenViewModelOutput: AnyObject, Observable {
    /// A short title for headers and breadcrumbs.
    var title: String { get }
    /// Whether anything loads, a background refresh behind loaded content included: a front end shows a spinner.
    var isLoading: Bool { get }
}

/// A screen's view model as a front end sees it before it knows which screen it is.
public typealias ScreenViewModel = ScreenViewModelInput & ScreenViewModelOutput
