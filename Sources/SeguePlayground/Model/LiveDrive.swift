import SegueEngine

/// A live run of a transition's own code (`LiveRun`) on the playground's clock: the pane drives it
/// as it drives a session (`FingerDriven`). The run's clock is the playground's time plus the
/// set-up's, fixed at the first event; records come back on the playground's time.
///
/// Live runs are main-actor objects; the playground's run loop is on the main thread.
struct LiveDrive: FingerDriven {
    let run: any LiveRun
    /// The run's clock minus the playground's; nil before the first event.
    private(set) var offset: Double?
    /// How many of the run's records `handle` and `advance` have returned.
    private var returned = 0

    init(_ run: any LiveRun) { self.run = run }

    private mutating func runTime(_ time: Double) -> Double {
        let start = MainActor.assumeIsolated { run.startTime }
        if offset == nil { offset = start - time }
        return time + (offset ?? 0)
    }

    @discardableResult
    mutating func handle(_ event: TouchEvent) -> [InteractionSession.Record] {
        let shifted = TouchEvent(event.phase, at: event.position, time: runTime(event.time))
        MainActor.assumeIsolated { run.handle(shifted) }
        return takeNewRecords()
    }

    @discardableResult
    mutating func advance(to time: Double) -> [InteractionSession.Record] {
        let now = runTime(time)
        MainActor.assumeIsolated { run.advance(to: now) }
        return takeNewRecords()
    }

    /// The run's records not returned yet, on the playground's time.
    private mutating func takeNewRecords() -> [InteractionSession.Record] {
        let all = records
        defer { returned = all.count }
        return all.count > returned ? Array(all[returned...]) : []
    }

    /// What the code puts on screen now (the run is at the last tick).
    func scene(at time: Double) -> Scene { MainActor.assumeIsolated { run.scene() } }

    var records: [InteractionSession.Record] {
        let shift = offset ?? 0
        return MainActor.assumeIsolated { run.records }.map { record in
            var moved = record
            moved.time = record.time - shift
            return moved
        }
    }

    /// Where the code's transition stands (the run is at the last tick).
    var status: LiveStatus { MainActor.assumeIsolated { run.status } }

    var completedPosition: AnimatingPosition? { MainActor.assumeIsolated { run.completedPosition } }

    /// Whether the code's transition has begun and not completed (it may hang).
    var isRunning: Bool {
        completedPosition == nil && records.contains { if case .began = $0.event { true } else { false } }
    }
}
