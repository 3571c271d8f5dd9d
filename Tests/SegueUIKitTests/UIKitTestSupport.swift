import SegueEngine
import SegueUIKit

/// Points and alphas compared to 1e-9 unless a test says otherwise.
func close(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(Double(a) - b) <= tolerance }
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool { close(a.x, Double(b.x), tolerance) && close(a.y, Double(b.y), tolerance) }
func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, Double(b.width), tolerance) && close(a.height, Double(b.height), tolerance)
}
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool { close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) }

/// A fresh host, current, with the window shown: each test starts from its own world.
@MainActor
func freshHost(_ size: CGSize = CGSize(width: 393, height: 852)) -> UIKitHost {
    let host = UIKitHost(screenSize: size)
    host.window.makeKeyAndVisible()
    return host
}

/// A fresh host (current from then on) with one 100 × 100 view at the top left of the window. Made
/// in each test's body: tests run interleaved on the main actor, so a host made in an initialiser
/// may no longer be current when the body runs.
@MainActor
final class World {
    let host = freshHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() { host.window.addSubview(view) }

    /// The view's layer as on screen at virtual time `t` (the clock moves there first).
    func onScreen(at t: Double) -> CALayer {
        host.advance(to: t)
        return view.layer.presentation()!
    }
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
