/// The pane's key maps, one per mode, spelled once for the screen's character set (`--ascii`
/// spells keys and labels in ASCII, `KeyMap.spelledInASCII`).
public struct KeyMaps: Sendable {
    /// The keys of a pane with nothing else open.
    public let standard: KeyMap
    /// The keys while the keyboard's finger is down; they come before `standard`.
    public let drag: KeyMap
    /// The keys while the keyboard's finger holds a view that follows it; they come before `standard`.
    public let directDrag: KeyMap
    /// The keys while the help, the card or the picker shows (nothing else acts then).
    public let help: KeyMap
    /// The keys while the preset's card shows.
    public let card: KeyMap
    /// The keys of the preset picker.
    public let picker: KeyMap
    /// The keys of edit mode (`e`); they come before `standard`.
    public let edit: KeyMap

    /// `standard` and `drag` as given, the others built in; all spelled in ASCII when `ascii`.
    public init(standard: KeyMap = .standard, drag: KeyMap = .drag, ascii: Bool = false) {
        let spell = { (map: KeyMap) in ascii ? map.spelledInASCII : map }
        self.standard = spell(standard)
        self.drag = spell(drag)
        directDrag = spell(.directDrag)
        help = spell(.help)
        card = spell(.card)
        picker = spell(.picker)
        edit = spell(.edit)
    }
}
