// CoreGraphics' `applying(_:)` on points, sizes and rectangles, which swift-corelibs-foundation does
// not declare. It lives in a file of its own so that it can be deleted the day Foundation declares it.

extension CGPoint {
    /// The point through `t`: (a·x + c·y + tx, b·x + d·y + ty).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size through `t`'s linear part (no translation): (a·w + c·h, b·w + d·h); it may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners through `t` (`CGRectApplyAffineTransform`).
    /// The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min()!
        let y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
