import Foundation

/// The table the bench prints and the JSON it writes.
enum Report {
    static let columns: [(title: String, width: Int)] = [
        ("figure", 44), ("median", 10), ("spread", 8), ("min", 10), ("max", 10), ("unit", 6), ("budget", 10), ("", 5),
    ]

    static func printHeader() {
        print(row(columns.map(\.title)))
    }

    static func printRow(_ f: Figure) {
        let s = f.statistics
        let spread = s.samples.count > 1 ? "±" + Figure.format(s.relativeSpread * 100) + "%" : ""
        var line = row([
            f.name, Figure.format(s.median), spread, Figure.format(s.minimum), Figure.format(s.maximum),
            f.unit, f.budget?.text ?? "", f.verdict,
        ])
        if !f.note.isEmpty { line += "  " + f.note }
        print(line)
    }

    private static func row(_ cells: [String]) -> String {
        zip(cells, columns).enumerated().map { i, pair in
            let (text, column) = pair
            let padding = String(repeating: " ", count: max(0, column.width - text.count))
            return i == 0 ? text + padding : padding + text
        }.joined(separator: " ")
    }

    struct JSONFigure: Codable {
        var section: String
        var name: String
        var unit: String
        var median: Double
        var min: Double
        var max: Double
        var relativeSpread: Double
        var samples: Int
        var budget: Budget?
        var pass: Bool?
        var note: String?
    }

    struct JSONReport: Codable {
        var machine: Machine
        var quick: Bool
        var figures: [JSONFigure]
        var notes: [String]
    }

    static func json(_ figures: [Figure], notes: [String], machine: Machine, quick: Bool) -> Data {
        let list = figures.map { f in
            JSONFigure(
                section: f.section, name: f.name, unit: f.unit, median: f.median, min: f.statistics.minimum,
                max: f.statistics.maximum, relativeSpread: f.statistics.relativeSpread, samples: f.statistics.samples.count,
                budget: f.budget, pass: f.budget.map { $0.passes(f.median) }, note: f.note.isEmpty ? nil : f.note)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(JSONReport(machine: machine, quick: quick, figures: list, notes: notes))) ?? Data()
    }
}
