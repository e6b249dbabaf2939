/// The factory the signed-in user's todos flow needs, implemented by the app's `TodosSceneDIContainer`.
@MainActor
public protocol TodosFlowCoordinatorDependencies: AnyObject {
    /// The signed-in user's own list, editable.
    func makeMyTodosViewModel() -> any MyTodosViewModel
}
