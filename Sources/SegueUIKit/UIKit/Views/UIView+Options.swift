import SegueEngine

extension UIView {
    /// UIKit's four animation curves (raw values as in UIKit: ease-in-out is 0, linear 3).
    public enum AnimationCurve: Int, Hashable, Sendable {
        /// Slow start and end (UIKit's default).
        case easeInOut = 0
        /// Slow start.
        case easeIn = 1
        /// Slow end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The Core Animation curve of the same name (docs/uikit-layer.md, "Timing").
        var timing: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// Options of `animate(withDuration:delay:options:…)`, with UIKit's bit layout.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews while animating.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen (animations are additive anyway since iOS 8).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (not drawn: Segue plays it once, and notes it).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back after forward (not drawn: Segue plays it forward once, and notes it).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses its own duration inside another block instead of the outer one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses its own curve inside another block instead of the outer one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content while animating.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides instead of removing views in view transitions.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores every inherited option.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// The ease-in-out curve (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No view transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve the options name (bits 16…19).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// Options of `animateKeyframes`: UIKit's bits, calculation modes in bits 10…12. Curve bits
    /// (16…19) of `AnimationOptions` passed through `rawValue` set the curve of the whole animation.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews while animating.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (not drawn).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs back after forward (not drawn).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses its own duration inside another block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores every inherited option.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value appears when it ends, without motion.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed (drawn as linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A spline (drawn as linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A spline at even speed (drawn as linear).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: UInt { (rawValue >> 10) & 0x7 }
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// How a view follows its superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How content fills the bounds.
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretched to fill.
        case scaleToFill
        /// Scaled to fit, aspect kept.
        case scaleAspectFit
        /// Scaled to fill, aspect kept.
        case scaleAspectFill
        /// Redrawn on bounds changes.
        case redraw
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// At the right.
        case right
        /// At the top left.
        case topLeft
        /// At the top right.
        case topRight
        /// At the bottom left.
        case bottomLeft
        /// At the bottom right.
        case bottomRight
    }
}
