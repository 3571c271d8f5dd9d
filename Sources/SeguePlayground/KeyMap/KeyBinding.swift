import SegueInput

/// One entry of the key map: the keys, what they do, and how the footer and the help show them.
public struct KeyBinding: Hashable, Sendable {
    public enum Group: String, Hashable, Sendable, CaseIterable {
        case scrub = "Scrub"
        case play = "Play"
        case finger = "Finger"
        case thresholds = "Thresholds"
        case presets = "Presets"
        case edit = "Edit"
        case view = "View"
    }

    public let keys: [Key]
    public let action: PlaygroundAction
    /// How the keys read in the footer and the help, e.g. `←/h`.
    public let keyLabel: String
    /// What the action does, short (footer) and complete (help).
    public let shortLabel: String
    public let description: String
    public let group: Group
    /// Shown in the one-line footer (the main keys); every binding is in the help.
    public let inFooter: Bool

    public init(
        _ keys: [Key], _ action: PlaygroundAction, key keyLabel: String, _ shortLabel: String, _ description: String, group: Group, footer: Bool = false
    ) {
        self.keys = keys
        self.action = action
        self.keyLabel = keyLabel
        self.shortLabel = shortLabel
        self.description = description
        self.group = group
        self.inFooter = footer
    }
}
