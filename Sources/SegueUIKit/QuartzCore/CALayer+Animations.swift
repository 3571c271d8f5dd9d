import SegueEngine

/// Explicit animations (`add(_:forKey:)`) as Core Animation runs them: they change what is on screen,
/// never the model; one per key (adding with a key in use removes the old one); removed at their end
/// unless `isRemovedOnCompletion` is false. A key path Segue cannot draw still runs its delegate
/// calls and is logged as not drawn.
extension CALayer {
    /// Adds a copy of `anim` (its current settings) under `key`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let host = UIKitHost.current
        let now = host.now
        if let key { removeAnimation(forKey: key) }
        let begin = anim.beginTime > 0 ? anim.beginTime : now
        let end = begin + anim.effectiveDuration
        let group = host.capture.newGroup()
        let made = captured(anim, begin: begin, group: group, host: host)
        for a in made { host.capture.add(a) }
        if made.isEmpty { host.capture.transactions.animationAdded(ending: end) }
        let record = KeyedAnimation(animation: anim, group: group)
        keyedAnimations.append((key, record))
        host.scheduleAnimationEvent(at: begin) { [weak anim] in
            guard let anim else { return }
            anim.delegate?.animationDidStart(anim)
        }
        host.scheduleAnimationEvent(at: end) { [weak self] in
            guard let self, let i = self.keyedAnimations.firstIndex(where: { $0.1 === record }) else { return }
            if anim.isRemovedOnCompletion { self.keyedAnimations.remove(at: i) }
            anim.delegate?.animationDidStop(anim, finished: true)
        }
    }

    /// The animation added under `key`, if it is still on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        keyedAnimations.last { $0.0 == key }?.1.animation
    }

    /// The keys of the animations on the layer.
    public func animationKeys() -> [String]? {
        let keys = keyedAnimations.compactMap(\.0)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`: what it showed goes, its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        for (k, record) in keyedAnimations where k == key { stop(record) }
        keyedAnimations.removeAll { $0.0 == key }
    }

    /// Removes every explicit animation of the layer.
    public func removeAllAnimations() {
        for (_, record) in keyedAnimations { stop(record) }
        keyedAnimations.removeAll()
    }

    private func stop(_ record: KeyedAnimation) {
        let host = UIKitHost.current
        host.capture.remove(layer: id, where: { $0.group == record.group }, at: host.now)
        record.animation.delegate?.animationDidStop(record.animation, finished: false)
    }

    /// The animation as captured animations (none for a key path Segue does not draw, noted).
    private func captured(_ anim: CAAnimation, begin: Double, group: Int, host: UIKitHost) -> [CapturedAnimation] {
        guard let property = anim as? CAPropertyAnimation else {
            host.note(.note, "not drawn: \(type(of: anim)) (only basic and keyframe animations are drawn)")
            return []
        }
        let name = property.keyPath ?? ""
        guard let keyPath = LayerKeyPath(name) else {
            host.note(.note, "not drawn: the key path '\(name)' of \(type(of: anim)) on a layer")
            host.noteNotDrawn(name)
            return []
        }
        if anim.repeatCount > 0 || anim.autoreverses || anim.speed != 1 || anim.timeOffset != 0 {
            host.approximate(.mediaTiming, "'\(name)'")
        }
        let presented = host.presentationState(of: self)[keyPath]
        let modelValue = modelState[keyPath]
        let path: CapturedAnimation.Path
        switch anim {
        case let basic as CABasicAnimation:
            path = Self.basicPath(basic, presented: presented, model: modelValue)
        case let keyframes as CAKeyframeAnimation:
            if keyframes.path != nil { host.approximate(.keyframePath, "'\(name)'") }
            if ![.linear, .discrete].contains(keyframes.calculationMode) {
                host.approximate(.keyframeCalculationMode, "'\(name)': calculationMode \(keyframes.calculationMode.rawValue)")
            }
            guard let p = Self.keyframePath(keyframes, like: modelValue) else {
                host.note(.warning, "'\(name)': the keyframe values are not \(modelValue) values or the key times do not match; not drawn")
                return []
            }
            path = p
        default:
            host.note(.note, "not drawn: \(type(of: anim)) on '\(name)'")
            return []
        }
        let forwards = !anim.isRemovedOnCompletion && (anim.fillMode == .forwards || anim.fillMode == .both)
        return [
            CapturedAnimation(
                layer: id, keyPath: keyPath, path: path, isAdditive: property.isAdditive, added: host.now, begin: begin,
                duration: anim.effectiveDuration, timing: anim.timingFunction?.curve ?? .linear,
                fillsBackwards: anim.fillMode == .backwards || anim.fillMode == .both, fillsForwards: forwards, group: group)
        ]
    }

    /// Core Animation's table: from, to and by, a missing end being the current value (the
    /// presentation value for the start, the model for the end).
    private static func basicPath(_ a: CABasicAnimation, presented: AnimatableValue, model: AnimatableValue) -> CapturedAnimation.Path {
        let from = AnimatableValue(a.fromValue, like: model)
        let to = AnimatableValue(a.toValue, like: model)
        let by = AnimatableValue(a.byValue, like: model)
        switch (from, to, by) {
        case (let f?, let t?, _): return .basic(from: f, to: t)
        case (let f?, nil, let b?): return .basic(from: f, to: f.adding(b))
        case (nil, let t?, let b?): return .basic(from: t.subtracting(b), to: t)
        case (let f?, nil, nil): return .basic(from: f, to: model)
        case (nil, let t?, nil): return .basic(from: presented, to: t)
        case (nil, nil, let b?): return .basic(from: presented, to: presented.adding(b))
        case (nil, nil, nil): return .basic(from: presented, to: model)
        }
    }

    private static func keyframePath(_ a: CAKeyframeAnimation, like sample: AnimatableValue) -> CapturedAnimation.Path? {
        let values = (a.values ?? []).compactMap { AnimatableValue($0, like: sample) }
        guard !values.isEmpty, values.count == a.values?.count else { return nil }
        // Evenly spaced by default: n − 1 intervals, or n for discrete (each value holds one slot).
        let slots = a.calculationMode == .discrete ? values.count : values.count - 1
        var times = a.keyTimes?.map(\.doubleValue) ?? values.indices.map { slots == 0 ? 0 : Double($0) / Double(slots) }
        if a.calculationMode == .discrete, times.count == values.count + 1 { times.removeLast() }
        guard times.count == values.count, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        times = times.map { $0.clamped(to: 0...1) }
        let functions = a.timingFunctions ?? []
        var curves: [CubicBezier?] = (0..<max(0, values.count - 1)).map { i in
            functions.isEmpty ? nil : functions[min(i, functions.count - 1)].bezier
        }
        var v = values
        if a.calculationMode == .discrete, values.count > 1 {
            // Each value held until the next key time: a step at every key time.
            v = []
            var t: [Double] = []
            for i in values.indices {
                if i > 0 {
                    v.append(values[i - 1])
                    t.append(times[i])
                }
                v.append(values[i])
                t.append(times[i])
            }
            times = t
            curves = Array(repeating: nil, count: v.count - 1)
        }
        return .keyframes(values: v, keyTimes: times, curves: curves)
    }
}

/// An explicit animation on a layer and the captured group it became.
final class KeyedAnimation {
    let animation: CAAnimation
    let group: Int

    init(animation: CAAnimation, group: Int) {
        self.animation = animation
        self.group = group
    }
}
