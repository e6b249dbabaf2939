// `Screen` and its cases are declared with the other registrations, in `Flows/App/Registrations.swift`;
// this is what every screen has in common.

extension Screen {
    /// Identifies the screen by its view model, so a navigator can report which one the user left.
    public var id: ObjectIdentifier { ObjectIdentifier(viewModel) }

    /// A short title for headers and breadcrumbs.
    public var title: String { viewModel.title }
}
