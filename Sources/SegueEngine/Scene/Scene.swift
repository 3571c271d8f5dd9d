/// One moment of a transition, as data: what every view looks like in the container.
///
/// The renderer draws a scene; tests compare scenes. All geometry is in container points.
public struct Scene: Hashable, Sendable {
    /// The container (the device screen) in points; the views' corners are relative to its top-left.
    public var container: Size
    /// The container's background colour.
    public var background: RGBColor
    /// The views, in the order they were added (z-order); the renderer sorts by `depth` for 3D.
    public var views: [SceneView]

    /// A scene of `views` in `container` (points) over `background`.
    public init(container: Size, background: RGBColor = .containerBackground, views: [SceneView]) {
        self.container = container
        self.background = background
        self.views = views
    }

    /// The view with that id, if any.
    public subscript(id: String) -> SceneView? { views.first { $0.id == id } }
}

/// One view of a scene: its projected corners, opacity, depth and how it looks.
public struct SceneView: Hashable, Sendable {
    /// A stable identifier: the role for the standard roles, the preset's name otherwise.
    public var id: String
    /// The part the view plays.
    public var role: ViewRole
    /// What the renderer writes on the view (`presenting`, `presented`, or the preset's own name).
    public var label: String
    /// The four corners after projection, in container points.
    public var quad: Quad
    /// Opacity, 0…1.
    public var alpha: Double
    /// Depth for sorting, in points toward the viewer (the mean z of the corners before projection).
    public var depth: Double
    /// Order among views of equal depth (later draws on top).
    public var zIndex: Int
    /// How the renderer fills it.
    public var style: ViewStyle
    /// The view's scroll content: its stand-in rows move by the offset and are clipped to the view.
    public var scroll: Scroll? = nil

    /// Scroll content as drawn: lengths in points along the axis, in the view's own (untransformed) frame.
    public struct Scroll: Hashable, Sendable {
        /// True for a carousel (sideways), false for a list.
        public var horizontal: Bool
        /// The content's offset, points from its top (or left); negative past the top.
        public var offset: Double
        /// The content's length, points.
        public var contentLength: Double
        /// The view's own length along the axis, points.
        public var viewLength: Double

        /// Scroll content drawn at `offset` (points) of `contentLength` in a view `viewLength` long.
        public init(horizontal: Bool, offset: Double, contentLength: Double, viewLength: Double) {
            self.horizontal = horizontal
            self.offset = offset
            self.contentLength = contentLength
            self.viewLength = viewLength
        }
    }

    /// A view with these corners (container points); `label` defaults to `id`.
    public init(
        id: String, role: ViewRole, label: String? = nil, quad: Quad, alpha: Double = 1,
        depth: Double = 0, zIndex: Int = 0, style: ViewStyle = ViewStyle()
    ) {
        self.id = id
        self.role = role
        self.label = label ?? id
        self.quad = quad
        self.alpha = alpha
        self.depth = depth
        self.zIndex = zIndex
        self.style = style
    }

    /// True when the view is seen from behind (turned past 90°): the renderer shows its back.
    public var isFacingAway: Bool { quad.signedArea < 0 }
}

/// The part a view plays in a transition.
public enum ViewRole: String, Hashable, Sendable, CaseIterable, Codable {
    /// The view on screen before the transition (UIKit's from-view when presenting).
    case presenting
    /// The view the transition brings in.
    case presented
    /// A dimming or blurring layer between the two.
    case background
    /// An element that travels from its place in one view to its place in the other.
    case sharedElement
    /// A view of the transition's own that is none of the above: a bubble, a decoration, a view the
    /// UIKit code added that is neither screen nor background.
    case own
}

/// How a view looks, apart from its geometry.
public struct ViewStyle: Hashable, Sendable {
    /// What kind of surface a view is.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A screen with stand-in content (title bar, rows).
        case content
        /// A plain dimming colour (AlertTransition's background colour).
        case dim
        /// A blur, shown as a shaded veil.
        case blur
        /// A card or element without chrome.
        case card
    }

    /// What the renderer draws: content, dim, blur or a plain card.
    public var kind: Kind
    /// The view's colour.
    public var fill: RGBColor
    /// Corner radius in points (drawn rounded when large enough to see).
    public var cornerRadius: Double
    /// Whether the view draws a title bar and rows (content kind only).
    public var showsContent: Bool

    /// A style; `cornerRadius` in points, `showsContent` draws stand-in rows on a content view.
    public init(kind: Kind = .content, fill: RGBColor = .presentedFill, cornerRadius: Double = 0, showsContent: Bool = true) {
        self.kind = kind
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.showsContent = showsContent
    }
}

/// A 24-bit colour.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// 0…255.
    public var red: UInt8
    /// 0…255.
    public var green: UInt8
    /// 0…255.
    public var blue: UInt8

    /// A colour from its 8-bit channels.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#rrggbb` (the `#` is optional).
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
        self.init(red: UInt8((v >> 16) & 0xff), green: UInt8((v >> 8) & 0xff), blue: UInt8(v & 0xff))
    }

    /// `#rrggbb`.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined()
    }

    /// `#rrggbb`.
    public var description: String { hex }

    /// `self` blended over `base` with opacity `alpha` (0…1).
    public func blended(over base: RGBColor, alpha: Double) -> RGBColor {
        let a = alpha.clamped(to: 0...1)
        // Exact shortcuts for the common opaque and transparent cases (the renderer blends per cell).
        if a >= 1 { return self }
        if a <= 0 { return base }
        @inline(__always) func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
            // x ≥ 0 (a convex combination), so rounding half away from zero is the truncation plus
            // one when the rest is at least ½: the same as `x.rounded()` without a libm call.
            let x = Double(b) + (Double(f) - Double(b)) * a
            let whole = UInt8(x)
            return x - Double(whole) >= 0.5 ? whole + 1 : whole
        }
        return RGBColor(red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue))
    }

    /// #000000.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
    /// #ffffff.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)
    /// Segue's container colour, a near-black grey.
    public static let containerBackground = RGBColor(red: 24, green: 24, blue: 28)
    /// The presenting view's blue.
    public static let presentingFill = RGBColor(red: 52, green: 101, blue: 164)
    /// The presented view's orange.
    public static let presentedFill = RGBColor(red: 196, green: 120, blue: 40)
    /// The colour of a dimming view, black.
    public static let dimFill = RGBColor(red: 0, green: 0, blue: 0)
    /// A shared element's green.
    public static let sharedElementFill = RGBColor(red: 78, green: 154, blue: 6)
}
