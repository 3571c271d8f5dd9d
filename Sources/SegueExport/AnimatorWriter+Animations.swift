import SegueEngine

extension AnimatorWriter {
    /// Core Animation keyframe animations, for the segments with curves of their own.
    func writeLayerAnimations(_ w: inout SwiftWriter, poses: [String: PoseCode]) {
        for (n, la) in animators.layerAnimations.enumerated() {
            let v = variable(la.view)
            let name = "keyframes\(n == 0 ? "" : String(n + 1))"
            let keyPath: String
            switch la.group {
            case .transform: keyPath = "transform"
            case .alpha: keyPath = "opacity"
            case .zPosition: keyPath = "zPosition"
            case .cornerRadius: keyPath = "cornerRadius"
            default: continue
            }
            let first = la.animations[0]
            var values: [String] = []
            for k in 0..<first.count {
                var pose = poses[la.view] ?? PoseCode()
                for a in la.animations { Self.apply(a, key: k, to: &pose) }
                switch la.group {
                case .transform:
                    values.append(threeDimensional.contains(la.view) ? pose.transform3D : "CATransform3DMakeAffineTransform(\(pose.affineTransform))")
                case .alpha: values.append(SwiftCode.length(pose.value(.alpha, default: 1)))
                case .zPosition: values.append(SwiftCode.length(pose.value(.zPosition)))
                default: values.append(SwiftCode.length(pose.value(.cornerRadius)))
                }
            }
            w.line()
            let properties = la.animations.map(\.property.rawValue).joined(separator: ", ")
            w.comment("\(properties): keyframes whose segments have curves of their own, which UIKit's keyframes (linear between values) cannot give.")
            w.line("let \(name) = CAKeyframeAnimation(keyPath: \(SwiftCode.string(keyPath)))")
            let type = la.group == .transform ? "CATransform3D" : "CGFloat"
            if values.count > 2 || values.joined().count > 60 {
                w.block("\(name).values = [", closing: "] as [\(type)]") { w in for value in values { w.line(value + ",") } }
            } else {
                w.line("\(name).values = [\(values.joined(separator: ", "))] as [\(type)]")
            }
            w.line("\(name).keyTimes = [\(first.keyTimes.map { SwiftCode.number($0) as String }.joined(separator: ", "))]")
            w.block("\(name).timingFunctions = [", closing: "]") { w in for c in first.curves { w.line(TimingCode.mediaTiming(c) + ",") } }
            if la.timing != .linear {
                if la.timing.mediaTiming != la.timing {
                    w.comment(
                        "The track's curve, \(TimingCode.summary(.cubic(la.timing))): Core Animation keeps its control points as Floats (about 7 significant digits)."
                    )
                }
                w.line("\(name).timingFunction = \(TimingCode.mediaTiming(la.timing))")
            }
            w.line("\(name).duration = \(time(la.duration, range: nil))")
            if la.delay > 0 {
                w.line("\(name).beginTime = CACurrentMediaTime() + \(time(la.delay, range: nil))")
                w.line("\(name).fillMode = .backwards")
            }
            w.line("\(v).layer.add(\(name), forKey: \(SwiftCode.string(keyPath)))")
            // The model holds the last value, shown once the animation is removed.
            switch la.group {
            case .transform: w.line("\(v).layer.transform = \(name).values!.last as! CATransform3D")
            case .alpha: w.line("\(v).alpha = \(values.last!)")
            case .zPosition: w.line("\(v).layer.zPosition = \(values.last!)")
            default: w.line("\(v).layer.cornerRadius = \(values.last!)")
            }
        }
    }

    /// Seconds as code: the preset's duration times the range's fraction, or a literal.
    func time(_ seconds: Double, range fraction: Double?) -> String {
        if let fraction, fraction != 1, fraction != 0, seconds == plan.duration * fraction {
            return "Self.duration * \(SwiftCode.number(fraction))"
        }
        return seconds == plan.duration ? "Self.duration" : SwiftCode.number(seconds)
    }

    /// The views and property groups each animator animates.
    private var animated: [Set<String>] {
        animators.animators.map { a in
            Set(
                a.tracks.flatMap { t in
                    plan.tracks[t].animations.filter { !AnimatorPlan.needsLayerAnimation($0) && $0.property != .zIndex && $0.count > 1 }
                        .map { "\(plan.tracks[t].view) \(AnimatorPlan.PropertyGroup($0.property))" }
                })
        }
    }

    /// For an animator that animates what an earlier one animates, from where that one ends: the
    /// earlier one. It starts from that one's completion instead of after a delay, so it does not
    /// show its first value over the earlier stage (a delayed animation fills backwards).
    private var chained: [Int: Int] {
        let sets = animated
        var out: [Int: Int] = [:]
        for (i, a) in animators.animators.enumerated() where a.delay > 0 {
            if let j = animators.animators.indices.first(where: { j in
                j != i && abs(animators.animators[j].end - a.delay) < 1e-9 && !sets[j].isDisjoint(with: sets[i])
            }) {
                out[i] = j
            }
        }
        return out
    }

    /// The property animators, their blocks and the completion.
    func writeAnimators(_ w: inout SwiftWriter, poses start: [String: PoseCode]) {
        var model = start
        let order = animators.animators.indices.sorted { animators.animators[$0].delay < animators.animators[$1].delay }
        let chained = self.chained
        for i in order {
            let a = animators.animators[i]
            let name = animatorName(i)
            w.line()
            w.comment(describe(a))
            w.line(
                "let \(name) = UIViewPropertyAnimator(duration: \(time(a.duration, range: a.range.length)), timingParameters: \(TimingCode.parameters(a.timing)))"
            )
            var body: [String] = []
            var keyframed: [String] = []
            for t in a.tracks {
                let track = plan.tracks[t]
                let list = track.animations.filter { !AnimatorPlan.needsLayerAnimation($0) && $0.property != .zIndex && $0.count > 1 }
                let groups = Dictionary(grouping: list, by: { AnimatorPlan.PropertyGroup($0.property) })
                for (group, animations) in groups.sorted(by: { "\($0.key)" < "\($1.key)" }) {
                    var pose = model[track.view] ?? PoseCode()
                    if animations.allSatisfy({ $0.count == 2 }) {
                        for an in animations { Self.apply(an, key: 1, to: &pose) }
                        body += assign(group, of: track.view, pose)
                    } else {
                        keyframed += keyframes(group, of: track.view, animations, from: pose)
                        for an in animations { Self.apply(an, key: an.count - 1, to: &pose) }
                    }
                    model[track.view] = pose
                }
            }
            if !body.isEmpty || !keyframed.isEmpty {
                w.block("\(name).addAnimations {") { w in
                    for l in body { w.line(l) }
                    if !keyframed.isEmpty {
                        w.comment("Keyframes inside the animator: linear between key values, on the animator's timing.")
                        w.block("UIView.animateKeyframes(withDuration: 0, delay: 0, options: .calculationModeLinear, animations: {", closing: "})") { w in
                            for l in keyframed { w.line(l) }
                        }
                    }
                }
            }
            for r in animators.restacks where r.after == i { writeRestack(&w, r, on: name) }
            if i == animators.completing { writeCompletion(&w, on: name) }
            if let j = chained[i] {
                w.comment("It takes over from \(animatorName(j)) where that one ends (a delayed start would hold its first pose over the earlier stage).")
                w.line("\(animatorName(j)).addCompletion { position in if position == .end { \(name).startAnimation() } }")
            }
        }
        w.line()
        let list = order.filter { chained[$0] == nil }.map {
            "(\(animatorName($0)), \(time(animators.animators[$0].delay, range: animators.animators[$0].range.start)))"
        }
        w.line("return [\(list.joined(separator: ", "))]")
    }

    func animatorName(_ i: Int) -> String { animators.animators.count == 1 ? "animator" : "animator\(i + 1)" }

    private func describe(_ a: AnimatorPlan.Animator) -> String {
        let views = a.tracks.map { plan.tracks[$0].view }
        let unique = views.enumerated().filter { views.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        let what = unique.isEmpty ? "The transition's timeline" : unique.joined(separator: ", ")
        let when = a.range == .full ? "the whole transition" : "\(SwiftCode.number(a.range.start))…\(SwiftCode.number(a.range.end)) of the transition"
        return "\(what): \(when), \(TimingCode.summary(a.timing))."
    }

    /// `addKeyframe` calls, one per segment, each ending at its key value.
    private func keyframes(_ group: AnimatorPlan.PropertyGroup, of id: String, _ list: [ExportPlan.Keyframed], from start: PoseCode) -> [String] {
        let times = list.first { $0.count > 2 }!.keyTimes
        var out: [String] = []
        for k in 1..<times.count {
            var pose = start
            for a in list {
                let key = a.count == times.count ? k : (k == times.count - 1 ? 1 : 0)
                Self.apply(a, key: key, to: &pose)
            }
            let lines = assign(group, of: id, pose)
            let startTime = SwiftCode.number(times[k - 1])
            let length = SwiftCode.number(times[k] - times[k - 1])
            out.append("UIView.addKeyframe(withRelativeStartTime: \(startTime), relativeDuration: \(length)) { \(lines.joined(separator: "; ")) }")
        }
        return out
    }

    private func writeRestack(_ w: inout SwiftWriter, _ r: AnimatorPlan.Restack, on name: String) {
        let parent = plan.stageAnimated ? "stage" : "container"
        let order = ViewOrder.sorted(plan.views.map { ($0.id, r.zIndex[$0.id] ?? $0.zIndex) })
        w.block("\(name).addCompletion { _ in") { w in
            w.comment("The stacking changes here (the preset's zIndex step at \(SwiftCode.number(r.time)) s).")
            for id in order { w.line("\(parent).bringSubviewToFront(\(variable(id)))") }
        }
    }

    /// Puts the controllers' views back as UIKit expects them, removes the transition's own views
    /// and completes.
    private func writeCompletion(_ w: inout SwiftWriter, on name: String) {
        w.block("\(name).addCompletion { _ in") { w in
            for id in ["presenting", "presented"] where plan.views.contains(where: { $0.id == id }) {
                let v = variable(id)
                if plan.stageAnimated { w.line("container.addSubview(\(v))") }
                w.line(threeDimensional.contains(id) ? "\(v).layer.transform = CATransform3DIdentity" : "\(v).transform = .identity")
                w.line("\(v).alpha = 1")
                w.line("\(v).layer.zPosition = 0")
            }
            for v in ownViews { w.line("\(variable(v.id)).removeFromSuperview()") }
            if plan.stageAnimated { w.line("stage.removeFromSuperview()") }
            w.line("context.completeTransition(!context.transitionWasCancelled)")
        }
    }
}
