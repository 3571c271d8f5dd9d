import SegueEngine
import SegueUIKit
import Testing

/// Auto Layout in the form the seed code uses (docs/uikit-layer.md, "Auto Layout").
@Suite("Auto Layout")
@MainActor
struct AutoLayoutTests {
    struct World {
        let host: UIKitHost
        let container: UIView
        let view: UIView
    }

    /// A 300 × 600 container in the window and an Auto Layout subview in it.
    func world() -> World {
        let host = freshHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        host.window.addSubview(container)
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return World(host: host, container: container, view: view)
    }

    @Test("edges pinned to the superview with constants are solved on layoutIfNeeded(), not before")
    func edges() {
        let w = world()
        NSLayoutConstraint.activate([
            w.view.topAnchor.constraint(equalTo: w.container.topAnchor, constant: 20),
            w.view.leadingAnchor.constraint(equalTo: w.container.leadingAnchor, constant: 10),
            w.container.trailingAnchor.constraint(equalTo: w.view.trailingAnchor, constant: 30),
            w.view.bottomAnchor.constraint(equalTo: w.container.bottomAnchor, constant: -40),
        ])
        #expect(w.view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        w.container.layoutIfNeeded()
        #expect(w.view.frame == CGRect(x: 10, y: 20, width: 260, height: 540))
    }

    @Test("width and height constants with the centres; a sibling's edge; the superview's size change lays out again")
    func sizesCentresSiblings() {
        let w = world()
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        w.container.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: w.view.bottomAnchor, constant: 8),
            below.leftAnchor.constraint(equalTo: w.view.leftAnchor),
            below.widthAnchor.constraint(equalTo: w.view.widthAnchor, multiplier: 0.5),
            below.heightAnchor.constraint(equalToConstant: 10),
            w.view.widthAnchor.constraint(equalToConstant: 100),
            w.view.heightAnchor.constraint(equalToConstant: 50),
            w.view.centerXAnchor.constraint(equalTo: w.container.centerXAnchor),
            w.view.centerYAnchor.constraint(equalTo: w.container.centerYAnchor, constant: -100),
        ])
        w.container.layoutIfNeeded()
        #expect(w.view.frame == CGRect(x: 100, y: 175, width: 100, height: 50))
        #expect(below.frame == CGRect(x: 100, y: 233, width: 50, height: 10))
        w.container.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        w.container.layoutIfNeeded()
        #expect(w.view.frame.origin.x == 150 && below.frame.origin.x == 150)
    }

    @Test("isActive: an inactive constraint is not solved; deactivating one stops it applying")
    func active() {
        let w = world()
        let top = w.view.topAnchor.constraint(equalTo: w.container.topAnchor, constant: 20)
        w.container.layoutIfNeeded()
        #expect(w.view.frame.origin.y == 2 && !top.isActive)
        top.isActive = true
        w.container.layoutIfNeeded()
        #expect(w.view.frame.origin.y == 20)
        top.isActive = false
        w.view.topAnchor.constraint(equalTo: w.container.topAnchor, constant: 70).isActive = true
        w.container.layoutIfNeeded()
        #expect(w.view.frame.origin.y == 70)
    }

    @Test("a constant changed, then layoutIfNeeded() inside an animation block, is captured as an animation")
    func animatedConstant() {
        let w = world()
        let top = w.view.topAnchor.constraint(equalTo: w.container.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, w.view.heightAnchor.constraint(equalToConstant: 100), w.view.widthAnchor.constraint(equalToConstant: 100)])
        w.container.layoutIfNeeded()
        top.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { w.container.layoutIfNeeded() })
        #expect(w.view.frame.origin.y == 200)
        w.host.advance(to: 0.25)
        #expect(close(w.view.layer.presentation()!.position.y, 50 + 50))
        w.host.advance(to: 1)
        #expect(close(w.view.layer.presentation()!.position.y, 250))
    }

    @Test("a view that translates its autoresizing mask is not moved by constraints; an inequality is skipped and noted")
    func skipped() {
        let w = world()
        w.view.translatesAutoresizingMaskIntoConstraints = true
        w.view.topAnchor.constraint(equalTo: w.container.topAnchor, constant: 20).isActive = true
        w.container.layoutIfNeeded()
        #expect(w.view.frame.origin.y == 2)
        w.view.translatesAutoresizingMaskIntoConstraints = false
        w.view.leftAnchor.constraint(greaterThanOrEqualTo: w.container.leftAnchor, constant: 50).isActive = true
        w.container.setNeedsLayout()
        w.container.layoutIfNeeded()
        #expect(w.view.frame.origin == CGPoint(x: 1, y: 20) && w.host.gaps.contains(.layoutInequality))
    }

    @Test("systemLayoutSizeFitting(compressed): the view's own size constants, else its intrinsic size, else its current size; noted")
    func fitting() {
        let w = world()
        w.view.widthAnchor.constraint(equalToConstant: 240).isActive = true
        #expect(w.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 240, height: 4))
        #expect(w.host.gaps == [.layoutFittingSize])
        final class Label: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 20) }
        }
        #expect(Label(frame: .zero).systemLayoutSizeFitting(UILayoutFittingCompressedSize) == CGSize(width: 80, height: 20))
    }
}
