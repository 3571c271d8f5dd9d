import SegueEngine
import SegueRender
import SegueText

extension PlaygroundPane {
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

    /// The layout at the playground's size (the last `.resize`): the one the mouse and editing use.
    public var layout: PlaygroundLayout { layout(columns: size.columns, rows: size.rows) }

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
        let pane = PaneSnapshot(self)
        drawStage(into: &grid, layout.stage)
        if edit.isOn, let editor, layout.inspector.height >= 5 {
            drawEditor(into: &grid, layout.inspector, editor: editor)
        } else {
            InspectorWidget(pane: pane).render(into: &grid, layout.inspector)
        }
        TimelineWidget(pane: pane).render(into: &grid, layout.timeline)
        let curve = CurvePanelWidget(pane: pane)
        if let plot = curve.plot(layout.plot) {
            curve.render(into: &grid, layout.plot, plot: plot)
            drawHandles(into: &grid, layout.plot, plot: plot.plot)
        }
        EventLogWidget(pane: pane).render(into: &grid, layout.log)
        if let banner = pane.banner {
            grid.put(
                Widgets.fit(pane.uiText("⚠ " + banner), layout.banner.width), x: layout.banner.x, y: layout.banner.y, foreground: Style.error,
                attributes: [.bold])
        }
        FooterWidget(pane: pane).render(into: &grid, layout.footer)
        switch overlay {
        case .none: break
        case .help: pane.help.render(into: &grid)
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
}
