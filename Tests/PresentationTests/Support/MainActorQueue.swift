/// Lets every job already waiting on the main actor run, and the jobs those start, for `rounds`
/// rounds, before the caller goes on.
///
/// The main actor runs its jobs in the order they were enqueued (it is the main dispatch queue), so
/// once a job enqueued now has run, every job enqueued before it, such as a pending `observe`
/// delivery or a task a gate just woke, has run too; each further round covers one more hop (a task
/// that starts another task). Tests use it only to show that something did *not* happen in reaction
/// to an event, never to wait for something that should: that is what gates and continuations are for.
@MainActor
func drainMainActorQueue(rounds: Int = 3) async {
    for _ in 0..<rounds {
        await Task { @MainActor in }.value
    }
}
