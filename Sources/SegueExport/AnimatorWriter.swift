import SegueEngine

/// Writes the animator class: `UIViewControllerAnimatedTransitioning`, with the set-up of the views,
/// the property animators and the completion.
struct AnimatorWriter {
    let plan: ExportPlan
    let animators: AnimatorPlan
    let names: ExportNames

    /// The variable a view is held in.
    func variable(_ id: String) -> String { id == TransitionSpec.stageID ? "stage" : SwiftCode.identifier(id) + "View" }

    /// Views that are not a controller's: made by the animator, removed when it ends.
    var ownViews: [ExportPlan.View] { plan.views.filter { $0.id != "presenting" && $0.id != "presented" } }

    /// Views (by id) whose transform leaves the plane anywhere in the transition.
    var threeDimensional: Set<String> {
        var ids: Set<String> = []
        for t in plan.tracks + plan.forwardTracks
        where t.animations.contains(where: { PoseCode.transformProperties.contains($0.property) && !PoseCode.planeProperties.contains($0.property) }) {
            ids.insert(t.view)
        }
        if plan.stageAnimated { ids.insert(TransitionSpec.stageID) }
        return ids
    }

    /// The poses every view starts in: its defaults, where the forward operation ends (for a reverse
    /// with tracks of its own), then the first value of the first track of each property.
    func startPoses() -> [String: PoseCode] {
        var poses: [String: PoseCode] = [:]
        for v in plan.views {
            var p = PoseCode()
            p.values[.alpha] = .number(v.alpha)
            p.values[.zIndex] = .number(Double(v.zIndex))
            if v.style.cornerRadius != 0 { p.values[.cornerRadius] = .number(v.style.cornerRadius) }
            poses[v.id] = p
        }
        poses[TransitionSpec.stageID] = PoseCode()
        for t in plan.forwardTracks.sorted(by: { $0.range.start < $1.range.start }) {
            for a in t.animations { Self.apply(a, key: a.count - 1, to: &poses[t.view, default: PoseCode()]) }
        }
        var seen: Set<String> = []
        for t in plan.tracks.sorted(by: { $0.range.start < $1.range.start }) {
            for a in t.animations where seen.insert("\(t.view).\(a.property.rawValue)").inserted {
                Self.apply(a, key: 0, to: &poses[t.view, default: PoseCode()])
            }
        }
        return poses
    }

    static func apply(_ a: ExportPlan.Keyframed, key: Int, to pose: inout PoseCode) {
        if a.property == .transform {
            pose.matrix = a.transforms[key]
        } else {
            pose.set(a.property, a.values[key])
        }
    }

    /// The statements that give `id` the group of properties of `pose` (inside or outside a block).
    func assign(_ group: AnimatorPlan.PropertyGroup, of id: String, _ pose: PoseCode, plain: Bool = false) -> [String] {
        let v = variable(id)
        let base = plan.views.first { $0.id == id }?.frame ?? [.zero, .zero, .width, .height]
        switch group {
        case .transform:
            return threeDimensional.contains(id) ? ["\(v).layer.transform = \(pose.transform3D)"] : ["\(v).transform = \(pose.affineTransform)"]
        case .frame: return pose.frameLines(v, base: base, plain: plain)
        case .alpha: return ["\(v).alpha = \(SwiftCode.length(pose.value(.alpha, default: 1)))"]
        case .zPosition: return ["\(v).layer.zPosition = \(SwiftCode.length(pose.value(.zPosition)))"]
        case .cornerRadius: return ["\(v).layer.cornerRadius = \(SwiftCode.length(pose.value(.cornerRadius)))"]
        case .zIndex: return []
        }
    }

    /// `makeAnimators(using:)`: the whole set-up, returning the animators with their delays.
    func writeSetUp(_ w: inout SwiftWriter) {
        w.doc("Puts the views in the container at their starting poses and returns the animators, each with the delay (seconds) it starts after.")
        w.block(
            "private func makeAnimators(using context: UIViewControllerContextTransitioning) -> [(animator: UIViewPropertyAnimator, delay: TimeInterval)] {"
        ) { w in
            let reverse = !plan.operation.isForward && plan.operation != .tabBack
            w.block("guard let fromController = context.viewController(forKey: .from), let toController = context.viewController(forKey: .to) else {") { w in
                w.line("context.completeTransition(false)")
                w.line("return []")
            }
            w.line("let container = context.containerView")
            w.sized("container.bounds") { w in
                let (presenting, presented) = reverse ? ("to", "from") : ("from", "to")
                w.line("let presentingView: UIView = context.view(forKey: .\(presenting)) ?? \(presenting)Controller.view")
                w.line("let presentedView: UIView = context.view(forKey: .\(presented)) ?? \(presented)Controller.view")
                let poses = startPoses()
                writeOwnViews(&w)
                writeStacking(&w, poses: poses)
                writeStartPoses(&w, poses: poses)
                writeLayerAnimations(&w, poses: poses)
                writeAnimators(&w, poses: poses)
            }
        }
    }

    private func writeOwnViews(_ w: inout SwiftWriter) {
        for v in ownViews {
            let name = variable(v.id)
            w.line()
            switch v.role {
            case .sharedElement:
                w.comment("The shared element: in your app, a snapshot of the view it travels from (`snapshotView(afterScreenUpdates: false)`).")
            case .background: w.comment(v.style.kind == .blur ? "The blur behind the presented view." : "The dimming view behind the presented view.")
            default: w.comment("A view of the transition's own (\(v.id)).")
            }
            if v.style.kind == .blur {
                w.line("let \(name) = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))")
            } else {
                w.line("let \(name) = UIView()")
                let c = v.style.fill
                w.line("\(name).backgroundColor = UIColor(red: \(c.red) / 255, green: \(c.green) / 255, blue: \(c.blue) / 255, alpha: 1)")
            }
            w.line("\(name).accessibilityIdentifier = \(SwiftCode.string(v.id))")
        }
    }

    /// The views added back to front (zIndex, then the preset's order), inside the stage when it turns.
    private func writeStacking(_ w: inout SwiftWriter, poses: [String: PoseCode]) {
        w.line()
        let order = ViewOrder.sorted(plan.views.map { ($0.id, Self.zIndex(poses[$0.id]) ?? $0.zIndex) })
        if plan.stageAnimated {
            w.comment("Every view turns with the stage, a transform layer: its sublayers keep their depth, as one 3D scene.")
            w.line("let stage = StageView(frame: container.bounds)")
            w.line("container.addSubview(stage)")
        }
        let parent = plan.stageAnimated ? "stage" : "container"
        for id in order { w.line("\(parent).addSubview(\(variable(id)))") }
        if plan.spec.perspective >= 1 {
            w.comment("The eye \(SwiftCode.number(plan.spec.perspective)) pt from the screen, about the container's centre.")
            w.line("container.layer.sublayerTransform = Self.perspective(\(SwiftCode.number(plan.spec.perspective)))")
        }
    }

    static func zIndex(_ pose: PoseCode?) -> Int? {
        guard case .number(let v)? = pose?.values[.zIndex] else { return nil }
        return Int(v.rounded())
    }

    private func writeStartPoses(_ w: inout SwiftWriter, poses: [String: PoseCode]) {
        let ids = plan.views.map(\.id) + (plan.stageAnimated ? [TransitionSpec.stageID] : [])
        for id in ids {
            guard let pose = poses[id] else { continue }
            var lines: [String] = []
            if id != TransitionSpec.stageID { lines += assign(.frame, of: id, pose, plain: true) }
            if let v = plan.views.first(where: { $0.id == id }) {
                if !v.doubleSided { lines.append("\(variable(id)).layer.isDoubleSided = false") }
                if pose.values[.alpha] != .number(1) { lines += assign(.alpha, of: id, pose) }
                if pose.values[.cornerRadius] != nil { lines += assign(.cornerRadius, of: id, pose) }
            }
            if pose.values[.zPosition] != nil { lines += assign(.zPosition, of: id, pose) }
            let t = assign(.transform, of: id, pose)
            if !t.allSatisfy({ $0.hasSuffix(".identity") || $0.hasSuffix("CATransform3DIdentity") }) { lines += t }
            guard !lines.isEmpty else { continue }
            w.line()
            for l in lines { w.line(l) }
        }
    }
}

/// Back-to-front order of views: by zIndex, stably.
enum ViewOrder {
    static func sorted(_ views: [(String, Int)]) -> [String] {
        views.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
    }
}
