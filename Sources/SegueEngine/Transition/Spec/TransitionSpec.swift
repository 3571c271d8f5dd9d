/// A transition described as data, the way the libraries describe theirs: metadata, the views
/// (roles) with their initial frames and styles, and tracks of keyframed properties, each with its
/// own timing and range.
///
/// A spec is written once for the forward operation (present, push, tab forward) and one canonical
/// direction. `transition(for:direction:container:)` makes the concrete `Transition` the driver
/// runs: other directions mirror or swap the axes (`DirectionMapping`); the reverse operation runs
/// the forward tracks backwards unless the spec gives its own reverse tracks.
public struct TransitionSpec: Hashable, Sendable {
    /// Where the transition comes from: a library (or `UIKit`) and the class or style it reproduces.
    public struct Origin: Hashable, Sendable {
        public var library: String
        public var reproduces: String
        public init(library: String, reproduces: String) {
            self.library = library
            self.reproduces = reproduces
        }
    }

    /// The kebab-case identifier (`cover-vertical`); unique in a catalog.
    public var name: String
    public var title: String
    /// One or two sentences: what it looks like and what is approximated.
    public var summary: String
    public var origin: Origin
    /// The forward operations the spec describes (a subset of present, push, tab forward); their
    /// reverses come with them.
    public var operations: [TransitionOperation]
    /// Seconds.
    public var duration: Double
    /// The timing of tracks that give none.
    public var timing: TimingCurve
    /// The direction the tracks are written for; nil when the transition has no orientation.
    public var direction: Direction?
    /// Every direction the spec plays in (contains `direction`).
    public var directions: [Direction]
    /// The container's eye distance in points (a `sublayerTransform` with m34 = −1/d); 0 = flat.
    public var perspective: Double
    public var background: RGBColor
    public var views: [Role]
    public var tracks: [Track]
    public var reverse: ReverseRule
    /// Percent-driven pans, at most one per operation.
    public var interactions: [Interaction]
    /// Direct manipulation (the view follows the finger), at most one per operation and none for an
    /// operation that has a percent-driven pan.
    public var directInteractions: [DirectInteraction]

    public init(
        name: String, title: String, summary: String, origin: Origin, operations: [TransitionOperation],
        duration: Double, timing: TimingCurve = .easeInOut, direction: Direction? = nil, directions: [Direction]? = nil,
        perspective: Double = 0, background: RGBColor = .containerBackground, views: [Role], tracks: [Track],
        reverse: ReverseRule = .automatic, interactions: [Interaction] = [], directInteractions: [DirectInteraction] = []
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.origin = origin
        self.operations = operations
        self.duration = duration
        self.timing = timing
        self.direction = direction
        self.directions = directions ?? direction.map { [$0] } ?? []
        self.perspective = perspective
        self.background = background
        self.views = views
        self.tracks = tracks
        self.reverse = reverse
        self.interactions = interactions
        self.directInteractions = directInteractions
    }

    /// How the reverse operation (dismiss, pop) runs.
    public enum ReverseRule: Hashable, Sendable {
        /// The forward tracks backwards: at progress q the scene is the forward scene at 1 − q; track
        /// ranges and cubic curves are time-reversed (a spring stays a spring).
        case automatic
        /// The spec's own tracks for the reverse, run forward from the state where the forward
        /// operation ends.
        case tracks([Track])
    }

    /// Every operation the spec supports: its forward operations and their reverses.
    public var supportedOperations: [TransitionOperation] {
        TransitionOperation.allCases.filter { operations.contains($0) || operations.contains($0.reverse) }
    }
}

extension TransitionSpec {
    /// One view of the transition: a standard role (presenting, presented, background, shared
    /// element) or a view of the preset's own, with its frame, style and stacking order.
    public struct Role: Hashable, Sendable {
        /// Unique within the spec; tracks name it.
        public var id: String
        public var role: ViewRole
        public var label: String
        /// The frame before any transform, as expressions of the container's W and H.
        public var frame: FrameExpression
        public var style: ViewStyle
        public var zIndex: Int
        /// Opacity before any track changes it.
        public var alpha: Double
        /// False hides the view while it is seen from behind (Core Animation's `doubleSided = NO`).
        public var doubleSided: Bool

        public init(id: String, role: ViewRole, label: String? = nil, frame: FrameExpression = .fullContainer,
                    style: ViewStyle = ViewStyle(), zIndex: Int = 0, alpha: Double = 1, doubleSided: Bool = true) {
            self.id = id
            self.role = role
            self.label = label ?? id
            self.frame = frame
            self.style = style
            self.zIndex = zIndex
            self.alpha = alpha
            self.doubleSided = doubleSided
        }
    }

    /// A rectangle whose sides are expressions of W and H.
    public struct FrameExpression: Hashable, Sendable {
        public var x, y, width, height: LengthExpression

        public init(x: LengthExpression, y: LengthExpression, width: LengthExpression, height: LengthExpression) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }

        public static let fullContainer = FrameExpression(x: .zero, y: .zero, width: .width, height: .height)

        public func rect(in container: Size) -> Rect {
            Rect(x: x.value(in: container), y: y.value(in: container), width: width.value(in: container), height: height.value(in: container))
        }
    }

    /// The track target that animates the stage: a transform layer holding every view, drawn before
    /// the container's perspective (ADTransitionController's animated `CATransformLayer` wrapper).
    /// No view may take this id; only translation, scale, rotation and `zPosition` apply to it.
    public static let stageID = "container"

    /// A layer of animation (Touchwonders' `AnimationLayer`): some properties of one view, over a
    /// range of the transition, with one timing.
    public struct Track: Hashable, Sendable {
        /// The `Role.id` it animates, or `TransitionSpec.stageID`.
        public var view: String
        public var range: AnimationRange
        /// nil: the spec's default timing.
        public var timing: TimingCurve?
        public var animations: [PropertyAnimation]
        /// The directions (as played) the track applies in; nil = all. Lets one file give values
        /// that a mirror or axis swap cannot derive (e.g. a smaller angle for vertical orientations).
        public var directions: [Direction]?

        public init(view: String, range: AnimationRange = .full, timing: TimingCurve? = nil, animations: [PropertyAnimation],
                    directions: [Direction]? = nil) {
            self.view = view
            self.range = range
            self.timing = timing
            self.animations = animations
            self.directions = directions
        }

        /// Whether the track plays when the spec plays in `direction` (nil: a spec without orientation).
        public func applies(in direction: Direction?) -> Bool {
            guard let directions, let direction else { return true }
            return directions.contains(direction)
        }
    }

    /// Keyframes of one property: values (expressions, degrees for angles) at key times, with an
    /// optional cubic curve per segment (linear by default, as in Core Animation).
    public struct PropertyAnimation: Hashable, Sendable {
        public var property: AnimatableProperty
        public var values: [LengthExpression]
        /// One per value, 0…1, non-decreasing; nil spaces the values evenly.
        public var keyTimes: [Double]?
        /// None, one for every segment, or one per segment.
        public var curves: [CubicBezier]

        public init(property: AnimatableProperty, values: [LengthExpression], keyTimes: [Double]? = nil, curves: [CubicBezier] = []) {
            self.property = property
            self.values = values
            self.keyTimes = keyTimes
            self.curves = curves
        }

        public init(_ property: AnimatableProperty, _ values: [Double], keyTimes: [Double]? = nil, curves: [CubicBezier] = []) {
            self.init(property: property, values: values.map(LengthExpression.number), keyTimes: keyTimes, curves: curves)
        }
    }

    /// How a finger drives one operation of the transition.
    public struct Interaction: Hashable, Sendable {
        public var operation: TransitionOperation
        /// The way the finger moves to advance the operation (in the canonical direction's frame).
        public var pan: Direction
        /// Width in points of the screen-edge zone the pan must start in; nil = anywhere.
        public var edgeZone: Double?
        /// The pan distance that means progress 1.
        public var distance: LengthExpression
        /// The completion policy, parsed once when the spec is decoded; its `description` is the
        /// spec's textual form (e.g. `flick(1/3, 1200)`).
        public var completion: CompletionPolicy

        public init(operation: TransitionOperation, pan: Direction, edgeZone: Double? = nil, distance: LengthExpression, completion: CompletionPolicy) {
            self.operation = operation
            self.pan = pan
            self.edgeZone = edgeZone
            self.distance = distance
            self.completion = completion
        }
    }
}
