import SegueEngine
import SegueRender

/// The playground's few colours (the renderer falls back for 256/16 colours and none).
enum Style {
    static let accent = RGBColor(red: 252, green: 175, blue: 62)
    static let dim = RGBColor(red: 150, green: 150, blue: 150)
    static let finish = RGBColor(red: 115, green: 210, blue: 22)
    static let cancel = RGBColor(red: 239, green: 41, blue: 41)
    static let error = RGBColor(red: 239, green: 41, blue: 41)

    /// The timeline bar's colours.
    static let bar = Widgets.BarColors(track: dim, fill: accent, threshold: .white, finishes: finish, cancels: cancel)

    /// The colour of a log line's tone; nil for plain lines.
    static func color(of tone: InteractionSession.Event.Tone) -> RGBColor? {
        switch tone {
        case .plain: nil
        case .finish: finish
        case .cancel: cancel
        }
    }
}

extension Widgets {
    /// A section title in the playground's style: bold, followed by a thin rule.
    static func title(_ text: String, into grid: inout CellGrid, x: Int, y: Int, width: Int) {
        let t = fit(text, width)
        grid.put(t, x: x, y: y, foreground: Style.accent, attributes: [.bold])
        let columns = t.terminalColumns
        if width > columns + 1 {
            grid.fill(x: x + columns + 1, y: y, width: width - columns - 1, height: 1, with: Cell("─", foreground: Style.dim))
        }
    }
}
