extension PlaygroundPane {
    /// What shows over the pane, each child feature with its own state: nothing, the help (with
    /// its scroll), the preset's card, or the picker (with its filter and selection).
    enum Panel: Hashable, Sendable {
        case none
        case help(HelpPanel)
        case card
        case picker(PickerPanel)

        /// The same as an `Overlay`, as the view and tests name it.
        var overlay: Overlay {
            switch self {
            case .none: .none
            case .help: .help
            case .card: .info
            case .picker(let picker): .picker(filter: picker.filter, selection: picker.selection)
            }
        }

        /// The panel `overlay` names, the help scrolled to its top.
        init(_ overlay: Overlay) {
            switch overlay {
            case .none: self = .none
            case .help: self = .help(HelpPanel())
            case .info: self = .card
            case .picker(let filter, let selection): self = .picker(PickerPanel(filter: filter, selection: selection))
            }
        }
    }
}
