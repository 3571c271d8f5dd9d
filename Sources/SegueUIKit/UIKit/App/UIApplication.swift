/// The application: its key window is the host's.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application.
    public class var shared: UIApplication { application }
    private static let application = UIApplication()

    /// The host's window.
    open var keyWindow: UIWindow? { UIKitHost.current.window }

    /// The windows: the host's one.
    open var windows: [UIWindow] { [UIKitHost.current.window] }

    /// Left to right.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The orientation the interface has: from the screen's shape.
    open var statusBarOrientation: UIInterfaceOrientation {
        let s = UIKitHost.current.screenSize
        return s.width > s.height ? .landscapeRight : .portrait
    }

    /// Whether touches are ignored.
    open var isIgnoringInteractionEvents: Bool { false }
}

/// The reading direction of the interface.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// The device: its orientation follows the host's screen (landscape when wider than tall).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public class var current: UIDevice { device }
    private static let device = UIDevice()

    /// Portrait, or landscape left when the screen is wider than tall.
    open var orientation: UIDeviceOrientation {
        let s = UIKitHost.current.screenSize
        return s.width > s.height ? .landscapeLeft : .portrait
    }

    /// A phone.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

    /// The system's name.
    open var systemName: String { "iOS" }

    /// The system's version.
    open var systemVersion: String { "17.0" }

    /// Starts orientation notifications (there are none to send).
    open func beginGeneratingDeviceOrientationNotifications() {}

    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() {}
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    /// Unknown.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned with the home side on the right.
    case landscapeLeft
    /// Turned with the home side on the left.
    case landscapeRight
    /// Screen up.
    case faceUp
    /// Screen down.
    case faceDown

    /// Portrait either way.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// How the interface is turned.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    /// Unknown.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Landscape, home on the left.
    case landscapeLeft
    /// Landscape, home on the right.
    case landscapeRight

    /// Portrait either way.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an interface supports.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, home on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// All but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Unspecified.
    case unspecified = -1
    /// A phone.
    case phone
    /// A tablet.
    case pad
}

/// The sides of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// None.
    public static let none = UIRectEdge([])
    /// The top.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
