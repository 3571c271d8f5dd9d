/// Auto Layout as the seed code uses it (docs/uikit-layer.md, "Auto Layout"): equalities between
/// edges, centres and sizes with a multiplier and a constant, and sizes equal to a constant, solved
/// when the superview lays out its subviews.
extension UIView {
    /// Places each subview that uses Auto Layout (`translatesAutoresizingMaskIntoConstraints` false,
    /// with active constraints) by them; a chain of siblings settles within one pass per subview.
    func applyConstraintsToSubviews() {
        let constrained = storedSubviews.filter { !$0.translatesAutoresizingMaskIntoConstraints && !$0.activeConstraints.isEmpty }
        for _ in constrained.indices {
            var changed = false
            for view in constrained where view.place(in: self) { changed = true }
            if !changed { break }
        }
    }

    /// The size Auto Layout would fit the view in (Segue's approximation, docs/uikit-gaps.md): along
    /// each axis its own size constraint's constant, else its intrinsic size, else its current size.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        UIKitHost.current.approximate(.layoutFittingSize, "systemLayoutSizeFitting(_:)")
        func size(_ attribute: NSLayoutConstraint.Attribute, intrinsic: CGFloat, current: CGFloat) -> CGFloat {
            let own = activeConstraints.last {
                $0.firstItem === self && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal
            }
            return own?.constant ?? (intrinsic >= 0 ? intrinsic : current)
        }
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: size(.width, intrinsic: intrinsic.width, current: bounds.width),
            height: size(.height, intrinsic: intrinsic.height, current: bounds.height))
    }

    /// Sets the view's size and position from its constraints; true when they changed.
    private func place(in superview: UIView) -> Bool {
        var x = AxisValues()
        var y = AxisValues()
        for c in activeConstraints {
            guard let (attribute, value) = c.value(placing: self, in: superview) else { continue }
            guard c.relation == .equal, c.priority == .required else {
                UIKitHost.current.approximate(.layoutInequality)
                continue
            }
            switch attribute {
            case .left, .leading: x.min = value
            case .right, .trailing: x.max = value
            case .centerX: x.center = value
            case .width: x.size = value
            case .top: y.min = value
            case .bottom: y.max = value
            case .centerY: y.center = value
            case .height: y.size = value
            case .notAnAttribute: continue
            }
        }
        let anchor = layer.anchorPoint
        let size = bounds.size
        let origin = CGPoint(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height)
        let intrinsic = intrinsicContentSize
        let (minX, width) = x.solved(origin: origin.x, size: intrinsic.width >= 0 ? intrinsic.width : size.width)
        let (minY, height) = y.solved(origin: origin.y, size: intrinsic.height >= 0 ? intrinsic.height : size.height)
        let newSize = CGSize(width: width, height: height)
        let newCenter = CGPoint(x: minX + anchor.x * width, y: minY + anchor.y * height)
        guard newSize != size || newCenter != center else { return false }
        bounds.size = newSize
        center = newCenter
        return true
    }

    /// The rectangle of `view` in this view's bounds coordinates, if it can be known: this view's
    /// bounds, a subview's frame, or any view of the same window through the transforms.
    func rectForLayout(of view: UIView) -> CGRect? {
        if view === self { return bounds }
        if view.superview === self { return view.frame }
        guard window != nil, view.window === window else { return nil }
        return view.convert(view.bounds, to: self)
    }
}

/// What the constraints say of one axis of a view (superview coordinates).
private struct AxisValues {
    var min: CGFloat?
    var max: CGFloat?
    var center: CGFloat?
    var size: CGFloat?

    /// Origin and size: the size given, or from two edges or an edge and the centre, else
    /// `fallbackSize`; then the origin from an edge or the centre, else `fallbackOrigin`.
    func solved(origin fallbackOrigin: CGFloat, size fallbackSize: CGFloat) -> (CGFloat, CGFloat) {
        var s = size
        if s == nil, let min, let max { s = max - min }
        if s == nil, let min, let center { s = 2 * (center - min) }
        if s == nil, let max, let center { s = 2 * (max - center) }
        let length = s ?? fallbackSize
        let origin = min ?? max.map { $0 - length } ?? center.map { $0 - length / 2 } ?? fallbackOrigin
        return (origin, length)
    }
}

extension NSLayoutConstraint {
    /// The attribute of `view` this constraint fixes and its value in `superview`'s coordinates, when
    /// the other side is known. A constraint places its first view; it places its second only when
    /// the first is not placed by `superview` too (the superview itself, or a view outside it).
    @MainActor
    fileprivate func value(placing view: UIView, in superview: UIView) -> (NSLayoutConstraint.Attribute, CGFloat)? {
        if firstItem === view {
            guard let second = secondItem as? UIView else { return secondItem == nil ? (firstAttribute, constant) : nil }
            guard let rect = superview.rectForLayout(of: second) else { return nil }
            return (firstAttribute, rect.measure(secondAttribute) * multiplier + constant)
        }
        guard secondItem === view, multiplier != 0, let first = firstItem as? UIView,
            first.superview !== superview || first.translatesAutoresizingMaskIntoConstraints, let rect = superview.rectForLayout(of: first)
        else { return nil }
        return (secondAttribute, (rect.measure(firstAttribute) - constant) / multiplier)
    }
}

extension CGRect {
    /// The attribute's value (leading and trailing are left and right: left to right).
    fileprivate func measure(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch attribute {
        case .left, .leading: minX
        case .right, .trailing: maxX
        case .centerX: midX
        case .width: width
        case .top: minY
        case .bottom: maxY
        case .centerY: midY
        case .height: height
        case .notAnAttribute: 0
        }
    }
}
