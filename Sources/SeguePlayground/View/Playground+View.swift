import SegueEngine
import SegueRender
import SegueText

extension Playground {
    /// The whole screen for a terminal of `columns` × `rows`.
    public func view(columns: Int, rows: Int) -> CellGrid {
        var grid = screen(columns: columns, rows: rows)
        // The last step for an ASCII screen: any glyph not spelled where its text was made.
        if options.render.ascii { grid.spellInASCII() }
        return grid
    }

    /// Where each part goes on a `columns` × `rows` screen as this playground draws it: with its
    /// banner, its container, and in edit mode the rows the editor fills (its fields, its title
    /// and its two last lines). The view, the mouse and the tests share it.
    public func layout(columns: Int, rows: Int) -> PlaygroundLayout {
        let editorRows = edit.isOn ? editor.map { $0.fields.count + 3 } ?? 0 : 0
        return PlaygroundLayout(columns: columns, rows: rows, hasBanner: banner != nil, container: container, editorRows: editorRows)
    }

    func screen(columns: Int, rows: Int) -> CellGrid {
        var grid = CellGrid(width: columns, height: rows)
        drawScreen(into: &grid, x: 0, y: 0, columns: columns, rows: rows)
        return grid
    }

    /// Draws the screen of a `columns` × `rows` terminal with its top-left corner at (`x`, `y`) of
    /// `grid`: compare mode draws each pane straight into the one screen. (An overlay or the "too
    /// small" message, which centre on their grid, are drawn on a grid of their own and copied.)
    func drawScreen(into grid: inout CellGrid, x: Int, y: Int, columns: Int, rows: Int) {
        var layout = self.layout(columns: columns, rows: rows)
        let fillsGrid = x == 0 && y == 0 && grid.width == columns && grid.height == rows
        guard fillsGrid || (!layout.isTooSmall && overlay == .none) else {
            grid.blit(screen(columns: columns, rows: rows), x: x, y: y)
            return
        }
        if layout.isTooSmall {
            drawTooSmall(into: &grid)
            return
        }
        layout = layout.moved(x: x, y: y)
        drawStage(into: &grid, layout.stage)
        drawInspector(into: &grid, layout.inspector)
        drawTimeline(into: &grid, layout.timeline)
        drawPlot(into: &grid, layout.plot)
        drawLog(into: &grid, layout.log)
        if let banner {
            grid.put(
                Widgets.fit(uiText("⚠ " + banner), layout.banner.width), x: layout.banner.x, y: layout.banner.y, foreground: Style.error, attributes: [.bold])
        }
        drawFooter(into: &grid, layout.footer)
        switch overlay {
        case .none: break
        case .help: drawHelp(into: &grid)
        case .info: drawInfo(into: &grid)
        case .picker(let filter, let selection): drawPicker(into: &grid, filter: filter, selection: selection)
        }
    }

    /// What the stage shows now, at its size: the same frame `segue render` prints for the same
    /// preset, progress and size.
    public func stageGrid(width: Int, height: Int) -> CellGrid {
        if let scene = liveScene { return StageRenderer(options: options.render).render(scene, width: width, height: height) }
        guard let session else { return CellGrid(width: width, height: height) }
        return StageRenderer(options: options.render).render(session.scene(at: time), width: width, height: height)
    }

    // MARK: Parts

    func drawStage(into grid: inout CellGrid, _ rect: CellRect) {
        grid.blit(stageGrid(width: rect.width, height: rect.height), x: rect.x, y: rect.y)
        if session == nil {
            grid.put(Widgets.fit("nothing to play", rect.width), x: rect.x + 1, y: rect.y + rect.height / 2)
        }
    }

    var stateText: String {
        if let live { return Self.liveStateText(live.status) }
        guard let session else { return "–" }
        let driver = session.driver
        var parts = [driver.animatorState.rawValue]
        if driver.animatorState == .active { parts.append(driver.isAnimatorRunning ? "running" : "paused") }
        if driver.isAnimatorReversed && driver.isAnimatorRunning { parts.append("reversed") }
        switch session.driver.interaction.phase {
        case .waiting: parts = ["ready"]
        case .interactive: parts.append("interactive")
        case .animating(let finishing): parts.append(finishing ? "→ end" : "→ start")
        case .completed(let didFinish):
            if endedByReversal {
                parts = [didFinish ? "↔ reversed: at the end" : "↔ reversed: back at the start"]
            } else {
                parts = [didFinish ? "✓ finished" : "✗ cancelled"]
            }
        }
        return parts.joined(separator: " · ")
    }

    /// The inspector's `t`: the transition's own clock, seconds: where along its duration it stands
    /// (the fraction complete times the duration, 0…duration). It stops at the duration when the
    /// transition ends, however long a finger held it first, and runs back with a cancel.
    var transitionTime: Double {
        let duration = shownDuration
        guard duration.isFinite, duration > 0 else { return 0 }
        return (shownProgress.clamped(to: 0...1) * duration)
    }

    /// The duration the inspector shows, seconds: the code's `transitionDuration(using:)` while a
    /// live run plays, else the session's.
    var shownDuration: Double { live.map { $0.status.duration } ?? session?.driver.interaction.duration ?? 0 }

    func drawInspector(into grid: inout CellGrid, _ rect: CellRect) {
        guard rect.height > 0 else { return }
        if edit.isOn, let editor, rect.height >= 5 { return drawEditor(into: &grid, rect, editor: editor) }
        let w = rect.width
        var lines: [(String, String)] = []
        if let spec = preset {
            lines.append(("preset", "\(spec.name)\(editor?.isEdited == true ? " ● edited" : "") — \(spec.title)"))
            lines.append(("origin", "\(spec.origin.library) · \(spec.origin.reproduces)"))
        } else if let coded = codedTransition {
            lines.append(("preset", "\(coded.name) — \(coded.card.kind)"))
        } else {
            lines.append(("preset", "none loaded"))
        }
        lines.append(
            (
                "operation",
                "\((codedTransition?.operation ?? operation).rawValue)\(direction.map { " · " + $0.rawValue } ?? "")   \(container.width > container.height ? "landscape" : "portrait") \(container) pt"
            ))
        lines.append(("animator", stateText))
        // The two figures of docs/engine-contract.md: the fraction complete and where the views are.
        // While the code plays live, its own figures (it has no separate view progress to show).
        let views = live == nil ? "  views \(((session?.visualProgress(at: time) ?? 0) * 100).fixed(1)) %" : ""
        lines.append(
            ("progress", "fraction \((shownProgress * 100).fixed(1)) %\(views)  t \(transitionTime.fixed(2)) of \(shownDuration.fixed(2)) s"))
        let velocity: String
        if let session, let direct = session.direct, direct.isHeld {
            // A finger holding a view that follows it: the view's velocity on screen, both axes.
            let v = direct.tracker.velocity(at: time)
            velocity =
                "(\(Int(saturating: v.x.rounded())), \(Int(saturating: v.y.rounded()))) pt/s (\(finger == .mouse ? "mouse" : "finger") holds \(direct.view))"
        } else if let session, session.isTouching, let arena = session.scroll {
            velocity =
                "\(Int(saturating: session.pan.direction.component(of: arena.fingerVelocity(at: time)).rounded())) pt/s (\(finger == .mouse ? "mouse" : "finger") down)"
        } else if let session, session.isTouching {
            velocity =
                "\(Int(saturating: session.pan.direction.component(of: session.recognizer.tracker.velocity(at: time)).rounded())) pt/s (\(finger == .mouse ? "mouse" : "finger") down)"
        } else {
            velocity = "– (no finger)"
        }
        lines.append(("velocity", velocity))
        if let arena = session?.scroll { lines.append(("scroll", Self.scrollText(arena, at: time))) }
        lines.append(("policy", session?.direct.map(Self.ruleText) ?? "\(policy.name): \(policy.parameterText)"))
        if let verdicts = verdictsText { lines.append(("verdict", verdicts)) }
        lines.append(("speed", Self.speedText(speed) + (playsBackward ? "   ␣ plays back" : "")))
        Widgets.title("Inspector", into: &grid, x: rect.x, y: rect.y, width: w)
        for (i, line) in lines.prefix(rect.height - 1).enumerated() {
            grid.put(Widgets.fit(uiText(line.0), 10), x: rect.x, y: rect.y + 1 + i, foreground: Style.dim)
            grid.put(Widgets.fit(uiText(line.1), w - 10), x: rect.x + 10, y: rect.y + 1 + i)
        }
    }

    /// The timeline's bar: its width in `rect`, on the row under the title (the percentage follows it).
    static func timelineBarWidth(_ rect: CellRect) -> Int { rect.width - 8 }

    func drawTimeline(into grid: inout CellGrid, _ rect: CellRect) {
        guard rect.height >= 3, rect.width >= 20 else { return }
        Widgets.title("Timeline", into: &grid, x: rect.x, y: rect.y, width: rect.width)
        let barWidth = Self.timelineBarWidth(rect)
        let p = shownProgress
        let threshold = policy.percentThreshold
        let verdict = session?.verdict(at: time)
        let landing = verdict.map { policy.projectedLanding($0.input) }
        grid.blit(Widgets.bar(width: barWidth, progress: p, threshold: threshold, landing: landing, ascii: options.render.ascii), x: rect.x, y: rect.y + 1)
        grid.put((p * 100).fixed(1, width: 5) + "%", x: rect.x + barWidth + 1, y: rect.y + 1, attributes: [.bold])
        var line: String
        if let verdict {
            line = "release now → \(verdict.decision.outcome.rawValue): \(verdict.decision.reason)"
        } else {
            line = "┊ " + policy.explanation
        }
        var color = verdict.map { $0.decision.finishes ? Style.finish : Style.cancel } ?? Style.dim
        if let session, let direct = session.direct { (line, color) = directTimelineLine(session, direct) }
        grid.put(Widgets.fit(uiText(line), rect.width), x: rect.x, y: rect.y + 2, foreground: color)
    }

    func drawPlot(into grid: inout CellGrid, _ rect: CellRect) {
        guard let key = curvePlotKey(rect) else { return }
        // An edited preset's curve as its file writes it: a curve turned into `cubic-bezier(…)` (or
        // another spring form) with the same motion is named as written, not as the motion's name.
        Widgets.title("Curve  \(editor?.timing.spec ?? key.curve.spec)", into: &grid, x: rect.x, y: rect.y, width: rect.width)
        let cache = curvePlots.entry(for: key)
        // The playhead: the current progress, at the time fraction where the curve reaches it (so
        // the dot sits on the curve when the transition runs on its own).
        let value = shownProgress.clamped(to: 0...1)
        grid.blit(cache.plot.marked(at: cache.timing.fraction(forProgress: value), value: value, color: Style.accent), x: rect.x, y: rect.y + 1)
        drawHandles(into: &grid, rect, plot: cache.plot)
    }

    func drawLog(into grid: inout CellGrid, _ rect: CellRect) {
        guard rect.height >= 2 else { return }
        Widgets.title("Events", into: &grid, x: rect.x, y: rect.y, width: rect.width)
        let visible = log.suffix(rect.height - 1)
        for (i, line) in visible.enumerated() {
            grid.put(Widgets.fit(line.shown, rect.width), x: rect.x, y: rect.y + 1 + i, foreground: Style.color(of: line.tone))
        }
    }

    func drawFooter(into grid: inout CellGrid, _ rect: CellRect) {
        if let promptText {
            grid.put(Widgets.fit(uiText(promptText), rect.width), x: rect.x, y: rect.y, foreground: Style.accent, attributes: [.bold])
            return
        }
        var x = rect.x
        if let mark = recordingMark {
            // While recording, the file's name comes first: it must not be lost off the right edge.
            let shown = Widgets.fit(mark, rect.width)
            grid.put(shown, x: x, y: rect.y, foreground: Style.cancel, attributes: [.bold])
            x += shown.count + 2
        }
        if let file = edit.exported {
            let shown = Widgets.fit(uiText("→ \(file)"), rect.width - (x - rect.x))
            grid.put(shown, x: x, y: rect.y, foreground: Style.accent)
            x += shown.count + 2
        }
        let bindings = (edit.isOn ? editKeyMap : finger == .keyboard ? fingerKeyMap : keyMap).footerBindings
        for (i, binding) in bindings.enumerated() {
            let item = "\(binding.keyLabel) \(binding.shortLabel)"
            let isLast = i == bindings.count - 1
            // Columns are counted within the footer's own width (a pane of compare mode starts to the right).
            if x - rect.x + item.count + (isLast ? 0 : 8) > rect.width {
                grid.put("? more", x: x, y: rect.y, foreground: Style.dim)
                return
            }
            grid.put(binding.keyLabel, x: x, y: rect.y, foreground: Style.accent, attributes: [.bold])
            grid.put(binding.shortLabel, x: x + binding.keyLabel.count + 1, y: rect.y, foreground: Style.dim)
            x += item.count + 2
        }
    }

    func drawTooSmall(into grid: inout CellGrid) {
        let lines = [
            "Terminal too small: \(grid.width)×\(grid.height)",
            "Segue needs at least \(PlaygroundLayout.minimumColumns)×\(PlaygroundLayout.minimumRows).",
            "Enlarge the window, or press q to quit.",
        ]
        for (i, line) in lines.enumerated() {
            let y = grid.height / 2 - 1 + i
            let text = Widgets.fit(line, grid.width)
            grid.put(text, x: max(0, (grid.width - text.count) / 2), y: y, attributes: i == 0 ? [.bold] : [])
        }
    }

    /// The help's rows for a column `width` cells wide: group titles, then each binding's keys and
    /// its description, wrapped under the description column; drag mode and the mouse last.
    func helpRows(width: Int) -> [(key: String, text: String, isTitle: Bool)] {
        var sections: [(String, [(String, String)])] = KeyBinding.Group.allCases.compactMap { group in
            let bindings = keyMap.bindings.filter { $0.group == group }
            return bindings.isEmpty ? nil : (group.rawValue, bindings.map { ($0.keyLabel, $0.description) })
        }
        for (title, map) in overlayKeyMaps {
            sections.append((title, map.listed.map { ($0.keyLabel, $0.description) }))
        }
        sections.append(("Mouse", [("drag", "Press on the stage and drag: a real pan with real velocity; releasing lets the policy decide")]))
        var rows: [(key: String, text: String, isTitle: Bool)] = []
        for (title, entries) in sections {
            rows.append((title, "", true))
            for (key, text) in entries {
                for (i, part) in Widgets.wrap(text, max(10, width - Self.helpKeyColumn)).enumerated() {
                    rows.append((i == 0 ? key : "", part, false))
                }
            }
        }
        return rows
    }

    /// The help's sections after the standard keys: every other map, titled by when it applies.
    var overlayKeyMaps: [(title: String, map: KeyMap)] {
        [
            ("Drag mode (after d, while the finger is down)", dragKeyMap),
            ("Drag mode on a view that follows the finger (drag to dismiss)", directDragKeyMap),
            ("In the help", helpKeyMap),
            ("In the preset card (i)", cardKeyMap),
            ("In the preset picker (/)", pickerKeyMap),
            ("Edit mode (after e)", editKeyMap),
        ]
    }

    /// Columns of the help's key column, the gap included.
    static let helpKeyColumn = 9

    /// The help box on a `columns` × `rows` screen: its width, its rows, where the second column
    /// starts (`split`; the row count when there is one column), and how many rows it needs and shows.
    func helpGeometry(columns: Int, rows: Int) -> (
        width: Int, columnCount: Int, lines: [(key: String, text: String, isTitle: Bool)], split: Int, rowsNeeded: Int, visibleRows: Int
    ) {
        let natural = ([keyMap] + overlayKeyMaps.map(\.map)).flatMap(\.listed).map(\.description.count).max().map { $0 + Self.helpKeyColumn + 4 } ?? 40
        let visibleRows = max(0, rows - 5)
        // A box that would leave a margin of one column takes the whole width instead: the screen
        // behind must not show down its sides (the stage's corner beside the box's).
        func fill(_ width: Int) -> Int { width >= columns - 2 ? columns : width }
        // Two columns when one would need scrolling and each column still gets 56 cells.
        let oneColumnWidth = fill(min(columns - 2, natural))
        let oneColumn = helpRows(width: oneColumnWidth - 4)
        if oneColumn.count > visibleRows, columns - 2 >= 2 * 56 {
            let width = fill(min(columns - 2, 2 * natural))
            let lines = helpRows(width: width / 2 - 4)
            // The second column starts at a title or a binding, never inside a wrapped description,
            // and never just after a title: a title goes with its first binding.
            var split = lines.indices.first { $0 >= (lines.count + 1) / 2 && !lines[$0].key.isEmpty } ?? lines.count
            while split > 0, split < lines.count, lines[split - 1].isTitle { split -= 1 }
            let needed = max(split, lines.count - split)
            return (width, 2, lines, split, needed, min(visibleRows, needed))
        }
        return (oneColumnWidth, 1, oneColumn, oneColumn.count, oneColumn.count, min(visibleRows, oneColumn.count))
    }

    func drawHelp(into grid: inout CellGrid) {
        let help = helpGeometry(columns: grid.width, rows: grid.height)
        let width = help.width
        let rowsNeeded = help.rowsNeeded
        let visibleRows = help.visibleRows
        let height = visibleRows + 3
        let x = (grid.width - width) / 2
        let y = (grid.height - height) / 2
        let scroll = min(helpScroll, max(0, rowsNeeded - visibleRows))
        Widgets.box(into: &grid, x: x, y: y, width: width, height: height, title: "Keys — ? or Esc closes", ascii: options.render.ascii)
        if rowsNeeded > visibleRows {
            let hint = uiText(" ↑/↓ scroll · \(scroll + 1)–\(scroll + visibleRows) of \(rowsNeeded) ")
            grid.put(Widgets.fit(hint, width - 4), x: x + max(2, width - hint.count - 2), y: y + height - 1, foreground: Style.dim)
        }
        let columnWidth = help.columnCount == 2 ? width / 2 : width
        for (i, line) in help.lines.enumerated() {
            let column = i < help.split ? 0 : 1
            let row = (i < help.split ? i : i - help.split) - scroll
            guard row >= 0, row < visibleRows else { continue }
            let cx = x + 2 + column * columnWidth
            let cy = y + 1 + row
            let avail = columnWidth - 4
            if line.isTitle {
                grid.put(Widgets.fit(line.key, avail), x: cx, y: cy, foreground: Style.accent, attributes: [.bold, .underline])
            } else {
                grid.put(Widgets.fit(line.key, Self.helpKeyColumn - 1), x: cx, y: cy, attributes: [.bold])
                grid.put(Widgets.fit(line.text, avail - Self.helpKeyColumn), x: cx + Self.helpKeyColumn, y: cy)
            }
        }
    }

    /// The picker: the filter and the count of matches on its first row, the matches below (the
    /// chosen one kept in view), and on the bottom border how many more are above and below.
    func drawPicker(into grid: inout CellGrid, filter: String, selection: Int) {
        let matches = pickerMatches(filter)
        let width = min(grid.width - 4, 60)
        let height = min(grid.height - 2, max(6, min(matches.count, 16) + 4))
        let x = (grid.width - width) / 2
        let y = (grid.height - height) / 2
        Widgets.box(into: &grid, x: x, y: y, width: width, height: height, title: "Presets — type to filter, ↵ opens, Esc closes", ascii: options.render.ascii)
        let count = matches.isEmpty ? "0 of \(entryCount)" : "\(min(selection, matches.count - 1) + 1) of \(matches.count)"
        let countX = x + width - 2 - count.count
        grid.put(Widgets.fit("/ " + filter + "▏", max(0, countX - 1 - (x + 2))), x: x + 2, y: y + 1, attributes: [.bold])
        grid.put(count, x: countX, y: y + 1, foreground: Style.dim)
        let rows = height - 3
        let first = max(0, min(selection - rows / 2, matches.count - rows))
        for (row, index) in matches.dropFirst(first).prefix(rows).enumerated() {
            let entry =
                presets.indices.contains(index)
                ? "\(presets[index].name)  \(presets[index].title)"
                : "\(codedTransitions[index - presets.count].name)  \(codedTransitions[index - presets.count].card.kind)"
            let selected = first + row == selection
            let text = Widgets.fit(entry, width - 4)
            grid.put(text, x: x + 2, y: y + 2 + row, foreground: selected ? Style.accent : nil, attributes: selected ? [.reverse, .bold] : [])
        }
        if matches.isEmpty { grid.put("no preset matches", x: x + 2, y: y + 2, foreground: Style.dim) }
        let above = first
        let below = max(0, matches.count - first - rows)
        guard above + below > 0 else { return }
        let hint = [above > 0 ? "↑ \(above) more" : nil, below > 0 ? "↓ \(below) more" : nil].compactMap { $0 }.joined(separator: " · ")
        grid.put(" " + Widgets.fit(uiText(hint), width - 6) + " ", x: x + 2, y: y + height - 1, foreground: Style.dim)
    }
}

/// The playground's few colours (the renderer falls back for 256/16 colours and none).
enum Style {
    static let accent = RGBColor(red: 252, green: 175, blue: 62)
    static let dim = RGBColor(red: 150, green: 150, blue: 150)
    static let finish = RGBColor(red: 115, green: 210, blue: 22)
    static let cancel = RGBColor(red: 239, green: 41, blue: 41)
    static let error = RGBColor(red: 239, green: 41, blue: 41)

    /// The colour of a log line's tone; nil for plain lines.
    static func color(of tone: InteractionSession.Event.Tone) -> RGBColor? {
        switch tone {
        case .plain: nil
        case .finish: finish
        case .cancel: cancel
        }
    }
}
