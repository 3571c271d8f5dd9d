import SegueEngine

/// A pan that starts at an edge of the screen (docs/uikit-layer.md, "Gestures"): the touch must go
/// down less than `edgeZone` points from one of `edges`, and the finger must then move away from
/// that edge (more along than across) when it crosses the pan's hysteresis; otherwise it fails.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Points from the screen's edge a touch must go down within (strict): 20 pt, the zone of
    /// Segue's navigation-style pops. Apple does not publish iOS's.
    public static let edgeZone: CGFloat = 20

    /// The edges it starts from; with none it never begins.
    open var edges: UIRectEdge = []

    /// The edge the current touch started at, as the way the finger must move.
    private var startEdge: Direction?

    override func canStart(at point: Point) -> Bool {
        let screen = UIKitHost.current.screenSize.size
        let candidates: [(UIRectEdge, Direction)] = [(.left, .fromLeft), (.right, .fromRight), (.top, .fromTop), (.bottom, .fromBottom)]
        startEdge =
            candidates.filter { edges.contains($0.0) }.map(\.1)
            .min { $0.distanceFromStartEdge(of: point, in: screen) < $1.distanceFromStartEdge(of: point, in: screen) }
        guard let edge = startEdge else { return false }
        return edge.distanceFromStartEdge(of: point, in: screen) < Double(Self.edgeZone)
    }

    override func beginsMoving(_ moved: Point) -> Bool {
        guard let edge = startEdge else { return false }
        let along = edge.component(of: moved)
        return along > 0 && along >= abs(edge.crossComponent(of: moved))
    }

    override func reset() {
        super.reset()
        startEdge = nil
    }
}
