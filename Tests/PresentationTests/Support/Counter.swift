import Observation
import StrataPresentation

/// The smallest observable model, for tests of the binding API itself.
@MainActor
@Observable
final class Counter {
    var value = 0
    var unrelated = 0
}

/// A screen as a UIKit-style front end writes one: it keeps the model and the token of its binding,
/// and renders every value it is handed.
@MainActor
final class CounterScreen {
    let counter: Counter
    private(set) var rendered: [Int] = []
    private var token: ObservationToken?

    init(counter: Counter) {
        self.counter = counter
        token = counter.observe(\.value) { [weak self] value in self?.rendered.append(value) }
    }
}
