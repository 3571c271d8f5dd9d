import SegueEngine
import SegueRender
import SegueText

/// The card (`i`): a preset's from its file, a coded transition's from its code (`Transition.card`).
extension PlaygroundPane {
    /// The preset's card (`i`): what it reproduces, its summary, how exact it is (exact,
    /// approximated within a bound, or a stand-in), its operations, timing and interactions, and
    /// the policy in words.
    func drawInfo(into grid: inout CellGrid) {
        let width = min(grid.width - 2, 100)
        let label = 13
        let textWidth = max(10, width - 4 - label)
        var rows: [(String, String)] = []
        func add(_ name: String, _ text: String) {
            for (i, part) in Widgets.wrap(text, textWidth).enumerated() { rows.append((i == 0 ? name : "", part)) }
        }
        guard let spec = preset else {
            guard let coded = codedTransition else { return }
            let card = coded.card
            for field in card.declares { add(field.label, field.text) }
            add("approximated", card.approximated.isEmpty ? "nothing" : card.approximated.joined(separator: "; "))
            add("not drawn", card.notDrawn.isEmpty ? "nothing" : card.notDrawn.joined(separator: ", "))
            for (i, line) in card.log.enumerated() { add(i == 0 ? "log" : "", line) }
            add("policy now", "\(policy.description): \(policy.explanation)")
            return drawCard(rows, title: "\(coded.name) — \(card.kind) — i or Esc closes", width: width, label: label, textWidth: textWidth, into: &grid)
        }
        add("reproduces", "\(spec.origin.library): \(spec.origin.reproduces)")
        add("summary", spec.summary)
        add("fidelity", spec.fidelity?.description ?? "not stated by the preset")
        add(
            "operations",
            spec.supportedOperations.map(\.rawValue).joined(separator: ", ")
                + (spec.directions.isEmpty ? "" : "; directions " + spec.directions.map(\.rawValue).joined(separator: ", ")))
        add("timing", "\(spec.duration.fixed(2)) s, \(spec.timing.spec)")
        for interaction in spec.interactions {
            add(
                interaction.operation.rawValue,
                "pan \(interaction.pan.rawValue) over \(interaction.distance)\(interaction.edgeZone.map { ", from a \(Int($0)) pt edge zone" } ?? ""), \(interaction.completion)"
            )
        }
        add("policy now", "\(policy.description): \(policy.explanation)")
        drawCard(rows, title: "\(spec.name) — \(spec.title) — i or Esc closes", width: width, label: label, textWidth: textWidth, into: &grid)
    }

    /// A card of labelled rows, centred, as many rows as fit.
    private func drawCard(_ rows: [(String, String)], title: String, width: Int, label: Int, textWidth: Int, into grid: inout CellGrid) {
        let visible = min(rows.count, max(0, grid.height - 5))
        let height = visible + 3
        let x = (grid.width - width) / 2
        let y = (grid.height - height) / 2
        Widgets.box(into: &grid, x: x, y: y, width: width, height: height, title: title, ascii: options.render.ascii, border: Style.accent)
        for (i, row) in rows.prefix(visible).enumerated() {
            grid.put(Widgets.fit(row.0, label - 1), x: x + 2, y: y + 1 + i, foreground: Style.dim)
            grid.put(Widgets.fit(row.1, textWidth), x: x + 2 + label, y: y + 1 + i)
        }
    }
}
