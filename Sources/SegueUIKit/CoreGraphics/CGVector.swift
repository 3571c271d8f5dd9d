// CoreGraphics' `CGVector`, which swift-corelibs-foundation does not declare. It lives in a file of
// its own so that it can be deleted the day Foundation declares it (docs/uikit-layer.md, "What
// Foundation lacks").

/// A two-dimensional vector: a velocity, or an offset (`UISpringTimingParameters`' initial velocity).
public struct CGVector: Hashable, Sendable, Codable, CustomDebugStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// A vector from its components.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// (0, 0).
    public static let zero = CGVector()

    /// `(dx, dy)`, as Apple prints it.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
