import Foundation

/// The table the bench prints and the JSON it writes.
enum Report {
    static let columns: [(title: String, width: Int)] = [
        ("figure", 44), ("median", 10), ("spread", 8), ("min", 10), ("max", 10), ("unit", 6), ("budget", 10), ("", 5),
    ]

    /// One row of the table: the same line whether the figure was just measured or read back from
    /// a JSON file (`--table-from`).
    struct Row {
        var name: String
        var median: Double
        /// Half the interquartile range over the median; nil for a single sample.
        var relativeSpread: Double?
        var min: Double
        var max: Double
        var unit: String
        var budget: Budget?
        var note: String

        init(_ f: Figure) {
            let s = f.statistics
            self.init(
                name: f.name, median: s.median, relativeSpread: s.samples.count > 1 ? s.relativeSpread : nil, min: s.minimum, max: s.maximum,
                unit: f.unit, budget: f.budget, note: f.note)
        }

        init(_ f: JSONFigure) {
            self.init(
                name: f.name, median: f.median, relativeSpread: f.samples > 1 ? f.relativeSpread : nil, min: f.min, max: f.max, unit: f.unit,
                budget: f.budget, note: f.note ?? "")
        }

        init(name: String, median: Double, relativeSpread: Double?, min: Double, max: Double, unit: String, budget: Budget?, note: String) {
            (self.name, self.median, self.relativeSpread, self.min, self.max) = (name, median, relativeSpread, min, max)
            (self.unit, self.budget, self.note) = (unit, budget, note)
        }

        var verdict: String { budget.map { $0.passes(median) ? "pass" : "MISS" } ?? "" }

        var line: String {
            let spread = relativeSpread.map { "±" + Figure.format($0 * 100) + "%" } ?? ""
            let line = Report.row([
                name, Figure.format(median), spread, Figure.format(min), Figure.format(max), unit, budget?.text ?? "", verdict,
            ])
            return note.isEmpty ? line : line + "  " + note
        }
    }

    static var header: String { row(columns.map(\.title)) }

    static func sectionHeading(_ title: String) -> [String] { ["", "== \(title)", header] }

    static func summary(figures: Int, missed: [String], checksum: Int) -> String {
        "\(figures) figures, \(missed.count) over budget\(missed.isEmpty ? "" : ": " + missed.joined(separator: ", ")) (checksum \(checksum))"
    }

    fileprivate static func row(_ cells: [String]) -> String {
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

    /// A section as the run printed it: its title, its figures and its notes.
    struct JSONSection: Codable {
        var title: String
        var figures: [JSONFigure]
        var notes: [String]
    }

    /// What `--json` writes and `--table-from` and `--compare` read back.
    struct JSONReport: Codable {
        var machine: Machine
        var quick: Bool
        var checksum: Int
        var sections: [JSONSection]

        init(machine: Machine, quick: Bool, checksum: Int, sections: [JSONSection]) {
            (self.machine, self.quick, self.checksum, self.sections) = (machine, quick, checksum, sections)
        }

        private enum CodingKeys: String, CodingKey { case machine, quick, checksum, sections, figures, notes }

        /// Also reads the files of earlier benches, which listed the figures without their
        /// sections' titles and had no checksum: each section is then named by its key.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            machine = try container.decode(Machine.self, forKey: .machine)
            quick = try container.decode(Bool.self, forKey: .quick)
            checksum = try container.decodeIfPresent(Int.self, forKey: .checksum) ?? 0
            if let sections = try container.decodeIfPresent([JSONSection].self, forKey: .sections) {
                self.sections = sections
                return
            }
            var sections: [JSONSection] = []
            for figure in try container.decode([JSONFigure].self, forKey: .figures) {
                if sections.last?.title != figure.section { sections.append(JSONSection(title: figure.section, figures: [], notes: [])) }
                sections[sections.count - 1].figures.append(figure)
            }
            self.sections = sections
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(machine, forKey: .machine)
            try container.encode(quick, forKey: .quick)
            try container.encode(checksum, forKey: .checksum)
            try container.encode(sections, forKey: .sections)
        }

        /// The table exactly as `--table-from` prints it: the machine, each section's figures and
        /// notes, and the summary.
        var table: [String] {
            var lines = ["segue-bench: \(machine.summary)\(quick ? Report.quickMark : "")"]
            for section in sections {
                lines += Report.sectionHeading(section.title)
                lines += section.figures.map { Row($0).line }
                lines += section.notes.map { "  note: \($0)" }
            }
            let figures = sections.flatMap(\.figures)
            let missed = figures.filter { Row($0).verdict == "MISS" }.map { "\($0.section)/\($0.name)" }
            return lines + ["", Report.summary(figures: figures.count, missed: missed, checksum: checksum)]
        }
    }

    static let quickMark = " (quick run: not for the record)"

    static func json(_ sections: [Bench.Section], machine: Machine, quick: Bool, checksum: Int) -> Data {
        let list = sections.map { section in
            JSONSection(
                title: section.title,
                figures: section.figures.map { f in
                    JSONFigure(
                        section: f.section, name: f.name, unit: f.unit, median: f.median, min: f.statistics.minimum, max: f.statistics.maximum,
                        relativeSpread: f.statistics.relativeSpread, samples: f.statistics.samples.count, budget: f.budget,
                        pass: f.budget.map { $0.passes(f.median) }, note: f.note.isEmpty ? nil : f.note)
                }, notes: section.notes)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(JSONReport(machine: machine, quick: quick, checksum: checksum, sections: list))) ?? Data()
    }

    /// The figures two runs share, by section key and name, each median before and after and their
    /// ratio (`--compare BEFORE AFTER`): a change's effect, from two runs made back to back.
    static func comparison(before: JSONReport, after: JSONReport) -> [String] {
        let earlier = Dictionary(before.sections.flatMap(\.figures).map { ("\($0.section)/\($0.name)", $0) }, uniquingKeysWith: { first, _ in first })
        let widths = [44, 10, 10, 8, 6]
        func line(_ cells: [String]) -> String {
            zip(cells, widths).enumerated().map { i, pair in
                let padding = String(repeating: " ", count: max(0, pair.1 - pair.0.count))
                return i == 0 ? pair.0 + padding : padding + pair.0
            }.joined(separator: " ")
        }
        var lines = ["before: \(before.machine.summary)", "after:  \(after.machine.summary)"]
        var ratios: [Double] = []
        for section in after.sections {
            let shared = section.figures.compactMap { f in earlier["\(f.section)/\(f.name)"].map { (old: $0, new: f) } }
            guard !shared.isEmpty else { continue }
            lines += ["", "== \(section.title)", line(["figure", "before", "after", "ratio", "unit"])]
            for pair in shared {
                let ratio = pair.old.median == 0 ? (pair.new.median == 0 ? 1 : .infinity) : pair.new.median / pair.old.median
                if ratio.isFinite { ratios.append(ratio) }
                lines.append(line([pair.new.name, Figure.format(pair.old.median), Figure.format(pair.new.median), Figure.format(ratio), pair.new.unit]))
            }
        }
        let sorted = ratios.sorted()
        let median = sorted.isEmpty ? 1 : sorted[sorted.count / 2]
        lines += [
            "",
            "\(ratios.count) shared figures; median ratio after/before \(Figure.format(median)), range \(Figure.format(sorted.first ?? 1))–\(Figure.format(sorted.last ?? 1))",
        ]
        return lines
    }
}
