import SegueEngine

/// A plain slide-over for engine tests: the presented view enters from the right across the
/// 393 pt wide container while the presenting view stays; optional second track fades a dim layer.
struct TestSlide: Transition {
    var duration: Double = 0.5
    var curve: TimingCurve = .easeInOut
    var container = Size.phonePortrait
    var tracks: [TrackTiming] {
        [TrackTiming(range: .full, curve: curve), TrackTiming(range: try! AnimationRange(start: 0, end: 0.5), curve: .linear)]
    }

    func scene(trackProgress q: [Double]) -> Scene {
        let w = container.width
        let h = container.height
        let presenting = SceneView(id: "presenting", role: .presenting, quad: Quad(Rect(x: 0, y: 0, width: w, height: h)))
        let dim = SceneView(id: "background", role: .background, quad: Quad(Rect(x: 0, y: 0, width: w, height: h)), alpha: 0.4 * q[1], zIndex: 1)
        let x = w * (1 - q[0])
        let presented = SceneView(id: "presented", role: .presented, quad: Quad(Rect(x: x, y: 0, width: w, height: h)), zIndex: 2)
        return Scene(container: container, views: [presenting, dim, presented])
    }
}

extension Scene {
    /// The presented view's left edge, in points: the quantity the slide moves.
    var presentedX: Double { self["presented"]!.quad.topLeft.x }
}

/// A transition with nothing to animate: the public protocol allows it, and UIKit completes such a
/// transition at once.
struct EmptyTransition: Transition {
    var duration: Double = 0.5
    var container = Size.phonePortrait
    var tracks: [TrackTiming] { [] }

    func scene(trackProgress: [Double]) -> Scene {
        Scene(
            container: container,
            views: [SceneView(id: "presenting", role: .presenting, quad: Quad(Rect(x: 0, y: 0, width: container.width, height: container.height)))])
    }
}
