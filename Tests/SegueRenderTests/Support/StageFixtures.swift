import Foundation
import SegueEngine
import SegueRender

/// Scenes for the renderer's tests, built the way Core Animation would draw them: each view has the
/// container's bounds, a `Transform3D` about its centre (or a given pivot) and the container's
/// perspective about the container's centre; its corners are projected into a `Scene`.
enum StageFixtures {
    /// The five motions the snapshots cover.
    enum Motion: String, CaseIterable {
        /// The presented view slides in from the right; the presenting view moves a third of the way left.
        case slide
        /// The presented view fades in over the presenting one.
        case fade
        /// A dimming layer fades in and the presented view grows from 20 % to full size.
        case scale
        /// A cube turns left about the y axis, with perspective (eye 800 pt away).
        case cube
        /// The presented view swings in, turning in the plane about its bottom-left corner.
        case spin
    }

    static let progresses: [Double] = [0, 0.25, 0.5, 0.75, 1]
    static let eyeDistance = 800.0

    /// A view with the container's bounds under `transform`, applied about `pivot` (view coordinates;
    /// the centre by default), seen through the container's perspective.
    static func view(
        _ role: ViewRole, in container: Size, transform: Transform3D, pivot: Vector3? = nil, perspective: Double? = nil,
        alpha: Double = 1, zIndex: Int = 0, style: ViewStyle? = nil
    ) -> SceneView {
        let w = container.width
        let h = container.height
        let centre = Vector3(x: w / 2, y: h / 2, z: 0)
        var full = transform.about(pivot ?? centre)
        if let perspective {
            full = full.concatenating(Transform3D.perspective(distance: perspective).about(centre))
        }
        let corners = [Vector3(x: 0, y: 0, z: 0), Vector3(x: w, y: 0, z: 0), Vector3(x: w, y: h, z: 0), Vector3(x: 0, y: h, z: 0)]
            .map { full.project($0) }
        let quad = Quad(topLeft: corners[0].point, topRight: corners[1].point, bottomRight: corners[2].point, bottomLeft: corners[3].point)
        let fill: RGBColor = role == .presenting ? .presentingFill : role == .background ? .dimFill : .presentedFill
        return SceneView(
            id: role.rawValue, role: role, quad: quad, alpha: alpha, depth: corners.map(\.depth).reduce(0, +) / 4,
            zIndex: zIndex, style: style ?? ViewStyle(fill: fill))
    }

    /// The scene of `motion` at `progress` (0…1) in `container`.
    static func scene(_ motion: Motion, progress p: Double, container: Size = .phonePortrait) -> Scene {
        let w = container.width
        let h = container.height
        let views: [SceneView]
        switch motion {
        case .slide:
            views = [
                view(.presenting, in: container, transform: .translation(x: -w / 3 * p, y: 0)),
                view(.presented, in: container, transform: .translation(x: w * (1 - p), y: 0), zIndex: 1),
            ]
        case .fade:
            views = [
                view(.presenting, in: container, transform: .identity),
                view(.presented, in: container, transform: .identity, alpha: p, zIndex: 1),
            ]
        case .scale:
            let s = 0.2 + 0.8 * p
            views = [
                view(.presenting, in: container, transform: .identity),
                view(.background, in: container, transform: .identity, alpha: 0.5 * p, zIndex: 1, style: ViewStyle(kind: .dim, fill: .dimFill)),
                view(.presented, in: container, transform: .scale(s), zIndex: 2, style: ViewStyle(fill: .presentedFill, cornerRadius: 12)),
            ]
        case .cube:
            let pivot = Vector3(x: w / 2, y: h / 2, z: -w / 2)
            let angle = Double.pi / 2 * p
            views = [
                view(.presenting, in: container, transform: .rotationY(-angle), pivot: pivot, perspective: eyeDistance),
                view(.presented, in: container, transform: .rotationY(.pi / 2 - angle), pivot: pivot, perspective: eyeDistance, zIndex: 1),
            ]
        case .spin:
            views = [
                view(.presenting, in: container, transform: .identity),
                view(.presented, in: container, transform: .rotationZ(-(1 - p) * .pi / 2), pivot: Vector3(x: 0, y: h, z: 0), zIndex: 1),
            ]
        }
        return Scene(container: container, views: views)
    }

    /// Frames of `motion` at every progress, each under a header line, for one golden file.
    static func frames(
        _ motion: Motion, width: Int, height: Int, options: RenderOptions, container: Size = .phonePortrait
    ) -> String {
        let renderer = StageRenderer(options: options)
        let encoder = ANSIEncoder(colorDepth: options.colorDepth)
        return progresses.map { p in
            let grid = renderer.render(scene(motion, progress: p, container: container), width: width, height: height)
            let mode = options.ascii ? "ascii" : options.colorDepth.rawValue
            return "== \(motion.rawValue) p=\(p) \(width)x\(height) \(mode) ==\n" + encoder.encode(grid)
        }.joined(separator: "\n")
    }
}
