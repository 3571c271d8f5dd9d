extension TransitionSpec {
    /// Why a spec cannot be played as asked.
    public enum PlayError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The spec does not describe this operation; `supported` lists those it does.
        case unsupportedOperation(TransitionOperation, supported: [TransitionOperation])
        /// The spec does not play in this direction; `supported` lists those it does.
        case unsupportedDirection(Direction, supported: [Direction])
        /// Track `track` (0-based) names a view the spec does not have.
        case unknownView(track: Int, view: String)
        /// Track `track` (0-based) has keyframes for `property` that cannot be built, and why.
        case invalidKeyframes(track: Int, property: AnimatableProperty, reason: String)

        /// The problem in words, one line, for an error message.
        public var description: String {
            switch self {
            case .unsupportedOperation(let op, let supported):
                "operation '\(op.rawValue)' is not supported (supported: \(supported.map(\.rawValue).joined(separator: ", ")))"
            case .unsupportedDirection(let d, let supported):
                "direction '\(d.rawValue)' is not supported (supported: \(supported.map(\.rawValue).joined(separator: ", ")))"
            case .unknownView(let track, let view): "tracks[\(track)]: no view '\(view)'"
            case .invalidKeyframes(let track, let property, let reason): "tracks[\(track)].\(property.rawValue): \(reason)"
            }
        }
    }

    /// The concrete transition for `operation` in `direction` inside `container`.
    ///
    /// - The forward operations play the tracks as written; the reverse ones run them backwards
    ///   (`ReverseRule.automatic`) or play the spec's reverse tracks from where the forward ends,
    ///   with the views stacked in `reverseStacking` order when the spec gives one.
    /// - `tabBack` is not a reverse (a tab switch always "pushes"): it plays the forward tracks in the
    ///   opposite direction when the spec supports it, as Touchwonders' tab-bar transitions do.
    /// - `direction` nil (or a spec without orientation) plays the canonical direction.
    /// - Throws: `PlayError` for an operation or direction the spec does not declare.
    public func transition(for operation: TransitionOperation, direction: Direction? = nil, container: Size = .phonePortrait) throws(PlayError)
        -> SpecTransition
    {
        guard supportedOperations.contains(operation) else { throw .unsupportedOperation(operation, supported: supportedOperations) }
        if let d = direction, self.direction != nil, !directions.contains(d) { throw .unsupportedDirection(d, supported: directions) }
        let played = playedDirection(for: operation, requested: direction ?? self.direction)
        let mapping = self.direction.flatMap { c in played.map { DirectionMapping(from: c, to: $0) } } ?? .identity
        let canonical = mapping.canonicalContainer(for: container)

        let isReverse = !operation.isForward && !operations.contains(operation) && operation != .tabBack
        let applies = { (t: Track) in t.applies(in: self.direction == nil ? nil : played) }
        var trackList = tracks.filter(applies)
        var (playedDuration, timings) = effectiveTimeline(for: trackList)
        var basePoses = self.basePoses(in: canonical)
        var stageBase = Self.stageBase(in: canonical)
        if isReverse {
            switch reverse {
            case .automatic:
                // The forward tracks run backwards, over the forward's duration.
                trackList = trackList.map { $0.timeReversed(timing: $0.timing ?? timing) }
                timings = effectiveTimeline(for: trackList).1
            case .tracks(let own):
                let forward = try plans(tracks: trackList, basePoses: basePoses + [stageBase], canonical: canonical)
                let ends = forward.map(\.endPose)
                basePoses = Array(ends.dropLast())
                stageBase = ends[ends.count - 1]
                trackList = own.filter(applies)
                (playedDuration, timings) = effectiveTimeline(for: trackList)
            }
        }
        if isReverse, let order = reverseStacking {
            for i in basePoses.indices { if let index = order.firstIndex(of: basePoses[i].id) { basePoses[i].zIndex = index } }
        }
        var plans = try plans(tracks: trackList, basePoses: basePoses + [stageBase], canonical: canonical)
        let stage = plans.removeLast()
        return SpecTransition(
            name: name, operation: operation, direction: self.direction == nil ? nil : played, duration: playedDuration,
            tracks: timings, container: container, background: background, perspective: perspective,
            plans: plans, stagePlan: stage.isAnimated ? stage : nil,
            mapping: mapping, canonical: canonical)
    }

    /// The direction `operation` plays its tracks in when asked for `requested`: `requested` itself,
    /// except that `tabBack` (when the spec gives no tracks of its own for it) plays the forward
    /// tracks the opposite way, if the spec has that direction.
    public func playedDirection(for operation: TransitionOperation, requested: Direction?) -> Direction? {
        guard operation == .tabBack, !operations.contains(.tabBack), let d = requested, directions.contains(d.opposite) else { return requested }
        return d.opposite
    }

    /// The direction a transition was asked for, given the one it plays in (`playedDirection` undone).
    public func requestedDirection(for operation: TransitionOperation, played: Direction?) -> Direction? {
        playedDirection(for: operation, requested: played)
    }

    /// The interaction that drives `operation` when asked for in `direction` (the direction the user
    /// chose, not the one `tabBack` plays in), its pan mapped to that direction: an interaction's pan
    /// is written for the spec's own direction, as a user of that layout moves the finger.
    public func interaction(for operation: TransitionOperation, direction: Direction? = nil) -> Interaction? {
        guard var found = interactions.first(where: { $0.operation == operation }) else { return nil }
        if let c = self.direction, let d = direction {
            let m = DirectionMapping(from: c, to: d)
            found.pan = m.map(found.pan)
            if m.swapsAxes { found.distance = found.distance.swappingAxes }
        }
        return found
    }

    /// The tracks' timings and the duration they are fractions of (see `effectiveDuration(duration:tracks:isSharedElement:)`).
    private func effectiveTimeline(for list: [Track]) -> (Double, [TrackTiming]) {
        let sharedElements = Set(views.filter { $0.role == .sharedElement }.map(\.id))
        let timings = list.map { TrackTiming(range: $0.range, curve: $0.timing ?? timing) }
        return (Self.effectiveDuration(duration: duration, tracks: timings, isSharedElement: list.map { sharedElements.contains($0.view) }), timings)
    }

    private func basePoses(in canonical: Size) -> [ViewPose] {
        views.map { r in
            var pose = ViewPose(
                id: r.id, role: r.role, label: r.label, frame: r.frame.rect(in: canonical), alpha: r.alpha, zIndex: r.zIndex,
                style: r.style, doubleSided: r.doubleSided)
            if let scroll = r.scroll {
                pose.scroll = SceneView.Scroll(
                    horizontal: scroll.axis == .horizontal, offset: scroll.offset, contentLength: scroll.contentLength.value(in: canonical), viewLength: 0)
            }
            return pose
        }
    }

    private static func stageBase(in canonical: Size) -> ViewPose {
        ViewPose(id: stageID, role: .presenting, frame: Rect(x: 0, y: 0, width: canonical.width, height: canonical.height))
    }

    private func plans(tracks list: [Track], basePoses: [ViewPose], canonical: Size) throws(PlayError) -> [SpecTransition.ViewPlan] {
        var byView: [String: [AnimatableProperty: [SpecTransition.Binding<Double>]]] = [:]
        var matrices: [String: [SpecTransition.Binding<Transform3D>]] = [:]
        for (i, track) in list.enumerated() {
            guard track.view == Self.stageID || views.contains(where: { $0.id == track.view }) else {
                throw .unknownView(track: i, view: track.view)
            }
            for a in track.animations {
                do {
                    if a.property == .transform {
                        let values = a.transforms.map { TransformStep.matrix($0, in: canonical) }
                        let keyframes = try Keyframes(values, keyTimes: a.keyTimes, curves: a.curves)
                        matrices[track.view, default: []].append(SpecTransition.Binding(track: i, start: track.range.start, keyframes: keyframes))
                    } else {
                        let values = a.values.map { $0.value(in: canonical) }
                        let keyframes = try Keyframes(values, keyTimes: a.keyTimes, curves: a.curves)
                        byView[track.view, default: [:]][a.property, default: []]
                            .append(SpecTransition.Binding(track: i, start: track.range.start, keyframes: keyframes))
                    }
                } catch {
                    throw .invalidKeyframes(track: i, property: a.property, reason: "\(error)")
                }
            }
        }
        return basePoses.map { pose in
            let properties = byView[pose.id] ?? [:]
            return SpecTransition.ViewPlan(
                base: pose,
                properties: AnimatableProperty.allCases.compactMap { p in
                    properties[p].map { (p, $0.sorted { $0.start < $1.start }) }
                },
                matrix: (matrices[pose.id] ?? []).sorted { $0.start < $1.start })
        }
    }
}

extension LengthExpression {
    /// The same expression with W and H exchanged.
    public var swappingAxes: LengthExpression {
        switch self {
        case .number: self
        case .width: .height
        case .height: .width
        case .negate(let a): .negate(a.swappingAxes)
        case .add(let a, let b): .add(a.swappingAxes, b.swappingAxes)
        case .subtract(let a, let b): .subtract(a.swappingAxes, b.swappingAxes)
        case .multiply(let a, let b): .multiply(a.swappingAxes, b.swappingAxes)
        case .divide(let a, let b): .divide(a.swappingAxes, b.swappingAxes)
        case .squareRoot(let a): .squareRoot(a.swappingAxes)
        }
    }
}
