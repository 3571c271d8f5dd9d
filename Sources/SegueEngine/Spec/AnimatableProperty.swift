/// A property of a view that a track can animate, named as preset files write it.
///
/// Lengths are points, angles are **degrees** in files and radians in `ViewPose`, anchors are unit
/// coordinates of the view's bounds, `perspective` is the eye distance d (m34 = −1/d, 0 = none).
/// `transform` is the odd one out: its keyframes are whole matrices, each written as
/// `TransitionSpec.TransformStep`s, and they interpolate as Core Animation interpolates
/// `layer.transform` (docs/transforms.md).
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable, Codable {
    /// Translation along x, y and z, points.
    case translationX = "translation.x"
    case translationY = "translation.y"
    case translationZ = "translation.z"
    /// Both scale factors at once.
    case scale
    case scaleX = "scale.x"
    case scaleY = "scale.y"
    case rotationX = "rotation.x"
    case rotationY = "rotation.y"
    case rotationZ = "rotation.z"
    case anchorX = "anchor.x"
    case anchorY = "anchor.y"
    case perspective
    /// Core Animation's `zPosition`: points toward the viewer, added after the transform.
    case zPosition
    case alpha
    case frameX = "frame.x"
    case frameY = "frame.y"
    case frameWidth = "frame.width"
    case frameHeight = "frame.height"
    case cornerRadius
    case zIndex
    /// The layer's whole transform (`ViewPose.matrix`), keyframed as matrices.
    case transform

    /// The properties a step of a `transform` keyframe may be: translations, scales, rotations and
    /// perspective, each one building block of a matrix.
    public static let transformSteps: [AnimatableProperty] = [
        .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotationX, .rotationY, .rotationZ, .perspective,
    ]

    /// The range a value must lie in, when the property has one.
    public var validRange: ClosedRange<Double>? {
        switch self {
        case .alpha: 0...1
        case .perspective, .cornerRadius, .frameWidth, .frameHeight: 0...Double.greatestFiniteMagnitude
        default: nil
        }
    }

    /// Writes `value` (file units) into `pose`. A `transform` is a matrix, not a number: it is
    /// written by `TransitionSpec.TransformStep.matrix`, and a number leaves the pose alone.
    public func apply(_ value: Double, to pose: inout ViewPose) {
        let radians = value * .pi / 180
        switch self {
        case .translationX: pose.translation.x = value
        case .translationY: pose.translation.y = value
        case .translationZ: pose.translation.z = value
        case .scale:
            pose.scaleX = value
            pose.scaleY = value
        case .scaleX: pose.scaleX = value
        case .scaleY: pose.scaleY = value
        case .rotationX: pose.rotation.x = radians
        case .rotationY: pose.rotation.y = radians
        case .rotationZ: pose.rotation.z = radians
        case .anchorX: pose.anchor.x = value
        case .anchorY: pose.anchor.y = value
        case .perspective: pose.perspective = value
        case .zPosition: pose.zPosition = value
        case .alpha: pose.alpha = value
        case .frameX: pose.frame.origin.x = value
        case .frameY: pose.frame.origin.y = value
        case .frameWidth: pose.frame.size.width = value
        case .frameHeight: pose.frame.size.height = value
        case .cornerRadius: pose.style.cornerRadius = value
        case .zIndex: pose.zIndex = Int(saturating: value.rounded())
        case .transform: break
        }
    }
}
