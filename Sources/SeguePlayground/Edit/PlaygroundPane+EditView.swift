import SegueEngine
import SegueRender

extension PlaygroundPane {
    /// The inspector as the editor (`e`): the fields with the selected one marked, the value being
    /// typed, then the curve's figures and either lint's refusal or where `w` saves.
    func drawEditor(into grid: inout CellGrid, _ rect: CellRect, editor: PresetEditor) {
        let w = rect.width
        Widgets.title(uiText("Editor · \(editor.spec.name)\(editor.isEdited ? " · ● edited" : "")"), into: &grid, x: rect.x, y: rect.y, width: w)
        var y = rect.y + 1
        // The fields that fit (the layout gives the editor the rows it can), scrolled to keep the
        // selected one in view.
        let fields = editor.fields
        let labels = fields.map(editor.label(of:))
        // The names' column: as wide as the longest name (after the marker, with a gap), at most
        // half the panel, so a name is not cut into its value.
        let nameWidth = min(max(12, (labels.map { uiText($0.name).terminalColumns }.max() ?? 0) + 3), max(12, w / 2))
        let visible = max(1, rect.height - 3)
        let first = max(0, min(min(editor.selection, fields.count - 1) - visible / 2, fields.count - visible))
        for (i, label) in labels.enumerated().dropFirst(first) where y < rect.maxY - 2 {
            let selected = i == min(editor.selection, fields.count - 1)
            let value = selected ? edit.entry.map { $0 + "▏" } ?? label.value : label.value
            grid.put(
                Widgets.fit(uiText((selected ? "▸ " : "  ") + label.name), nameWidth - 1), x: rect.x, y: y, foreground: selected ? Style.accent : Style.dim,
                attributes: selected ? [.bold] : [])
            grid.put(Widgets.fit(uiText(value), w - nameWidth), x: rect.x + nameWidth, y: y, attributes: selected ? [.bold] : [])
            y += 1
        }
        grid.put(Widgets.fit(uiText(curveSummary(editor.spec)), w), x: rect.x, y: rect.maxY - 2, foreground: Style.dim)
        // A refused value shows here, and only here (not in the log): ✗, the field, lint's reason.
        if let refusal = editor.refusal {
            let field = editor.refusedField.map { editor.label(of: $0).name.trimmingCharacters(in: .whitespaces) + ": " } ?? ""
            grid.put(Widgets.fit(uiText("✗ " + field + refusal), w), x: rect.x, y: rect.maxY - 1, foreground: Style.error)
        } else {
            let target = editor.document.saveTarget(name: editor.spec.name, userFolder: edit.userFolder) ?? "nowhere (no user folder)"
            grid.put(Widgets.fit(uiText("w saves to \(target)"), w), x: rect.x, y: rect.maxY - 1, foreground: Style.dim)
        }
    }

    /// A spring's parameters and settling time, or where a Bézier's handles are.
    func curveSummary(_ spec: TransitionSpec) -> String {
        switch spec.timing {
        case .cubic(let b):
            if let held = edit.draggedHandle {
                let (x, y) = held == 0 ? (b.x1, b.y1) : (b.x2, b.y2)
                return "holding handle \(held + 1) at (\(EditFigure.n(x)), \(EditFigure.n(y))): drag it, release to set"
            }
            return "handles 1 (\(EditFigure.n(b.x1)), \(EditFigure.n(b.y1))) · 2 (\(EditFigure.n(b.x2)), \(EditFigure.n(b.y2))): drag them on the curve"
        case .spring, .springFilling:
            let resolved = spec.timing.resolved(duration: spec.duration)
            guard case .spring(let s) = resolved.kind else { return "" }
            return
                "mass \(EditFigure.n(s.mass)) · stiffness \(EditFigure.n(s.stiffness)) · damping \(EditFigure.n(s.damping)) · ζ \(EditFigure.n(s.dampingRatio)) · settles in \(EditFigure.n(s.settlingDuration)) s"
        }
    }

    /// The Bézier's control points as handles `1` and `2` on the plot, in edit mode.
    func drawHandles(into grid: inout CellGrid, _ rect: CellRect, plot: CurvePlot.Plot) {
        guard edit.isOn, case .cubic(let b) = preset?.timing else { return }
        for (label, x, y) in [("1", b.x1, b.y1), ("2", b.x2, b.y2)] {
            guard let cell = plot.cell(x: x, y: y) else { continue }
            grid.put(label, x: rect.x + cell.column, y: rect.y + 1 + cell.row, foreground: Style.accent, attributes: [.bold, .reverse])
        }
    }
}

/// Numbers on the editor's lines: at most three decimals.
enum EditFigure {
    static func n(_ x: Double) -> String {
        let r = (x * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : "\(r)"
    }
}
