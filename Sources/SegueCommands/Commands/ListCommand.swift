import Foundation
import SegueEngine
import SeguePresets
import SegueText

/// `segue list [--json] [--shadowed] [--presets DIR]`: the presets, one per line: name, title, how
/// exact it is, origin (and the file, for one not built in). `--shadowed`: only the files that
/// replace a built-in preset of the same name.
///
/// Broken user presets are reported on stderr and skipped; the list still prints (exit 0).
public struct ListCommand: Subcommand, Equatable {
    public var json: Bool
    /// Only the user files that shadow a built-in preset.
    public var shadowed: Bool
    public var presetsFolder: String?

    public init(json: Bool = false, shadowed: Bool = false, presetsFolder: String? = nil) {
        self.json = json
        self.shadowed = shadowed
        self.presetsFolder = presetsFolder
    }

    public static let interface = CommandInterface(
        name: "list",
        summary: "List the presets: name, title, how exact each is, origin.",
        synopsis: "[--json] [--shadowed] [--presets DIR]",
        options: [
            .flag(
                "json",
                help:
                    "Print a JSON array of {name, title, origin, source, shadows, summary, fidelity, operations, direction(s), duration, timing, interactions}."
            ),
            .flag("shadowed", help: "List only the preset files that shadow a built-in preset of the same name: name, file."),
            .option("presets", value: "DIR", help: "Also load the presets in DIR (they override others of the same name)."),
        ],
        discussion: """
            The built-in presets come first, then the user folder ($XDG_CONFIG_HOME/segue/presets, by
            default ~/.config/segue/presets), then --presets DIR; a later preset overrides an earlier
            one with the same name. A broken preset file is reported on stderr and skipped.

            A file with the name of a built-in preset shadows it: the table says so after the file
            ("(FILE, shadows the built-in)"), the JSON has "shadows": "built-in" (else null), and
            --shadowed lists only those, one per line: name, file, "shadows the built-in". Delete
            or rename the file to get the built-in preset back.
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        json = arguments.flag("json")
        shadowed = arguments.flag("shadowed")
        presetsFolder = arguments.value("presets")
    }

    public func run(_ io: inout CommandIO) -> ExitCode { run(&io, coded: .none) }

    /// Lists the presets, then the coded transitions (`CodedCatalog`).
    public func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode { run(&io, coded: coded, environment: ProcessInfo.processInfo.environment) }

    /// `environment` gives the user folder (`PresetCatalog.userFolder`).
    func run(_ io: inout CommandIO, coded: CodedCatalog, environment: [String: String]) -> ExitCode {
        var entries: [PresetCatalog.Entry] = []
        if coded.builtIns {
            if let problem = PresetChoice.presetsFolderProblem(presetsFolder) { return CommandFailure.runtime(problem).report(&io) }
            let catalog = PresetCatalog.forCommands(presetsFolder: presetsFolder, environment: environment).hiding(Set(coded.transitions.map(\.name)))
            for problem in catalog.problems { io.printError("warning: skipped: \(problem)") }
            entries = catalog.entries
        }
        if shadowed {
            entries = entries.filter(\.shadowsBuiltIn)
            if entries.isEmpty, !json {
                io.printError("no preset file shadows a built-in preset")
                return .success
            }
            io.print(json ? (entries.isEmpty ? "[]" : Self.json(entries)) : Self.shadowedTable(entries))
            return .success
        }
        io.print(json ? Self.json(entries, coded: coded.transitions) : Self.table(entries, coded: coded.transitions))
        return .success
    }

    static func table(_ entries: [PresetCatalog.Entry], coded: [any Transition] = []) -> String {
        let rows =
            entries.map { e in
                let s = e.spec
                return [s.name, s.title, Self.fidelityKind(s), "\(s.origin.library): \(s.origin.reproduces)" + Self.sourceNote(e)]
            } + coded.map { [$0.name, $0.card.kind, Self.fidelityKind($0.card), "your code"] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ") + "  " + row[3]
        }.joined(separator: "\n")
    }

    /// After the origin in the table: nothing for a built-in preset, else ` (FILE)`, or
    /// ` (FILE, shadows the built-in)` for a file with a built-in preset's name.
    static func sourceNote(_ entry: PresetCatalog.Entry) -> String {
        guard entry.source != .builtIn else { return "" }
        return " (\(entry.source)" + (entry.shadowsBuiltIn ? ", shadows the built-in)" : ")")
    }

    /// `--shadowed`: one line per file that shadows a built-in preset: name, file, "shadows the built-in".
    static func shadowedTable(_ entries: [PresetCatalog.Entry]) -> String {
        let width = entries.map(\.spec.name.count).max() ?? 0
        return entries.map { $0.spec.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  \($0.source)  shadows the built-in" }
            .joined(separator: "\n")
    }

    /// A coded transition's kind in the table: `approximated` when its card lists what is
    /// approximated or not drawn, else `coded`.
    static func fidelityKind(_ card: TransitionCard) -> String { card.approximated.isEmpty && card.notDrawn.isEmpty ? "coded" : "approximated" }

    /// `exact`, `approximated`, `stand-in`, or `unstated` for a preset that does not say.
    static func fidelityKind(_ spec: TransitionSpec) -> String { spec.fidelity?.kind ?? "unstated" }

    /// The fidelity as JSON: `{"kind": "exact"}`, `{"kind": "approximated", "approximated": …,
    /// "bound": …}`, `{"kind": "stand-in", "standIn": …, "for": …}`, or null.
    static func json(_ fidelity: TransitionSpec.Fidelity?) -> String {
        let quote = JSONText.quote
        switch fidelity {
        case nil: return "null"
        case .exact?: return "{\"kind\": \"exact\"}"
        case .approximated(let what, let bound)?:
            return "{\"kind\": \"approximated\", \"approximated\": \(quote(what)), \"bound\": \(quote(bound))}"
        case .standIn(let what, let original)?:
            return "{\"kind\": \"stand-in\", \"standIn\": \(quote(what)), \"for\": \(quote(original))}"
        }
    }

    /// One object per preset: name, title, summary, fidelity, origin, source, operations, direction(s),
    /// duration (seconds), timing, and the interactions (operation, pan, edge zone in points or
    /// null, distance as an expression of W and H, completion policy).
    static func json(_ entries: [PresetCatalog.Entry], coded: [any Transition] = []) -> String {
        let quote = JSONText.quote
        func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ", ") + "]" }
        let items = entries.map { e in
            let s = e.spec
            let percentDriven: [String] = s.interactions.map { i in
                let edgeZone = i.edgeZone.map { JSONText.number($0) } ?? "null"
                return "{\"operation\": \(quote(i.operation.rawValue)), \"pan\": \(quote(i.pan.rawValue)), \"edgeZone\": \(edgeZone), "
                    + "\"distance\": \(quote(i.distance.description)), \"completion\": \(quote(i.completion.description))}"
            }
            let direct: [String] = s.directInteractions.map { d in
                let springBack = "{\"duration\": \(JSONText.number(d.rule.springBackDuration)), \"timing\": \(quote(d.rule.springBackTiming.spec))}"
                return "{\"operation\": \(quote(d.operation.rawValue)), \"direct\": {\"view\": \(quote(d.view)), "
                    + "\"threshold\": \(JSONText.number(d.rule.threshold)), \"springBack\": \(springBack)}}"
            }
            let interactions = percentDriven + direct
            return "  {\"name\": \(quote(s.name)), \"title\": \(quote(s.title)), \"origin\": {\"library\": \(quote(s.origin.library)), "
                + "\"reproduces\": \(quote(s.origin.reproduces))}, \"source\": \(quote(e.source.description)), "
                + "\"shadows\": \(e.shadowsBuiltIn ? "\"built-in\"" : "null"), "
                + "\"summary\": \(quote(s.summary)), \"fidelity\": \(json(s.fidelity)), \"operations\": \(list(s.operations.map(\.rawValue))), "
                + "\"direction\": \(s.direction.map { quote($0.rawValue) } ?? "null"), \"directions\": \(list(s.directions.map(\.rawValue))), "
                + "\"duration\": \(JSONText.number(s.duration)), \"timing\": \(quote(s.timing.spec)), "
                + "\"interactions\": [" + interactions.joined(separator: ", ") + "]}"
        }
        return "[\n" + (items + coded.map(json)).joined(separator: ",\n") + "\n]"
    }

    /// A coded transition: its name, `"source": "code"`, its card's kind as the title, what the
    /// code declares (`declares`, label to text), `approximated`, `notDrawn` and `log` (arrays of
    /// strings), its operation, duration, tracks and interaction; the preset fields it has no value for are null.
    static func json(_ transition: any Transition) -> String {
        let quote = JSONText.quote
        func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ", ") + "]" }
        let card = transition.card
        let declares = card.declares.map { "\(quote($0.label)): \(quote($0.text))" }.joined(separator: ", ")
        let tracks = transition.tracks.map {
            "{\"range\": [\(JSONText.number($0.range.start)), \(JSONText.number($0.range.end))], \"timing\": \(quote($0.curve.spec))}"
        }
        let i = transition.interaction
        let distance = i.pan.distance.map { JSONText.number($0) } ?? (i.pan.direction.isHorizontal ? "W" : "H")
        let interaction =
            "{\"operation\": \(quote(transition.operation.rawValue)), \"pan\": \(quote(i.pan.direction.rawValue)), "
            + "\"edgeZone\": \(i.pan.edgeZone.map { JSONText.number($0) } ?? "null"), \"distance\": \(quote(distance)), \"completion\": \(quote(i.policy.description))}"
        return "  {\"name\": \(quote(transition.name)), \"title\": \(quote(card.kind)), \"origin\": null, \"source\": \"code\", \"shadows\": null, "
            + "\"summary\": null, \"fidelity\": null, \"operations\": \(list([transition.operation.rawValue])), \"direction\": null, \"directions\": [], "
            + "\"duration\": \(JSONText.number(transition.duration)), \"timing\": null, \"tracks\": [\(tracks.joined(separator: ", "))], "
            + "\"interactions\": [\(interaction)], \"declares\": {\(declares)}, \"approximated\": \(list(card.approximated)), \"notDrawn\": \(list(card.notDrawn)), "
            + "\"log\": \(list(card.log))}"
    }
}
