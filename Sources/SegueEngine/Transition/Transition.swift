/// A transition as the engine drives it: a duration, the timing of each track, and how to draw a
/// moment from the tracks' progress.
///
/// Data-described presets (`TransitionSpec`) conform, and so can transitions written in Swift,
/// the way the libraries let you subclass or conform. The driver owns time: it turns clock time,
/// gestures and completion policies into one progress value per track (0 = the track's start,
/// 1 = its end; a spring may overshoot) and asks the transition for the scene.
///
/// A transition always runs forward from 0 to 1 for the operation it was made for: a dismiss that
/// reverses a present is a separate `Transition` value whose tracks run the present backwards.
public protocol Transition: Sendable {
    /// The nominal duration in seconds (`transitionDuration(using:)`).
    var duration: Double { get }
    /// One entry per track, in the order `scene(trackProgress:)` expects progress values.
    var tracks: [TrackTiming] { get }
    /// The container the transition happens in, in points.
    var container: Size { get }
    /// The scene when track i stands at `trackProgress[i]`.
    func scene(trackProgress: [Double]) -> Scene
    /// The name the playground lists and shows it by; by default the type's name.
    var name: String { get }
    /// How a finger drives it when it is played on its own (`InteractionSession(transition:)`, the
    /// playground); by default `TransitionInteraction.default`. A transition made from a preset
    /// (`SpecTransition`) is driven by its preset's interaction instead (`TransitionSpec.fingerSetup(for:)`).
    var interaction: TransitionInteraction { get }
    /// The operation it plays; by default `present` (a preset's transition was made for one).
    var operation: TransitionOperation { get }
    /// What it says about itself on its card (`i`) and in `segue list --json`; by default "written
    /// in Swift" with `TransitionCard.standardFields(of:)`.
    var card: TransitionCard { get }
    /// The moment with track i at `trackProgress[i]` and the transition `fractionComplete`, as
    /// numbers (`segue render --format json`), or nil when the transition only gives its projected
    /// scene. Presets and `PoseTransition`s give one.
    func exportedScene(trackProgress: [Double], fractionComplete: Double) -> SceneExport?
}

/// When a track runs within the transition and how its progress follows time.
public struct TrackTiming: Hashable, Sendable {
    /// The share of the transition's duration the track runs in (0…1 of it).
    public var range: AnimationRange
    /// How the track's progress follows time within its range.
    public var curve: TimingCurve

    /// A track over `range` (the whole duration by default) timed by `curve`.
    public init(range: AnimationRange = .full, curve: TimingCurve = .easeInOut) {
        self.range = range
        self.curve = curve
    }
}

extension Transition {
    /// The type's name, e.g. `CardFlipTransition`.
    public var name: String { String(describing: Self.self) }
    /// `TransitionInteraction.default`: a pan from the right over the container's width, `percent`.
    public var interaction: TransitionInteraction { .default }
    /// `present`.
    public var operation: TransitionOperation { .present }
    /// "written in Swift", with the standard fields.
    public var card: TransitionCard { TransitionCard(kind: "written in Swift", declares: TransitionCard.standardFields(of: self)) }
    /// nil: only the projected scene is known.
    public func exportedScene(trackProgress: [Double], fractionComplete: Double) -> SceneExport? { nil }

    /// The scene at fraction `f` (0…1) of an interactive transition scrubbed from rest: every
    /// track at its range's local fraction, mapped linearly (UIKit's `scrubsLinearly`, the
    /// percent-driven interactive state). This is what `segue render --progress f` prints.
    public func scene(at f: Double) -> Scene {
        scene(trackProgress: trackProgress(scrubbedTo: f))
    }

    /// Each track's progress at fraction `f` (0…1) scrubbed linearly: its range's local fraction.
    /// The values `scene(at:)` draws.
    public func trackProgress(scrubbedTo f: Double) -> [Double] {
        tracks.map { $0.range.localFraction(at: f) }
    }

    /// The scene at time fraction `f` of a non-interactive run from 0: each track's own curve
    /// applied to its local fraction.
    public func scene(atTimeFraction f: Double) -> Scene {
        scene(trackProgress: tracks.map { $0.curve.resolved(duration: duration * $0.range.length).progress(at: $0.range.localFraction(at: f)) })
    }
}
