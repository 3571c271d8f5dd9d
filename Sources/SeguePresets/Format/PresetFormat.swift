import SegueEngine

/// The preset file format as data: which fields each kind of object accepts and requires. The
/// decoder checks files against these tables and a test checks `presets/segue-preset.schema.json`
/// against them, so the schema and the decoder cannot drift apart.
public enum PresetFormat {
    /// The object kinds of the format, named as the schema's `$defs`.
    public static let fields: [String: [String]] = [
        "preset": [
            "$schema", "name", "title", "summary", "fidelity", "origin", "operations", "duration", "timing", "direction",
            "directions", "perspective", "background", "views", "tracks", "reverse", "interactions",
        ],
        "origin": ["library", "reproduces"],
        "fidelity": ["approximated", "bound", "standIn", "for"],
        "view": ["id", "role", "label", "frame", "style", "zIndex", "alpha", "doubleSided", "scroll"],
        "scroll": ["axis", "contentHeight", "contentWidth", "offset", "bounces"],
        "frame": ["x", "y", "width", "height"],
        "style": ["kind", "fill", "cornerRadius", "showsContent"],
        "track": ["view", "range", "timing", "animate", "directions"],
        "keyframes": ["values", "keyTimes", "curves"],
        "reverse": ["tracks", "stacking"],
        "interaction": [
            "operation", "pan", "edgeZone", "distance", "completion", "begins", "content", "requireToFail", "simultaneous", "direct",
        ],
        "direct": ["view", "threshold", "springBack"],
        "springBack": ["duration", "timing"],
    ]

    public static let required: [String: [String]] = [
        "preset": ["name", "title", "summary", "origin", "operations", "duration", "views", "tracks"],
        "origin": ["library", "reproduces"],
        // One of the two pairs, approximated and bound or standIn and for (the decoder checks which).
        "fidelity": [],
        "view": ["id"],
        // contentHeight (vertical) or contentWidth (horizontal); the decoder checks which.
        "scroll": [],
        "frame": [],
        "style": [],
        "track": ["view", "animate"],
        "keyframes": ["values"],
        // A reverse gives tracks, stacking or both.
        "reverse": [],
        // A percent-driven pan also needs pan and completion; a direct one needs direct instead.
        "interaction": ["operation"],
        "direct": ["threshold", "springBack"],
        "springBack": ["duration", "timing"],
    ]
    /// The fields of an interaction that only a percent-driven pan has.
    public static let panFields = PresetField.PanKey.allCases.map(\.rawValue)
    /// The values of an interaction's `begins`.
    public static var beginRules: [String] { TransitionSpec.BeginRule.allCases.map(\.rawValue) }
    /// The values of a scroll's `axis`.
    public static var scrollAxes: [String] { ScrollContent.Axis.allCases.map(\.rawValue) }

    /// The keys of a track's `animate` object.
    public static var animatableProperties: [String] { AnimatableProperty.allCases.map(\.rawValue) }
    /// The properties a track on the stage (`TransitionSpec.stageID`) may animate.
    public static let stageProperties: [AnimatableProperty] = [
        .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotationX, .rotationY, .rotationZ, .zPosition, .transform,
    ]
    /// Forward operations a preset may declare.
    public static let forwardOperations: [TransitionOperation] = [.present, .push, .tabForward]
    public static var directions: [String] { Direction.allCases.map(\.rawValue) }
    public static var roles: [String] { ViewRole.allCases.map(\.rawValue) }
    public static let styleKinds = ["content", "dim", "blur", "card"]
    /// Named curves for "did you mean" hints (the parser itself is `TimingCurve(spec:)`).
    static let curveNames = TimingCurve.acceptedNames + ["cubic-bezier", "spring"]
    /// Longest accepted duration in seconds: a preset's `duration` and `simulate --duration`.
    public static let maximumDuration = 60.0
    /// Farthest eye distance a preset's `perspective` may give, points (0 is flat; otherwise from 1).
    public static let maximumPerspective = 100_000.0
}
