import SegueEngine

extension UIView {
    /// Marks the view as needing layout.
    public func setNeedsLayout() { needsLayout = true }

    /// Lays the view and then its subviews out now if they need it (`layoutSubviews()`).
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in storedSubviews { view.layoutIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits` its current size.
    public func sizeToFit() {
        var f = frame
        f.size = sizeThatFits(f.size)
        frame = f
    }

    /// Follows a superview size change from `old` to `new` by the autoresizing mask: along each axis
    /// the change is shared among the flexible parts (margins and size) in proportion to their lengths.
    func autoresize(from old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        var f = layer.modelState.frame
        func share(_ delta: Double, _ parts: [(Double, Bool)]) -> [Double] {
            let flexible = parts.filter(\.1)
            guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
            let total = flexible.map { max(0, $0.0) }.reduce(0, +)
            return parts.map { part in
                guard part.1 else { return 0 }
                return total > 0 ? delta * max(0, part.0) / total : delta / Double(flexible.count)
            }
        }
        let dx = Double(new.width - old.width)
        let x = share(
            dx,
            [
                (f.minX, mask.contains(.flexibleLeftMargin)), (f.width, mask.contains(.flexibleWidth)),
                (Double(old.width) - f.maxX, mask.contains(.flexibleRightMargin)),
            ])
        let dy = Double(new.height - old.height)
        let y = share(
            dy,
            [
                (f.minY, mask.contains(.flexibleTopMargin)), (f.height, mask.contains(.flexibleHeight)),
                (Double(old.height) - f.maxY, mask.contains(.flexibleBottomMargin)),
            ])
        f = Rect(x: f.minX + x[0], y: f.minY + y[0], width: f.width + x[1], height: f.height + y[1])
        frame = CGRect(f)
    }

    // MARK: Converting coordinates

    /// `point` of this view's bounds in `view`'s (the window's when nil), through every transform.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? window
        guard let mine = toWindow(), let theirs = target?.toWindow()?.inverted else { return point }
        return CGPoint(mine.concatenating(theirs).project(Vector3(x: Double(point.x), y: Double(point.y), z: 0)).point)
    }

    /// `point` of `view`'s bounds (the window's when nil) in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return point }
        return source.convert(point, to: self)
    }

    /// The smallest rectangle of `view` (the window when nil) holding `rect` of this view.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = Quad(rect.rect).corners.map { convert(CGPoint($0), to: view).point }
        return CGRect(Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3]).boundingBox)
    }

    /// The smallest rectangle of this view holding `rect` of `view` (the window when nil).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let source = view ?? window else { return rect }
        return source.convert(rect, to: self)
    }

    /// From this view's bounds to its window's (nil outside a window).
    private func toWindow() -> Transform3D? {
        var t = Transform3D.identity
        var v: UIView = self
        while let parent = v.superview {
            t = t.concatenating(v.layer.modelState.toSuperlayer).concatenating(parent.layer.modelState.sublayerTransformAboutAnchor)
            v = parent
        }
        return v is UIWindow ? t : nil
    }
}
