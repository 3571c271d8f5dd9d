import SegueRender

extension KeyMap {
    /// The same bindings with every label and description spelled in ASCII (`ASCIISpelling`): key
    /// labels name their keys (`⇧⇥/p` is `S-Tab/p`), the rest reads as prose. The footer and the
    /// help of an `--ascii` playground show these.
    public var spelledInASCII: KeyMap {
        func spelled(_ b: KeyBinding) -> KeyBinding {
            KeyBinding(
                b.keys, b.action, key: ASCIISpelling.spell(b.keyLabel, as: .keys), ASCIISpelling.spell(b.shortLabel),
                ASCIISpelling.spell(b.description), group: b.group, footer: b.inFooter)
        }
        return KeyMap(bindings.map(spelled), otherKeys: otherKeys.map(spelled))
    }
}
