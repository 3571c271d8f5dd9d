import SegueEngine
import SegueText

extension Decoding {
    mutating func preset(_ root: JSONValue) -> TransitionSpec? {
        guard let o = object(root, "", kind: "preset") else { return nil }
        _ = string(o["$schema"], "$schema")
        let name = string(o["name"], "name")
        if let name, let v = o["name"] {
            if let problem = PresetDecoder.nameProblem(name) {
                report(v.location, "name", problem)
            } else if let base = fileBaseName, base != name {
                report(v.location, "name", "'\(Excerpt.of(name))' does not match the file name '\(base).json'")
            }
        }
        let title = string(o["title"], "title")
        let summary = string(o["summary"], "summary")
        let fidelity = o["fidelity"].flatMap { self.fidelity($0, "fidelity") }
        let origin = self.origin(o["origin"])
        let operations = self.operations(o["operations"])
        let duration = number(
            o["duration"], "duration", in: 0.001...PresetFormat.maximumDuration,
            expected: "a duration in seconds, more than 0 and at most \(PresetFormat.maximumDuration.shortestDescription)")
        let timing = o["timing"].map { self.timing($0, "timing") } ?? .easeInOut
        let direction = oneOf(o["direction"], "direction", PresetFormat.directions, what: "direction").flatMap(Direction.init(rawValue:))
        var directions: [Direction]? = nil
        if let items = array(o["directions"], "directions", nonEmpty: true) {
            directions = items.enumerated().compactMap { i, v in
                oneOf(v, "directions[\(i)]", PresetFormat.directions, what: "direction").flatMap(Direction.init(rawValue:))
            }
            if o["direction"] == nil {
                report(o["directions"]!.location, "directions", "needs 'direction', the direction the tracks are written for")
            } else if let direction, let list = directions, !list.contains(direction) {
                report(o["directions"]!.location, "directions", "must contain the canonical direction '\(direction.rawValue)'")
            }
        }
        // 0 is flat; an eye nearer than 1 pt would divide by almost nothing (1e-300 projects the
        // views to infinity).
        let eyeRange = "an eye distance in points: 0 (flat), or from 1 to \(Int(PresetFormat.maximumPerspective))"
        var perspective = o["perspective"].map { number($0, "perspective", in: 0...PresetFormat.maximumPerspective, expected: eyeRange) } ?? 0
        if let eye = perspective, eye > 0, eye < 1, let v = o["perspective"] {
            report(v.location, "perspective", "\(eye.shortestDescription) is out of range; expected \(eyeRange)")
            perspective = nil
        }
        let background = o["background"].map { color($0, "background") } ?? .containerBackground

        var views: [TransitionSpec.Role] = []
        if let items = array(o["views"], "views", nonEmpty: true) {
            for (i, v) in items.enumerated() {
                if let role = view(v, "views[\(i)]") {
                    if views.contains(where: { $0.id == role.id }) {
                        report(v["id"]?.location ?? v.location, "views[\(i)].id", "duplicate view id '\(role.id)'")
                    } else {
                        views.append(role)
                    }
                }
            }
        }
        let viewIDs = views.map(\.id)
        let tracks = self.tracks(o["tracks"], "tracks", viewIDs: viewIDs, allowEmpty: false)
        if let tracks, let items = array(o["tracks"], "tracks") {
            for (i, t) in tracks.enumerated() where t.directions != nil && direction == nil {
                report(
                    items[i]["directions"]?.location ?? items[i].location, "tracks[\(i)].directions",
                    "needs the preset's 'direction'; a preset without orientation plays every track")
            }
        }
        var reverse = TransitionSpec.ReverseRule.automatic
        var reverseStacking: [String]? = nil
        if let r = o["reverse"] {
            if case .string(let s) = r.kind {
                if s != "automatic" {
                    report(
                        r.location, "reverse",
                        "unknown reverse rule '\(Excerpt.of(s))'; expected \"automatic\" or an object with \"tracks\" and/or \"stacking\"")
                }
            } else if let ro = object(r, "reverse", kind: "reverse") {
                if ro["tracks"] == nil, ro["stacking"] == nil {
                    report(r.location, "reverse", "expected \"tracks\" (the reverse's own tracks) and/or \"stacking\" (its views, back to front)")
                }
                if ro["tracks"] != nil, let own = self.tracks(ro["tracks"], "reverse.tracks", viewIDs: viewIDs, allowEmpty: false) {
                    reverse = .tracks(own)
                }
                reverseStacking = stacking(ro["stacking"], "reverse.stacking", viewIDs: viewIDs)
            }
        }
        var interactions: [TransitionSpec.Interaction] = []
        var directInteractions: [TransitionSpec.DirectInteraction] = []
        if let items = array(o["interactions"], "interactions") {
            for (i, v) in items.enumerated() {
                let path = "interactions[\(i)]"
                let taken = interactions.map(\.operation) + directInteractions.map(\.operation)
                let operation: TransitionOperation?
                if v["direct"] != nil {
                    let x = directInteraction(v, path, operations: operations ?? [], viewIDs: views.map(\.id))
                    operation = x?.operation
                    if let x, !taken.contains(x.operation) { directInteractions.append(x) }
                } else {
                    let x = interaction(v, path, operations: operations ?? [])
                    operation = x?.operation
                    if let x, !taken.contains(x.operation) { interactions.append(x) }
                }
                if let operation, taken.contains(operation) {
                    report(v.location, "\(path).operation", "a second interaction for '\(operation.rawValue)'; give one per operation")
                }
            }
        }
        if let items = array(o["interactions"], "interactions") {
            checkScrollRules(interactions, items: items, views: views)
        }
        guard let name, let title, let summary, let origin, let operations, let duration, let timing, let perspective,
            let background, let tracks, o["views"] != nil
        else { return nil }
        return TransitionSpec(
            name: name, title: title, summary: summary, fidelity: fidelity, origin: origin, operations: operations, duration: duration,
            timing: timing, direction: direction, directions: directions, perspective: perspective, background: background,
            views: views, tracks: tracks, reverse: reverse, reverseStacking: reverseStacking, interactions: interactions,
            directInteractions: directInteractions)
    }

    /// `"exact"`, `{"approximated": what, "bound": how far}` or `{"standIn": what, "for": what it replaces}`.
    mutating func fidelity(_ v: JSONValue, _ path: String) -> TransitionSpec.Fidelity? {
        let forms = "\"exact\", {\"approximated\": …, \"bound\": …} or {\"standIn\": …, \"for\": …}"
        if case .string(let s) = v.kind {
            guard s == "exact" else {
                report(v.location, path, "unknown fidelity '\(Excerpt.of(s))'; expected \(forms)")
                return nil
            }
            return .exact
        }
        guard let o = object(v, path, kind: "fidelity") else { return nil }
        let keys = Set(o.keys)
        if keys == ["approximated", "bound"], let what = string(o["approximated"], "\(path).approximated"), let bound = string(o["bound"], "\(path).bound") {
            return .approximated(what: what, bound: bound)
        }
        if keys == ["standIn", "for"], let what = string(o["standIn"], "\(path).standIn"), let original = string(o["for"], "\(path).for") {
            return .standIn(what: what, for: original)
        }
        if keys != ["approximated", "bound"], keys != ["standIn", "for"] {
            report(v.location, path, "expected \(forms), got the fields \(keys.sorted().map { "'\($0)'" }.joined(separator: ", "))")
        }
        return nil
    }

    /// The reverse's views back to front: each of the preset's views exactly once.
    mutating func stacking(_ v: JSONValue?, _ path: String, viewIDs: [String]) -> [String]? {
        guard let items = array(v, path, nonEmpty: true) else { return nil }
        var order: [String] = []
        var ok = true
        for (i, item) in items.enumerated() {
            guard let id = string(item, "\(path)[\(i)]") else {
                ok = false
                continue
            }
            if !viewIDs.isEmpty, !viewIDs.contains(id) {
                report(item.location, "\(path)[\(i)]", "no view '\(Excerpt.of(id))'" + Suggestion.hint(for: id, among: viewIDs))
                ok = false
            } else if order.contains(id) {
                report(item.location, "\(path)[\(i)]", "'\(Excerpt.of(id))' is listed twice; list each view once")
                ok = false
            }
            order.append(id)
        }
        if ok, !viewIDs.isEmpty, Set(order) != Set(viewIDs) {
            let missing = viewIDs.filter { !order.contains($0) }.map { "'\(Excerpt.of($0))'" }.joined(separator: ", ")
            report(v!.location, path, "lists the views back to front and must name every one; missing \(missing)")
            ok = false
        }
        return ok ? order : nil
    }

    var fileBaseName: String? {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        return last.hasSuffix(".json") ? String(last.dropLast(5)) : nil
    }

    static func isKebabCase(_ s: String) -> Bool {
        !s.isEmpty
            && s.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
                !part.isEmpty && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
    }

    mutating func origin(_ v: JSONValue?) -> TransitionSpec.Origin? {
        guard let v, let o = object(v, "origin", kind: "origin") else { return nil }
        guard let library = string(o["library"], "origin.library"), let reproduces = string(o["reproduces"], "origin.reproduces") else { return nil }
        return .init(library: library, reproduces: reproduces)
    }

    mutating func operations(_ v: JSONValue?) -> [TransitionOperation]? {
        guard let items = array(v, "operations", nonEmpty: true) else { return nil }
        var result: [TransitionOperation] = []
        for (i, item) in items.enumerated() {
            let path = "operations[\(i)]"
            guard let s = string(item, path, nonEmpty: false) else { continue }
            if let op = TransitionOperation(rawValue: s), !op.isForward {
                report(
                    item.location, path,
                    "'\(Excerpt.of(s))' is a reverse operation; list the forward one ('\(op.reverse.rawValue)') and the reverse comes with it")
            } else if let op = TransitionOperation(rawValue: s) {
                if result.contains(op) { report(item.location, path, "'\(Excerpt.of(s))' is listed twice") } else { result.append(op) }
            } else {
                report(
                    item.location, path,
                    "unknown operation '\(Excerpt.of(s))'"
                        + Suggestion.hint(
                            for: s, among: TransitionOperation.allCases.map(\.rawValue),
                            otherwise: "; expected 'present', 'push' or 'tabForward'"))
            }
        }
        return result.isEmpty ? nil : result
    }

    mutating func view(_ v: JSONValue, _ path: String) -> TransitionSpec.Role? {
        guard let o = object(v, path, kind: "view") else { return nil }
        guard let id = string(o["id"], "\(path).id") else { return nil }
        if id == TransitionSpec.stageID {
            report(
                o["id"]!.location, "\(path).id", "'\(Excerpt.of(id))' is reserved: tracks with view '\(Excerpt.of(id))' animate the stage that holds every view"
            )
            return nil
        }
        var role = ViewRole(rawValue: id)
        if let r = o["role"] {
            role = oneOf(r, "\(path).role", PresetFormat.roles, what: "role").flatMap(ViewRole.init(rawValue:))
        } else if role == nil {
            report(
                v.location, path,
                "view '\(Excerpt.of(id))' needs a 'role' (one of \(PresetFormat.roles.joined(separator: ", "))); only the standard ids imply it")
        }
        let label = o["label"].map { string($0, "\(path).label") } ?? id
        let frame = o["frame"].map { self.frame($0, "\(path).frame") } ?? .fullContainer
        let defaultStyle = Self.defaultStyle(for: role ?? .presenting)
        let style = o["style"].map { self.style($0, "\(path).style", default: defaultStyle) } ?? defaultStyle
        let zIndex = o["zIndex"].map { integer($0, "\(path).zIndex") } ?? 0
        let alpha = o["alpha"].map { number($0, "\(path).alpha", in: 0...1) } ?? 1
        let doubleSided = o["doubleSided"].map { bool($0, "\(path).doubleSided") } ?? true
        // A bad field has been reported (so the file fails), but the view keeps its id, with
        // defaults for the bad fields: later references to it must not report false errors.
        var result = TransitionSpec.Role(
            id: id, role: role ?? .presenting, label: label ?? id, frame: frame ?? .fullContainer, style: style ?? defaultStyle,
            zIndex: zIndex ?? 0, alpha: alpha ?? 1, doubleSided: doubleSided ?? true)
        result.scroll = o["scroll"].flatMap { scroll($0, "\(path).scroll", frame: frame ?? .fullContainer) }
        return result
    }

    static func defaultStyle(for role: ViewRole) -> ViewStyle {
        switch role {
        case .presenting: ViewStyle(kind: .content, fill: .presentingFill)
        case .presented: ViewStyle(kind: .content, fill: .presentedFill)
        case .background: ViewStyle(kind: .dim, fill: .dimFill, showsContent: false)
        case .sharedElement: ViewStyle(kind: .card, fill: .sharedElementFill, showsContent: false)
        case .own: ViewStyle(kind: .card, fill: .presentedFill, showsContent: false)
        }
    }

    mutating func frame(_ v: JSONValue, _ path: String) -> TransitionSpec.FrameExpression? {
        guard let o = object(v, path, kind: "frame") else { return nil }
        let full = TransitionSpec.FrameExpression.fullContainer
        let x = o["x"].map { expression($0, "\(path).x") } ?? full.x
        let y = o["y"].map { expression($0, "\(path).y") } ?? full.y
        let w = o["width"].map { expression($0, "\(path).width", in: 0...Double.greatestFiniteMagnitude) } ?? full.width
        let h = o["height"].map { expression($0, "\(path).height", in: 0...Double.greatestFiniteMagnitude) } ?? full.height
        guard let x, let y, let w, let h else { return nil }
        return .init(x: x, y: y, width: w, height: h)
    }

    mutating func style(_ v: JSONValue, _ path: String, default base: ViewStyle) -> ViewStyle? {
        guard let o = object(v, path, kind: "style") else { return nil }
        var style = base
        var ok = true
        if let k = o["kind"] {
            if let s = oneOf(k, "\(path).kind", PresetFormat.styleKinds, what: "style kind"), let kind = ViewStyle.Kind(rawValue: s) {
                style.kind = kind
            } else {
                ok = false
            }
        }
        if let f = o["fill"] { if let c = color(f, "\(path).fill") { style.fill = c } else { ok = false } }
        if let r = o["cornerRadius"] { if let x = number(r, "\(path).cornerRadius", in: 0...10_000) { style.cornerRadius = x } else { ok = false } }
        if let s = o["showsContent"] { if let b = bool(s, "\(path).showsContent") { style.showsContent = b } else { ok = false } }
        return ok ? style : nil
    }

    mutating func interaction(_ v: JSONValue, _ path: String, operations: [TransitionOperation]) -> TransitionSpec.Interaction? {
        guard let o = object(v, path, kind: "interaction") else { return nil }
        let operation = interactionOperation(o, path, operations: operations)
        for name in ["pan", "completion"] where o[name] == nil {
            report(v.location, path, "missing required field '\(name)' (or 'direct', for a view that follows the finger)")
        }
        let pan = oneOf(o["pan"], "\(path).pan", PresetFormat.directions, what: "direction").flatMap(Direction.init(rawValue:))
        let edge = o["edgeZone"].map { number($0, "\(path).edgeZone", in: 1...1000, expected: "a width in points from 1 to 1000") }
        let distance =
            o["distance"].map { expression($0, "\(path).distance", in: 1...Double.greatestFiniteMagnitude) }
            ?? pan.map { $0.isHorizontal ? .width : .height }
        if let distance, let at = o["distance"], distance.dependsOnContainer {
            checkPanDistance(distance, at: at.location, "\(path).distance")
        }
        let completion = self.completion(o["completion"], "\(path).completion")
        let begins = o["begins"].map {
            oneOf($0, "\(path).begins", PresetFormat.beginRules, what: "begins rule").flatMap(TransitionSpec.BeginRule.init(rawValue:))
        }
        guard let operation, let pan, let completion, let distance, edge ?? 0 != nil, begins ?? .anywhere != nil else { return nil }
        var result = TransitionSpec.Interaction(operation: operation, pan: pan, edgeZone: edge ?? nil, distance: distance, completion: completion)
        result.begins = (begins ?? .anywhere) ?? .anywhere
        result.content = o["content"].flatMap { string($0, "\(path).content") }
        result.requireToFail = o["requireToFail"].flatMap { ids($0, "\(path).requireToFail") } ?? []
        result.simultaneous = o["simultaneous"].flatMap { ids($0, "\(path).simultaneous") } ?? []
        return result
    }

    /// An interaction's operation, which must be one of the preset's operations or their reverses.
    mutating func interactionOperation(_ o: [String: JSONValue], _ path: String, operations: [TransitionOperation]) -> TransitionOperation? {
        let operation = oneOf(o["operation"], "\(path).operation", TransitionOperation.allCases.map(\.rawValue), what: "operation")
            .flatMap(TransitionOperation.init(rawValue:))
        if let operation, let at = o["operation"], !operations.isEmpty,
            !operations.contains(operation), !operations.contains(operation.reverse)
        {
            report(at.location, "\(path).operation", "'\(operation.rawValue)' is not one of the preset's operations")
        }
        return operation
    }

    /// A pan distance must be at least 1 pt in the reference containers, portrait and landscape,
    /// or dragging would do nothing (or run backwards).
    mutating func checkPanDistance(_ distance: LengthExpression, at location: SourceLocation, _ path: String) {
        for (container, name) in [(Size.phonePortrait, "portrait"), (Size.phonePortrait.swapped, "landscape")] {
            let points = distance.value(in: container)
            guard points.isFinite, points >= 1 else {
                report(
                    location, path,
                    "'\(Excerpt.of(distance.description))' is \(points.isFinite ? points.shortestDescription + " pt" : "not a finite number") in the \(name) container (\(container.width.shortestDescription)x\(container.height.shortestDescription) pt); a pan distance must be at least 1 pt, or dragging does nothing"
                )
                return
            }
        }
    }

    /// A completion policy spec (`CompletionPolicy(parsing:)`), reported at the character the
    /// parser stopped at.
    mutating func completion(_ v: JSONValue?, _ path: String) -> CompletionPolicy? {
        guard let v, let s = string(v, path) else { return nil }
        do { return try CompletionPolicy(parsing: s) } catch {
            report(error, in: v, path, what: "completion policy")
            return nil
        }
    }
}
