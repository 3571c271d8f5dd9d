import SegueEngine

/// The transitions the engine, render and terminal sections play, built in code: a 2D slide (a
/// push: the presented view slides in from the right over a parallax-shifted, dimmed presenting
/// view) and a 3D cube (both views turn about the shared edge, with perspective).
///
/// When the preset catalog lands on main, `catalog` can return presets from it instead; the
/// sections only see `BenchTransition` values.
struct BenchTransition {
    var name: String
    var spec: TransitionSpec

    func transition(container: Size = .phonePortrait) -> SpecTransition {
        try! spec.transition(for: spec.operations[0], container: container)
    }
}

extension BenchTransition {
    static let all: [BenchTransition] = [slide2D, cube3D]

    static let slide2D = BenchTransition(name: "slide 2D", spec: TransitionSpec(
        name: "bench-slide", title: "Slide", summary: "A push slide with parallax and dimming.",
        origin: .init(library: "UIKit", reproduces: "UINavigationController push"),
        operations: [.push], duration: 0.35, timing: .easeInOut, direction: .fromRight,
        views: [
            .init(id: "presenting", role: .presenting, style: ViewStyle(fill: .presentingFill)),
            .init(id: "dim", role: .background, style: ViewStyle(kind: .dim, fill: .dimFill), zIndex: 1, alpha: 0),
            .init(id: "presented", role: .presented, style: ViewStyle(fill: .presentedFill), zIndex: 2),
        ],
        tracks: [
            .init(view: "presented", animations: [
                .init(property: .translationX, values: [.width, .zero]),
            ]),
            .init(view: "presenting", animations: [
                .init(property: .translationX, values: [.zero, .multiply(.number(-0.3), .width)]),
            ]),
            .init(view: "dim", animations: [.init(.alpha, [0, 0.4])]),
        ]))

    static let cube3D = BenchTransition(name: "cube 3D", spec: TransitionSpec(
        name: "bench-cube", title: "Cube", summary: "The views are two faces of a cube turning about the shared edge.",
        origin: .init(library: "ADTransitionController", reproduces: "ADCubeTransition"),
        operations: [.push], duration: 0.6, timing: .easeInOut, direction: .fromRight, perspective: 1000,
        views: [
            .init(id: "presenting", role: .presenting, style: ViewStyle(fill: .presentingFill)),
            .init(id: "presented", role: .presented, style: ViewStyle(fill: .presentedFill), zIndex: 1),
        ],
        tracks: [
            .init(view: "presenting", animations: [
                .init(.anchorX, [1, 1]),
                .init(property: .translationX, values: [.zero, .negate(.width)]),
                .init(.rotationY, [0, -90]),
            ]),
            .init(view: "presented", animations: [
                .init(.anchorX, [0, 0]),
                .init(property: .translationX, values: [.width, .zero]),
                .init(.rotationY, [90, 0]),
            ]),
        ]))
}
