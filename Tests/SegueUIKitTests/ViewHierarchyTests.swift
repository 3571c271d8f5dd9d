import SegueUIKit
import Testing

/// Subviews (docs/uikit-layer.md, "Subviews"): order, moves, superview and window, and the layers
/// in the same order.
@Suite("Views and layers: subviews")
@MainActor
struct ViewHierarchyTests {
    final class Recording: UIView {
        var calls: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { calls.append("didMoveToWindow") }
    }

    @Test("addSubview, insertSubview(at:), insertSubview(belowSubview:), bringSubviewToFront keep views and layers in one order")
    func order() {
        _ = freshHost()
        let p = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        p.addSubview(a)
        p.addSubview(b)
        p.insertSubview(c, at: 0)
        #expect(p.subviews == [c, a, b])
        p.insertSubview(c, belowSubview: b)
        #expect(p.subviews == [a, c, b])
        p.bringSubviewToFront(a)
        #expect(p.subviews == [c, b, a])
        p.addSubview(c)
        #expect(p.subviews == [b, a, c])
        #expect(p.layer.sublayers?.map { $0 } == [b.layer, a.layer, c.layer])
        c.removeFromSuperview()
        #expect(p.subviews == [b, a] && c.superview == nil && c.layer.superlayer == nil)
    }

    @Test("a standalone sublayer keeps its place among the views' layers")
    func standaloneLayer() {
        _ = freshHost()
        let p = UIView()
        let a = UIView()
        let extra = CALayer()
        p.addSubview(a)
        p.layer.addSublayer(extra)
        let b = UIView()
        p.insertSubview(b, at: 0)
        #expect(p.layer.sublayers?.map { $0 } == [b.layer, a.layer, extra])
    }

    @Test("adding a view that has a superview moves it; superview and window follow")
    func moves() {
        let host = freshHost()
        let p = UIView()
        let q = UIView()
        let v = Recording()
        p.addSubview(v)
        #expect(v.superview === p && v.window == nil)
        host.window.addSubview(q)
        q.addSubview(v)
        #expect(p.subviews.isEmpty && v.superview === q && v.window === host.window)
        #expect(
            v.calls == [
                "willMoveToSuperview(view)", "didMoveToSuperview", "willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToSuperview",
                "didMoveToWindow",
            ])
        v.calls = []
        v.removeFromSuperview()
        #expect(v.calls == ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToSuperview", "didMoveToWindow"])
    }

    @Test("a view cannot become its own ancestor's subview")
    func noCycles() {
        _ = freshHost()
        let p = UIView()
        let c = UIView()
        p.addSubview(c)
        c.addSubview(p)
        #expect(p.superview == nil && c.superview === p)
    }

    @Test("the window holds the root controller's view at its size")
    func rootViewController() {
        let host = freshHost()
        let root = UIViewController()
        host.window.rootViewController = root
        #expect(root.view.superview === host.window && root.view.frame == host.window.bounds)
        #expect(UIApplication.shared.keyWindow === host.window)
    }
}
