/// Subviews: the view holds them back to front, and their layers sit in its layer in the same
/// order (docs/uikit-layer.md, "Subviews"). Adding a view that has a superview moves it.
extension UIView {
    /// The superview, if any.
    public var superview: UIView? { storedSuperview }

    /// The subviews, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews (moving it to the top if it is one already).
    public func addSubview(_ view: UIView) { place(view, at: storedSubviews.count) }

    /// Inserts `view` at `index` of the subviews (clamped).
    public func insertSubview(_ view: UIView, at index: Int) { place(view, at: index) }

    /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard view !== sibling, let i = storedSubviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        place(view, at: i)
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard view !== sibling, let i = storedSubviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        place(view, at: i + 1)
    }

    /// Moves a subview to the top.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: storedSubviews.count)
    }

    /// Moves a subview to the bottom.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2), index1 != index2 else { return }
        let a = storedSubviews[index1]
        let b = storedSubviews[index2]
        place(a, at: index2)
        place(b, at: index1)
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { willMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        detach()
        didMoveToSuperview()
        if oldWindow != nil { didMoveToWindow() }
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first of the view and its descendants (depth first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for v in storedSubviews {
            if let found = v.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Puts `view` at subview index `index` (clamped), its layer just below the layer of the subview
    /// that follows it, or on top of the layer's sublayers.
    private func place(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        var i = index
        let moving = view.superview === self
        if moving, let old = storedSubviews.firstIndex(where: { $0 === view }) {
            if old < i { i -= 1 }
            storedSubviews.remove(at: old)
        } else {
            let oldWindow = view.window
            let newWindow = window
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.willMove(toWindow: newWindow) }
            view.superview?.willRemoveSubview(view)
            view.detach()
        }
        i = min(max(0, i), storedSubviews.count)
        storedSubviews.insert(view, at: i)
        if i + 1 < storedSubviews.count {
            layer.insertSublayer(view.layer, below: storedSubviews[i + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        guard !moving else { return }
        view.storedSuperview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.window != nil { view.didMoveToWindow() }
    }

    /// Takes the view out of its superview without telling anyone.
    private func detach() {
        superview?.storedSubviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        storedSuperview = nil
    }
}
