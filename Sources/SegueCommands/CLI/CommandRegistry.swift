/// The subcommands `segue` knows, in the order the top-level help lists them.
public struct CommandRegistry: Sendable {
    public let commands: [any Subcommand.Type]

    public init(_ commands: [any Subcommand.Type]) {
        self.commands = commands
    }

    /// Every built-in subcommand. Add new ones here (one line each).
    public static let standard = CommandRegistry([
        PlayCommand.self,
        CurveCommand.self,
        ListCommand.self,
        NewCommand.self,
        LintCommand.self,
        RenderCommand.self,
        SimulateCommand.self,
        RecordCommand.self,
        FilmstripCommand.self,
        GifCommand.self,
        ExportCommand.self,
    ])

    public var names: [String] { commands.map { $0.interface.name } }

    public func command(named name: String) -> (any Subcommand.Type)? {
        commands.first { $0.interface.name == name }
    }
}
