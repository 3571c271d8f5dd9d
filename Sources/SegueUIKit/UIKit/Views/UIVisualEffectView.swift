/// A visual effect: a blur or vibrancy.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what is behind; drawn as the renderer's veil.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's tint.
    public enum Style: Int, Hashable, Sendable {
        /// Lighter than what is behind.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// Regular (adapts).
        case regular = 4
        /// Prominent (adapts).
        case prominent = 5
        /// The system's thin material.
        case systemThinMaterial = 7
        /// The system's material.
        case systemMaterial = 8
    }

    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view showing a visual effect over what is behind it; Segue draws a blur as a veil.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect; nil shows nothing.
    open var effect: UIVisualEffect?
    /// The view for content above the effect.
    public private(set) lazy var contentView: UIView = {
        let v = UIView(frame: bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(v)
        return v
    }()

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// A view without an effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// From an archive: no effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
