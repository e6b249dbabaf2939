/// Lets every job already waiting on the main actor run before the caller goes on.
///
/// The main actor runs its jobs in the order they were enqueued (it is the main dispatch queue), so
/// once a job enqueued now has run, every job enqueued before it, such as a pending `observe`
/// delivery or a task a gate just woke, has run too. Tests use it only to show that something did
/// *not* happen in reaction to an event, never to wait for something that should.
@MainActor
func drainMainActorQueue() async {
    await Task { @MainActor in }.value
}
