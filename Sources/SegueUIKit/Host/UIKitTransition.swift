import SegueEngine

/// A transition written in UIKit, played by Segue: built from a scenario the way an app shows one
/// (docs/uikit-layer.md, "Playing it"). The scenario sets up the window and returns the trigger:
///
/// ```swift
/// UIKitTransition(name: "trolley", operation: .present) { window in
///     let root = UIViewController()
///     window.rootViewController = root
///     let alert = UIViewController()
///     alert.modalPresentationStyle = .custom
///     alert.transitioningDelegate = trolley
///     return { root.present(alert, animated: true) }
/// }
/// ```
///
/// Segue runs the set-up, then the trigger, on a host's virtual clock, and UIKit's machinery runs
/// as in UIKit: delegate, animator, `animateTransition(using:)`, completions, `completeTransition(_:)`.
/// The animations it captures become the transition's tracks. The trigger always takes the step
/// forward (present, push, select another tab). For `.dismiss`, `.pop` and `.tabBack` that step runs
/// without animation in the set-up, and Segue then plays the step back: it dismisses what the
/// trigger presented, pops what it pushed, or selects the tab it left.
///
/// What UIKit ignores or logs is in `log` and never stops the capture; a transition that does not
/// call `completeTransition(_:)` within its duration plus 10 s of virtual time has a `failure`.
public struct UIKitTransition: Transition {
    /// The set-up: given the window, it makes the controllers and returns the trigger.
    public typealias Scenario = @MainActor @Sendable (UIWindow) -> @MainActor () -> Void

    /// The name the playground lists it by.
    public let name: String
    /// The operation it plays.
    public let operation: TransitionOperation
    /// Seconds: from the trigger to the end of the last animation or `completeTransition(_:)`.
    public let duration: Double
    /// One track per group of captured animations, then the timeline (`docs/uikit-layer.md`).
    public let tracks: [TrackTiming]
    /// The screen, points; the window fills it.
    public let container: Size
    /// What the code did that UIKit ignores or logs, what was approximated and what cannot be drawn.
    public let log: [UIKitLogEntry]
    /// Core Animation key paths the code animated that Segue cannot draw.
    public let notDrawn: [String]
    /// What the code used that Segue approximates or does not draw (docs/uikit-gaps.md), in the order
    /// first met.
    public let gaps: [UIKitGap]
    /// The same, as the sentences the card and `list --json` show.
    public var approximated: [String] { gaps.map(\.description) }
    /// Why the transition cannot be played as written (it never completed, it started none), if so.
    public let failure: String?
    /// The transitionDuration(using:) of the animator, seconds (0 when no transition started).
    public let animatorDuration: Double
    /// How Segue's finger meets the code: where a script's touch goes down and which way its drags
    /// go (`simulate --gesture`, the keyboard finger), and the policy that decides when the code has
    /// no interaction of its own.
    public let interaction: TransitionInteraction
    let captured: CapturedTransition
    let scenario: Scenario

    /// Captures the transition that `scenario`'s trigger starts, in a screen of `container` points.
    @MainActor
    public init(
        name: String, operation: TransitionOperation = .present, container: Size = .phonePortrait, interaction: TransitionInteraction = .default,
        scenario: @escaping Scenario
    ) {
        self.name = name
        self.interaction = interaction
        self.operation = operation
        self.container = container
        self.scenario = scenario
        let run = Capture.run(operation: operation, container: container, scenario: scenario)
        captured = run.captured
        duration = run.captured.duration
        tracks = run.captured.tracks
        log = run.log
        notDrawn = run.notDrawn
        gaps = run.gaps
        failure = run.failure
        animatorDuration = run.animatorDuration
    }

    /// The same scenario captured again in another screen size (the device turned).
    @MainActor
    public func inContainer(_ size: Size) -> UIKitTransition {
        UIKitTransition(name: name, operation: operation, container: size, interaction: interaction, scenario: scenario)
    }

    /// The scene with track i at `trackProgress[i]`.
    public func scene(trackProgress: [Double]) -> Scene { captured.scene(trackProgress: trackProgress) }
}
