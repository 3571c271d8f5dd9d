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
        /// The library the transition comes from, or `UIKit`.
        public var library: String
        /// The class or style it reproduces in that library.
        public var reproduces: String
        /// Makes the origin from a library name and what it reproduces.
        public init(library: String, reproduces: String) {
            self.library = library
            self.reproduces = reproduces
        }
    }

    /// The kebab-case identifier (`cover-vertical`); unique in a catalog.
    public var name: String
    /// A short human-readable name, for lists and the playground.
    public var title: String
    /// One or two sentences: what it looks like.
    public var summary: String
    /// How exactly it reproduces its source; nil when a (user) preset does not say.
    public var fidelity: Fidelity?
    /// The library and class or style the spec reproduces.
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
    /// The colour behind every view, drawn where no view covers the container.
    public var background: RGBColor
    /// The views, each with a unique id.
    public var views: [Role]
    /// The keyframed tracks of the forward operation, in the canonical direction.
    public var tracks: [Track]
    /// How the reverse operation runs (`automatic`: the forward tracks backwards).
    public var reverse: ReverseRule
    /// The views from back to front while the reverse operation runs, when they stack otherwise
    /// than forward (views at equal depth draw in this order; each view once); nil keeps `zIndex`.
    /// ADTransitionController adds the entering view last on pop too, so the returning view draws
    /// over the leaving one.
    public var reverseStacking: [String]?
    /// Percent-driven pans, at most one per operation.
    public var interactions: [Interaction]
    /// Direct manipulation (the view follows the finger), at most one per operation and none for an
    /// operation that has a percent-driven pan.
    public var directInteractions: [DirectInteraction]

    /// Makes a spec. `duration` is in seconds; `directions` defaults to `direction` alone; `perspective` is
    /// the eye distance in points (0 = flat).
    public init(
        name: String, title: String, summary: String, fidelity: Fidelity? = nil, origin: Origin, operations: [TransitionOperation],
        duration: Double, timing: TimingCurve = .easeInOut, direction: Direction? = nil, directions: [Direction]? = nil,
        perspective: Double = 0, background: RGBColor = .containerBackground, views: [Role], tracks: [Track],
        reverse: ReverseRule = .automatic, reverseStacking: [String]? = nil, interactions: [Interaction] = [],
        directInteractions: [DirectInteraction] = []
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.fidelity = fidelity
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
        self.reverseStacking = reverseStacking
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
        /// The part the view plays (presenting, presented, background, shared element, own).
        public var role: ViewRole
        /// The text drawn on the view; the id when none is given.
        public var label: String
        /// The frame before any transform, as expressions of the container's W and H.
        public var frame: FrameExpression
        /// How the view looks apart from its geometry: its kind of surface and its colour.
        public var style: ViewStyle
        /// Stacking order: higher draws on top.
        public var zIndex: Int
        /// Opacity before any track changes it.
        public var alpha: Double
        /// False hides the view while it is seen from behind (Core Animation's `doubleSided = NO`).
        public var doubleSided: Bool
        /// Scrollable content the view holds (its rows scroll under the finger); nil for none.
        public var scroll: ScrollSpec? = nil

        /// Makes a view. `label` defaults to `id`; `alpha` is 0…1; `frame` defaults to the whole container.
        public init(
            id: String, role: ViewRole, label: String? = nil, frame: FrameExpression = .fullContainer,
            style: ViewStyle = ViewStyle(), zIndex: Int = 0, alpha: Double = 1, doubleSided: Bool = true
        ) {
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
        /// The origin and size, each an expression of W and H evaluating to points.
        public var x, y, width, height: LengthExpression

        /// Makes a frame from four expressions.
        public init(x: LengthExpression, y: LengthExpression, width: LengthExpression, height: LengthExpression) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The whole container: (0, 0, W, H).
        public static let fullContainer = FrameExpression(x: .zero, y: .zero, width: .width, height: .height)

        /// The rectangle, in points, for a container of `container` size.
        public func rect(in container: Size) -> Rect {
            Rect(x: x.value(in: container), y: y.value(in: container), width: width.value(in: container), height: height.value(in: container))
        }
    }

    /// The track target that animates the stage: a transform layer holding every view, drawn before
    /// the container's perspective (ADTransitionController's animated `CATransformLayer` wrapper).
    /// No view may take this id; only translation, scale, rotation, `zPosition` and a whole `transform` apply to it.
    public static let stageID = "container"

    /// A layer of animation (Touchwonders' `AnimationLayer`): some properties of one view, over a
    /// range of the transition, with one timing.
    public struct Track: Hashable, Sendable {
        /// The `Role.id` it animates, or `TransitionSpec.stageID`.
        public var view: String
        /// The part of the transition's progress (0…1) the track runs over.
        public var range: AnimationRange
        /// nil: the spec's default timing.
        public var timing: TimingCurve?
        /// The properties the track animates.
        public var animations: [PropertyAnimation]
        /// The directions (as played) the track applies in; nil = all. Lets one file give values
        /// that a mirror or axis swap cannot derive (e.g. a smaller angle for vertical orientations).
        public var directions: [Direction]?

        /// Makes a track of `view` over `range` (the whole transition by default); nil `timing` uses the
        /// spec's, nil `directions` applies in all.
        public init(
            view: String, range: AnimationRange = .full, timing: TimingCurve? = nil, animations: [PropertyAnimation],
            directions: [Direction]? = nil
        ) {
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
    /// optional cubic curve per segment (linear by default, as in Core Animation). A `transform`
    /// has matrices (`transforms`) where the others have numbers (`values`).
    public struct PropertyAnimation: Hashable, Sendable {
        /// The property animated.
        public var property: AnimatableProperty
        /// The values at the key times: points for lengths, degrees for angles, plain factors for scale and
        /// alpha. Empty for `transform`.
        public var values: [LengthExpression]
        /// For `transform`, the matrix at each key time as its steps (`TransformStep.matrix`); empty otherwise.
        public var transforms: [[TransformStep]] = []
        /// One per value, 0…1, non-decreasing; nil spaces the values evenly.
        public var keyTimes: [Double]?
        /// None, one for every segment, or one per segment.
        public var curves: [CubicBezier]

        /// Makes keyframes from expressions; nil `keyTimes` spaces them evenly, no `curves` means linear.
        public init(property: AnimatableProperty, values: [LengthExpression], keyTimes: [Double]? = nil, curves: [CubicBezier] = []) {
            self.property = property
            self.values = values
            self.keyTimes = keyTimes
            self.curves = curves
        }

        /// Makes keyframes from constants (points, degrees or factors, as `values`).
        public init(_ property: AnimatableProperty, _ values: [Double], keyTimes: [Double]? = nil, curves: [CubicBezier] = []) {
            self.init(property: property, values: values.map(LengthExpression.number), keyTimes: keyTimes, curves: curves)
        }

        /// Makes `transform` keyframes: one matrix per key time, each as its steps.
        public init(transforms: [[TransformStep]], keyTimes: [Double]? = nil, curves: [CubicBezier] = []) {
            self.init(property: .transform, values: [], keyTimes: keyTimes, curves: curves)
            self.transforms = transforms
        }

        /// How many keyframes there are.
        public var count: Int { property == .transform ? transforms.count : values.count }
    }

    /// One building block of a `transform` keyframe: a translation, scale, rotation or perspective
    /// (`AnimatableProperty.transformSteps`) with its value in file units (points, degrees,
    /// factors, the eye distance). A keyframe lists its steps in the order they act on a point.
    public struct TransformStep: Hashable, Sendable {
        /// Which building block.
        public var property: AnimatableProperty
        /// Its value, an expression of W and H.
        public var value: LengthExpression

        /// A step; `property` must be one of `AnimatableProperty.transformSteps`.
        public init(_ property: AnimatableProperty, _ value: LengthExpression) {
            self.property = property
            self.value = value
        }

        /// The step's matrix in `container`: a scale keeps z, a perspective d is m34 = −1/d (0: none).
        public func transform(in container: Size) -> Transform3D {
            let x = value.value(in: container)
            let radians = x * .pi / 180
            switch property {
            case .translationX: return .translation(x: x, y: 0)
            case .translationY: return .translation(x: 0, y: x)
            case .translationZ: return .translation(x: 0, y: 0, z: x)
            case .scale: return .scale(x)
            case .scaleX: return .scale(x: x, y: 1)
            case .scaleY: return .scale(x: 1, y: x)
            case .rotationX: return .rotationX(radians)
            case .rotationY: return .rotationY(radians)
            case .rotationZ: return .rotationZ(radians)
            case .perspective: return .perspective(distance: x)
            default: return .identity
            }
        }

        /// The matrix of `steps`, the first acting on a point first; no steps is the identity.
        public static func matrix(_ steps: [TransformStep], in container: Size) -> Transform3D {
            steps.reduce(Transform3D.identity) { $0.concatenating($1.transform(in: container)) }
        }
    }

    /// How a finger drives one operation of the transition.
    public struct Interaction: Hashable, Sendable {
        /// The operation the pan drives.
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
        /// When the pan may begin (`atScrollTop`: only with its content at the top, moving down).
        public var begins: BeginRule = .anywhere
        /// The view whose scroll content the pan shares the finger with; nil: the one that scrolls
        /// along the pan.
        public var content: String? = nil
        /// Views whose scroll gestures must fail before the pan may begin (UIKit's `require(toFail:)`).
        public var requireToFail: [String] = []
        /// Views whose scroll gestures recognise together with the pan (UIKit's
        /// `shouldRecognizeSimultaneouslyWith` answering true).
        public var simultaneous: [String] = []

        /// Makes an interaction: `edgeZone` in points (nil = anywhere), `distance` an expression of W and H
        /// in points.
        public init(operation: TransitionOperation, pan: Direction, edgeZone: Double? = nil, distance: LengthExpression, completion: CompletionPolicy) {
            self.operation = operation
            self.pan = pan
            self.edgeZone = edgeZone
            self.distance = distance
            self.completion = completion
        }
    }
}
