/// The plainest `Navigator`: it keeps the stack and the presented screen the coordinators build, and
/// nothing else. A front end with no display (`strata open`) renders its `visible` screen. (It is not
/// observable: a SwiftUI app would wrap it in an `@Observable` navigator of its own.)
@MainActor
public final class ScreenStack: Navigator {
    /// The screens pushed, root first.
    public private(set) var stack: [Screen] = []
    /// The screen shown above the stack, if any.
    public private(set) var presented: Screen?

    /// An empty stack; a coordinator sets its root.
    public init() {}

    /// The screen a user would see.
    public var visible: Screen? { presented ?? stack.last }

    /// Replaces everything with `screen`.
    public func setRoot(_ screen: Screen) {
        stack = [screen]
        presented = nil
    }

    /// Puts `screen` on top.
    public func push(_ screen: Screen) {
        stack.append(screen)
    }

    /// Shows `screen` above the stack.
    public func present(_ screen: Screen) {
        presented = screen
    }

    /// Removes the presented screen.
    public func dismiss() {
        presented = nil
    }
}
