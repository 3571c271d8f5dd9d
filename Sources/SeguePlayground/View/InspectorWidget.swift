import SegueEngine
import SegueRender

/// The inspector: what is open, the animator's state, the progress, the finger's velocity, the
/// policy and the speed, one labelled row each under the title.
struct InspectorWidget {
    let pane: PaneSnapshot

    /// The inspector's `t`: the transition's own clock, seconds: where along its duration it stands
    /// (the fraction complete times the duration, 0…duration). It stops at the duration when the
    /// transition ends, however long a finger held it first, and runs back with a cancel.
    var transitionTime: Double {
        let duration = pane.shownDuration
        guard duration.isFinite, duration > 0 else { return 0 }
        return (pane.shownProgress.clamped(to: 0...1) * duration)
    }

    /// The labelled rows, in order.
    var lines: [(String, String)] {
        let time = pane.time
        let session = pane.session
        var lines: [(String, String)] = []
        if let spec = pane.preset {
            lines.append(("preset", "\(spec.name)\(pane.isEdited ? " ● edited" : "") — \(spec.title)"))
            lines.append(("origin", "\(spec.origin.library) · \(spec.origin.reproduces)"))
        } else if let coded = pane.coded {
            lines.append(("preset", "\(coded.name) — \(coded.kind)"))
        } else {
            lines.append(("preset", "none loaded"))
        }
        let container = pane.container
        lines.append(
            (
                "operation",
                "\((pane.coded?.operation ?? pane.operation).rawValue)\(pane.direction.map { " · " + $0.rawValue } ?? "")   \(container.width > container.height ? "landscape" : "portrait") \(container) pt"
            ))
        lines.append(("animator", pane.stateText))
        // The two figures of docs/engine-contract.md: the fraction complete and where the views are.
        // While the code plays live, its own figures (it has no separate view progress to show).
        let views = pane.playsLive ? "" : "  views \(((session?.visualProgress(at: time) ?? 0) * 100).fixed(1)) %"
        lines.append(
            ("progress", "fraction \((pane.shownProgress * 100).fixed(1)) %\(views)  t \(transitionTime.fixed(2)) of \(pane.shownDuration.fixed(2)) s"))
        let velocity: String
        let holder = pane.finger == .mouse ? "mouse" : "finger"
        if let session, let direct = session.direct, direct.isHeld {
            // A finger holding a view that follows it: the view's velocity on screen, both axes.
            let v = direct.tracker.velocity(at: time)
            velocity = "(\(Int(saturating: v.x.rounded())), \(Int(saturating: v.y.rounded()))) pt/s (\(holder) holds \(direct.view))"
        } else if let session, session.isTouching, let arena = session.scroll {
            velocity = "\(Int(saturating: session.pan.direction.component(of: arena.fingerVelocity(at: time)).rounded())) pt/s (\(holder) down)"
        } else if let session, session.isTouching {
            velocity = "\(Int(saturating: session.pan.direction.component(of: session.recognizer.tracker.velocity(at: time)).rounded())) pt/s (\(holder) down)"
        } else {
            velocity = "– (no finger)"
        }
        lines.append(("velocity", velocity))
        if let arena = session?.scroll { lines.append(("scroll", Self.scrollText(arena, at: time))) }
        lines.append(("policy", session?.direct.map(PlaygroundPane.ruleText) ?? "\(pane.policy.name): \(pane.policy.parameterText)"))
        if let verdicts = pane.verdictsText { lines.append(("verdict", verdicts)) }
        lines.append(("speed", PlaygroundPane.speedText(pane.speed) + (pane.playsBackward ? "   ␣ plays back" : "")))
        return lines
    }

    /// Draws the title and as many rows as `rect` holds.
    func render(into grid: inout CellGrid, _ rect: CellRect) {
        guard rect.height > 0 else { return }
        let w = rect.width
        Widgets.title("Inspector", into: &grid, x: rect.x, y: rect.y, width: w)
        for (i, line) in lines.prefix(rect.height - 1).enumerated() {
            grid.put(Widgets.fit(pane.uiText(line.0), 10), x: rect.x, y: rect.y + 1 + i, foreground: Style.dim)
            grid.put(Widgets.fit(pane.uiText(line.1), w - 10), x: rect.x + 10, y: rect.y + 1 + i)
        }
    }

    /// The inspector's scroll line: each content's offset, then who owns the finger
    /// (`presented 120 pt · finger: presented (scroll, then pan)`).
    static func scrollText(_ arena: ScrollArena, at time: Double) -> String {
        let offsets = arena.setup.contents.map { "\($0.id) \(Int(saturating: $0.offset(at: time).rounded())) pt" }.joined(separator: ", ")
        return "\(offsets) · finger: \(arena.owner)"
    }
}
