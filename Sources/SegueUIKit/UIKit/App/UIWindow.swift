/// The window: the root of the view tree, as big as the screen. Setting `rootViewController` puts
/// the controller's view in it, resized with it.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root.view)
        }
    }

    /// Whether it is the key window.
    open private(set) var isKeyWindow = false

    /// Where it stacks among windows.
    open var windowLevel: UIWindow.Level = .normal

    /// The screen it is on: the host's.
    open var screen: UIScreen { UIScreen.main }

    /// Makes it the key window and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Makes it the key window.
    open func makeKey() { isKeyWindow = true }

    /// A window level.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level, points of stacking.
        public var rawValue: CGFloat
        /// A level from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary windows.
        public static let normal = Level(rawValue: 0)
        /// Above the status bar.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts.
        public static let alert = Level(rawValue: 2000)
    }
}
