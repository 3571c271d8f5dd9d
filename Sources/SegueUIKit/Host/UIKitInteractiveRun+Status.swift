import SegueEngine

/// The code's figures for the inspector (docs/uikit-layer.md, "A live run"): the phase from the
/// context's calls, what drives the views (the percent-driven controller's path, or the code's own
/// controller), and the fraction complete as those objects stand now.
extension UIKitInteractiveRun {
    /// Where the transition stands now, as the code's objects say.
    public var status: LiveStatus {
        guard let record else { return .idle }
        let phase: LiveStatus.Phase
        switch state {
        case .idle: return .idle
        case .interactive: phase = .interactive
        case .running: phase = .running(towardEnd: host.interactionPhase(of: record.context) != .cancelling)
        case .completed(let finished): phase = .completed(finished: finished)
        }
        let driver: LiveStatus.Driver
        let fraction: Double
        let controller = record.context.interactionController
        if case .completed(let finished) = phase {
            driver = Self.driver(of: controller, at: host.now)?.driver ?? (controller == nil ? .animations : .custom)
            fraction = finished ? 1 : 0
        } else if let driving = Self.driver(of: controller, at: host.now) {
            (driver, fraction) = driving
        } else if controller != nil {
            // A controller of the code's own: the last progress it reported is all UIKit knows.
            driver = .custom
            fraction = Double(record.context.percentComplete)
        } else {
            driver = .animations
            fraction = record.duration > 0 ? ((host.now - record.started) / record.duration).clamped(to: 0...1) : 1
        }
        return LiveStatus(phase: phase, driver: driver, fractionComplete: fraction, duration: record.duration)
    }

    private static func driver(of controller: UIViewControllerInteractiveTransitioning?, at now: Double) -> (
        driver: LiveStatus.Driver, fraction: Double
    )? {
        (controller as? UIPercentDrivenInteractiveTransition)?.driving(at: now)
    }
}
