/// The screen: the host's, the size of Segue's container (docs/uikit-layer.md, "The host").
@preconcurrency @MainActor
open class UIScreen: NSObject {
    private let host: UIKitHost

    init(host: UIKitHost) {
        self.host = host
    }

    /// The current host's screen.
    public class var main: UIScreen { UIScreen(host: UIKitHost.current) }

    /// The screen in points, origin at the top left.
    open var bounds: CGRect { CGRect(origin: .zero, size: host.screenSize) }

    /// The screen in pixels (3 per point).
    open var nativeBounds: CGRect { CGRect(origin: .zero, size: CGSize(width: host.screenSize.width * 3, height: host.screenSize.height * 3)) }

    /// Pixels per point.
    open var scale: CGFloat { 3 }
}
