/// The README's table of commands, made from the code so that it cannot drift: each command's
/// synopsis as its parser has it, and what the command does in a sentence or two, kept here beside
/// the help (`ReadmeCommandsTableTests` compares the README with `markdown`).
public enum CommandsTable {
    /// What each command does, by name: the table's second column (Markdown, `|` escaped).
    public static let overviews: [String: String] = [
        "play": """
        opens the playground (on `slide-over` unless a preset is named), playing `--operation` and \
        `--direction` (checked as `render` checks them); `--compare`/`--compare-policy` open compare \
        mode; `R` records into `--record-dir` (default: the current folder)
        """,
        "list": """
        the presets: name, title, how exact (exact, approximated, stand-in), origin, and the file of one \
        not built in, marked "shadows the built-in" when it has a built-in preset's name (`--json` adds \
        summary, fidelity, operations, directions, duration, timing, interactions and `"shadows": \
        "built-in"` or null); `--shadowed` lists only those files
        """,
        "new": """
        writes `NAME.json` into the user preset folder (or DIR): a small template (a screen sliding in \
        on present, with a dismiss pan), or with `--from` a copy of that preset's file named NAME; it \
        lints clean and opens with `segue play NAME`; an existing file is never replaced (exit 1)
        """,
        "render": """
        one frame of the stage as text, or the scene as numbers: scrubbed to P, or played SECONDS from \
        the start
        """,
        "simulate": """
        a scripted gesture: the timeline and the outcome; several `--policy`: one decision per policy
        """,
        "record": """
        the playground screen filmed as an asciicast v2 recording
        """,
        "filmstrip": """
        frames of the stage side by side, as SVG or text
        """,
        "gif": """
        an animated GIF of the transition, drawn in pixels, for a pull request or a chat (default \
        `PRESET.gif`)
        """,
        "export": """
        the preset as one Swift file of UIKit code for your app (see "Take it to your app")
        """,
        "curve": """
        samples a timing curve or spring
        """,
        "lint": """
        validates preset files and folders, with file:line:column errors, then how many files and \
        presets it checked; with no PATH, `./presets` if there is one, else the user preset folder, \
        which it names
        """,
    ]

    /// The table's rows, one per command of `registry` in its order; plain `segue` shares `play`'s.
    public static func markdown(_ registry: CommandRegistry = .standard) -> String {
        var lines = ["| Command | Does |", "|---|---|"]
        for command in registry.commands {
            let interface = command.interface
            let synopsis = "`segue \(interface.name) \(interface.synopsis.replacingOccurrences(of: "|", with: "\\|"))`"
            let usage = interface.name == PlayCommand.interface.name ? "`segue` / " + synopsis : synopsis
            lines.append("| \(usage) | \(overviews[interface.name] ?? interface.summary) |")
        }
        return lines.joined(separator: "\n")
    }
}
