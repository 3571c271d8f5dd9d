import SegueEngine
import SeguePresets

/// `segue list [--json] [--presets DIR]`: the presets, one per line: name, title, how exact it is, origin.
///
/// Broken user presets are reported on stderr and skipped; the list still prints (exit 0).
public struct ListCommand: Subcommand, Equatable {
    public var json: Bool
    public var presetsFolder: String?

    public init(json: Bool = false, presetsFolder: String? = nil) {
        self.json = json
        self.presetsFolder = presetsFolder
    }

    public static let interface = CommandInterface(
        name: "list",
        summary: "List the presets: name, title, how exact each is, origin.",
        synopsis: "[--json] [--presets DIR]",
        options: [
            .flag(
                "json",
                help: "Print a JSON array of {name, title, origin, source, summary, fidelity, operations, direction(s), duration, timing, interactions}."),
            .option("presets", value: "DIR", help: "Also load the presets in DIR (they override others of the same name)."),
        ],
        discussion: """
            The built-in presets come first, then the user folder ($XDG_CONFIG_HOME/segue/presets, by
            default ~/.config/segue/presets), then --presets DIR; a later preset overrides an earlier
            one with the same name. A broken preset file is reported on stderr and skipped.
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        json = arguments.flag("json")
        presetsFolder = arguments.value("presets")
    }

    public func run(_ io: inout CommandIO) -> ExitCode {
        if let problem = PresetChoice.presetsFolderProblem(presetsFolder) { return CommandFailure.runtime(problem).report(&io) }
        let catalog = PresetCatalog.forCommands(presetsFolder: presetsFolder)
        for problem in catalog.problems { io.printError("warning: skipped: \(problem)") }
        io.print(json ? Self.json(catalog) : Self.table(catalog))
        return .success
    }

    static func table(_ catalog: PresetCatalog) -> String {
        let nameWidth = catalog.entries.map(\.spec.name.count).max() ?? 0
        let titleWidth = catalog.entries.map(\.spec.title.count).max() ?? 0
        let kindWidth = catalog.entries.map { Self.fidelityKind($0.spec).count }.max() ?? 0
        return catalog.entries.map { e in
            let s = e.spec
            let origin = "\(s.origin.library): \(s.origin.reproduces)" + (e.source == .builtIn ? "" : " (\(e.source))")
            return s.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                + s.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0) + "  "
                + Self.fidelityKind(s).padding(toLength: kindWidth, withPad: " ", startingAt: 0) + "  " + origin
        }.joined(separator: "\n")
    }

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
    static func json(_ catalog: PresetCatalog) -> String {
        let quote = JSONText.quote
        func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ", ") + "]" }
        let items = catalog.entries.map { e in
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
                + "\"summary\": \(quote(s.summary)), \"fidelity\": \(json(s.fidelity)), \"operations\": \(list(s.operations.map(\.rawValue))), "
                + "\"direction\": \(s.direction.map { quote($0.rawValue) } ?? "null"), \"directions\": \(list(s.directions.map(\.rawValue))), "
                + "\"duration\": \(JSONText.number(s.duration)), \"timing\": \(quote(s.timing.spec)), "
                + "\"interactions\": [" + interactions.joined(separator: ", ") + "]}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }
}
