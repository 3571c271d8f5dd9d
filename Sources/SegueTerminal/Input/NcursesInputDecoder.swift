import SegueInput

/// Turns raw ncurses input into `InputEvent`s. Pure; the only state is which mouse button is held,
/// so that motion reports become drags of that button.
public struct NcursesInputDecoder: Sendable {
    public let codes: NcursesKeyCodes
    /// The button of the last press that has not been released yet.
    public private(set) var heldButton: MouseEvent.Button?

    public init(codes: NcursesKeyCodes = .standard) {
        self.codes = codes
    }

    /// The events for one raw input; empty when the input means nothing to Segue (an unknown key
    /// code, motion with no button held).
    public mutating func decode(_ input: NcursesInput) -> [InputEvent] {
        switch input {
        case .character(let value):
            return Self.key(forCharacter: value).map { [.key($0)] } ?? []
        case .keyCode(let code):
            return key(forCode: code).map { [.key($0)] } ?? []
        case .resize(let columns, let rows):
            return [.resize(columns: columns, rows: rows)]
        case .mouse(let column, let row, let state):
            return decodeMouse(column: column, row: row, state: state).map(InputEvent.mouse)
        }
    }

    /// The key for a `wget_wch` `OK` result: control bytes, then printable characters.
    public static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 8, 127: return .backspace  // Ctrl-H / DEL: what the Backspace key sends
        case 9: return .tab
        case 10, 13: return .enter  // 13 under nonl(), 10 otherwise
        case 27: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(value) + 96)))
        case 0, 28...31, 128...159: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key for a `KEY_CODE_YES` code.
    public func key(forCode code: Int32) -> Key? {
        if let key = codes.keys[code] { return key }
        let n = code - codes.functionKeyBase
        if (1...63).contains(n) { return .function(Int(n)) }
        return nil
    }

    private static let buttons: [MouseEvent.Button] = [.left, .middle, .right]

    private mutating func decodeMouse(column: Int, row: Int, state: UInt) -> [MouseEvent] {
        let m = codes.mouse
        func has(_ mask: UInt) -> Bool { mask != 0 && state & mask == mask }
        var events: [MouseEvent] = []
        if has(m.pressed[3]) { events.append(MouseEvent(.scrollUp, button: .none, column: column, row: row)) }
        if has(m.pressed[4]) { events.append(MouseEvent(.scrollDown, button: .none, column: column, row: row)) }
        for (i, button) in Self.buttons.enumerated() {
            if has(m.pressed[i]) {
                // A second press of the held button with motion is how some terminals report a drag.
                if heldButton == button, has(m.position) {
                    events.append(MouseEvent(.drag, button: button, column: column, row: row))
                } else {
                    heldButton = button
                    events.append(MouseEvent(.press, button: button, column: column, row: row))
                }
            }
            if has(m.clicked[i]) {
                events.append(MouseEvent(.press, button: button, column: column, row: row))
                events.append(MouseEvent(.release, button: button, column: column, row: row))
                heldButton = nil
            }
            if has(m.released[i]) {
                events.append(MouseEvent(.release, button: button, column: column, row: row))
                if heldButton == button { heldButton = nil }
            }
        }
        if events.isEmpty, has(m.position), let held = heldButton {
            events.append(MouseEvent(.drag, button: held, column: column, row: row))
        }
        return events
    }
}
