/// Something `SegueUIKit` declares but cannot play exactly as UIKit does: drawn as a stand-in or
/// approximated, or not drawn at all. This is the one catalog of them: the host records each gap the
/// code runs into (`UIKitHost.gaps`, `UIKitTransition.approximated`), and docs/uikit-gaps.md lists
/// every case with its description (a test fails when the two drift apart).
public enum UIKitGap: String, CaseIterable, Hashable, Sendable {
    /// The cases, in docs/uikit-gaps.md's order; `description` says what each one is.
    case snapshotView
    case blur
    case image
    case pathMask
    case ellipseMask
    case maskAnimation
    case shapeLayer
    case clipping
    case layoutFittingSize
    case layoutInequality
    case defaultNavigationAnimation
    case modalPresentationStyle
    case modalTransitionStyle
    case repeatAndAutoreverse
    case mediaTiming
    case keyframePath
    case keyframeCalculationMode
    case steeredAnimator
    case unstartedAnimator

    /// Whether the thing is drawn differently (approximated) or left out of the drawing.
    public enum Kind: String, Hashable, Sendable {
        /// Drawn as a stand-in, or played by a simpler rule.
        case approximated
        /// Runs (its calls and completions happen) but is not drawn.
        case notDrawn = "not drawn"
    }

    /// Approximated or not drawn.
    public var kind: Kind {
        switch self {
        case .clipping, .pathMask, .maskAnimation, .shapeLayer: .notDrawn
        default: .approximated
        }
    }

    /// What Segue does instead, in one user-facing sentence.
    public var description: String {
        switch self {
        case .snapshotView: "snapshotView(afterScreenUpdates:) is a frozen copy of the view's subtree, not a picture of it"
        case .blur: "a blur (UIVisualEffectView with a UIBlurEffect) is drawn as the renderer's veil"
        case .image: "an image view draws as a plain card: Segue has no images"
        case .pathMask: "a mask that is not a rectangle or an ellipse is not drawn: the view shows unmasked"
        case .ellipseMask: "an elliptical mask that is not a circle is drawn as a rounded rectangle whose corner radius is half its shorter side"
        case .maskAnimation: "a mask's animations are not drawn: each frame shows the mask at its model value"
        case .shapeLayer: "a CAShapeLayer's fill and stroke are not drawn: a shape layer draws only as a mask"
        case .clipping: "clipsToBounds and masksToBounds are not drawn: subviews show outside their superview"
        case .layoutFittingSize:
            "systemLayoutSizeFitting(_:) takes the view's own width and height constraints, else its intrinsic size, else its current size"
        case .layoutInequality: "Auto Layout inequalities and priorities below required are not solved: such constraints are skipped"
        case .defaultNavigationAnimation: "a push or pop without a delegate's animator changes the stack at once: UIKit's own slide is not played"
        case .modalPresentationStyle: "the page sheet, form sheet and popover styles are played as .fullScreen"
        case .modalTransitionStyle: "the flip and page-curl modal transition styles are played as .coverVertical"
        case .repeatAndAutoreverse: ".repeat and .autoreverse are not played: the animation runs once forwards"
        case .mediaTiming: "repeatCount, autoreverses, speed and timeOffset of a Core Animation animation are not played: it runs once forwards"
        case .keyframePath: "a keyframe animation's path is not followed: its values are"
        case .keyframeCalculationMode: "paced and cubic keyframe calculation modes are drawn as linear"
        case .steeredAnimator:
            "a property animator paused, stopped, reversed or continued during the capture is drawn as if it had run from its first start"
        case .unstartedAnimator: "a property animator made active but never started keeps its blocks at their start"
        }
    }
}
