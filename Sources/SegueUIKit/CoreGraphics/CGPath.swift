// CoreGraphics' `CGPath` and `CGMutablePath`, which swift-corelibs-foundation does not declare. A
// file of its own, easy to delete if Foundation adds them. Segue keeps a path's shape when it is a
// rectangle, an ellipse or a rounded rectangle (what a mask can be drawn as); any other path keeps
// only its bounding box.

import SegueEngine

/// A path: a rectangle, an ellipse, a rounded rectangle, or lines and arcs (kept as their box).
public class CGPath: @unchecked Sendable {
    /// What Segue knows of the path's shape, in its own coordinates.
    enum Shape: Hashable {
        case rect(Rect)
        case ellipse(Rect)
        case roundedRect(Rect, radius: Double)
        /// Anything else, by its bounding box.
        case other(Rect)
        case empty
    }

    var shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// A rectangle (`transform` is applied when given).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shape: Self.transformed(.rect(rect.rect), transform?.pointee))
    }

    /// The ellipse inside `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shape: Self.transformed(.ellipse(rect.rect), transform?.pointee))
    }

    /// A rectangle with rounded corners (the smaller corner size is the radius).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shape: Self.transformed(.roundedRect(rect.rect, radius: Double(min(cornerWidth, cornerHeight))), transform?.pointee))
    }

    /// The smallest rectangle holding the path.
    public var boundingBox: CGRect {
        switch shape {
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _), .other(let r): CGRect(r)
        case .empty: .null
        }
    }

    /// Only scales and moves keep a shape; any other transform leaves its bounding box.
    static func transformed(_ shape: Shape, _ t: CGAffineTransform?) -> Shape {
        guard let t else { return shape }
        let keeps = t.b == 0 && t.c == 0
        func box(_ r: Rect) -> Rect { CGRect(r).applying(t).rect }
        switch shape {
        case .rect(let r): return keeps ? .rect(box(r)) : .other(box(r))
        case .ellipse(let r): return keeps ? .ellipse(box(r)) : .other(box(r))
        case .roundedRect(let r, let radius): return keeps && abs(t.a) == abs(t.d) ? .roundedRect(box(r), radius: radius * Double(abs(t.a))) : .other(box(r))
        case .other(let r): return .other(box(r))
        case .empty: return .empty
        }
    }
}

/// A path built step by step. One rectangle or one ellipse added to an empty path keeps its shape;
/// lines, curves and further shapes make it `other` (its bounding box).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(shape: .empty) }

    /// The first shape added is kept; anything more makes the path `other`, its bounding box.
    private func add(_ new: Shape) {
        if case .empty = shape {
            shape = new
        } else {
            shape = .other(boundingBox.union(CGPath(shape: new).boundingBox).rect)
        }
    }

    private func add(_ point: CGPoint) { add(.other(Rect(x: Double(point.x), y: Double(point.y), width: 0, height: 0))) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { add(point.applying(transform)) }
    /// A line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { add(point.applying(transform)) }
    /// A rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { add(Self.transformed(.rect(rect.rect), transform)) }
    /// The ellipse inside `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { add(Self.transformed(.ellipse(rect.rect), transform)) }
    /// Closes the subpath.
    public func closeSubpath() {}
}
