import SegueEngine
import SeguePresets

/// `segue list [--json] [--presets DIR]`: the presets, one per line: name, title, origin.
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
        summary: "List the presets: name, title, origin.",
        synopsis: "[--json] [--presets DIR]",
        options: [
            .flag("json", help: "Print a JSON array of {name, title, origin: {library, reproduces}, source}."),
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
        let catalog = PresetCatalog.forCommands(presetsFolder: presetsFolder)
        for problem in catalog.problems { io.printError("warning: skipped: \(problem)") }
        io.print(json ? Self.json(catalog) : Self.table(catalog))
        return .success
    }

    static func table(_ catalog: PresetCatalog) -> String {
        let nameWidth = catalog.entries.map(\.spec.name.count).max() ?? 0
        let titleWidth = catalog.entries.map(\.spec.title.count).max() ?? 0
        return catalog.entries.map { e in
            let s = e.spec
            let origin = "\(s.origin.library): \(s.origin.reproduces)" + (e.source == .builtIn ? "" : " (\(e.source))")
            return s.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                + s.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0) + "  " + origin
        }.joined(separator: "\n")
    }

    static func json(_ catalog: PresetCatalog) -> String {
        let items = catalog.entries.map { e in
            "  {\"name\": \(JSONText.quote(e.spec.name)), \"title\": \(JSONText.quote(e.spec.title)), \"origin\": {\"library\": \(JSONText.quote(e.spec.origin.library)), "
                + "\"reproduces\": \(JSONText.quote(e.spec.origin.reproduces))}, \"source\": \(JSONText.quote(e.source.description))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }
}
