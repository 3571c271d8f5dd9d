import Foundation
import SegueInput
import SegueTestSupport
import Testing

@testable import SeguePlayground

@Suite("Key map")
struct KeyMapTests {
    let map = KeyMap.standard

    @Test("no key is bound twice")
    func noCollisions() {
        var seen: [Key: PlaygroundAction] = [:]
        for binding in map.bindings {
            for key in binding.keys {
                #expect(seen[key] == nil, "\(key) is bound to \(seen[key].map { "\($0)" } ?? "") and \(binding.action)")
                seen[key] = binding.action
            }
        }
    }

    /// Every map, titled as the README and the help title them.
    static let maps: [(name: String, map: KeyMap)] = [
        ("standard", .standard), ("drag", .drag), ("directDrag", .directDrag), ("help", .help), ("card", .card), ("picker", .picker),
        ("edit", .edit),
    ]

    @Test("every action is bound in some map, once per map, and the footer is a subset of the help")
    func everyActionBound() {
        for action in PlaygroundAction.allCases {
            #expect(Self.maps.contains { $0.map.listed.contains { $0.action == action } }, "\(action) is in no key map")
        }
        for (name, map) in Self.maps {
            for action in Set(map.listed.map(\.action)) {
                #expect(map.listed.filter { $0.action == action }.count == 1, "\(name): \(action)")
            }
        }
        #expect(map.footerBindings.contains { $0.action == .help(.toggle) } && map.footerBindings.contains { $0.action == .quit })
    }

    @Test("the footer is generated from the key map and fits 80 columns with '? more' when cut")
    func footer() {
        var h = Harness(columns: 120, rows: 40)
        let wide = h.playground.view(columns: 120, rows: 40).line(39)
        for binding in map.footerBindings { #expect(wide.contains("\(binding.keyLabel) \(binding.shortLabel)")) }
        _ = h.playground.handle(.resize(columns: 60, rows: 20))
        let narrow = h.playground.view(columns: 60, rows: 20).line(19)
        #expect(narrow.contains("? more"))
    }

    @Test("the README's key tables are the key maps': every map has its table")
    func readmeTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for (name, map) in Self.maps {
            #expect(text.contains(map.markdownTable), "README.md must contain the table below (from KeyMap.\(name).markdownTable):\n\(map.markdownTable)")
        }
    }

    @Test("direct drag, the help, the card and the picker bind no key twice")
    func overlayMaps() {
        for (name, map) in Self.maps.dropFirst(2) {
            var seen: Set<Key> = []
            for binding in map.bindings {
                for key in binding.keys { #expect(seen.insert(key).inserted, "\(name): \(key)") }
            }
        }
    }

    /// Every key a terminal can send the playground (characters: printable ASCII).
    static let allKeys: [Key] =
        [
            .up, .down, .left, .right, .shiftUp, .shiftDown, .shiftLeft, .shiftRight, .home, .end, .pageUp, .pageDown,
            .enter, .backspace, .delete, .tab, .backTab, .escape,
        ] + (1...12).map { .function($0) } + (32...126).map { .character(Character(UnicodeScalar($0)!)) }
        + "abcdefgknopqrstuvwxyz".map { .control($0) }

    /// The playground in each mode, with the maps that say what its keys do.
    static func modes() -> [(name: String, harness: Harness, maps: [KeyMap])] {
        var drag = Harness("slide-over")
        drag.press(.character("d"))
        var direct = Harness("easy-all")
        direct.press(.character("o"), .character("d"))
        var help = Harness("slide-over", rows: 24)
        help.press(.character("?"), .down)
        var card = Harness("slide-over")
        card.press(.character("i"))
        var picker = Harness("slide-over")
        picker.press(.character("/"), .character("s"))
        var edit = Harness("slide-over")
        edit.press(.character("e"))
        return [
            ("standard", Harness("slide-over"), [.standard]),
            ("drag", drag, [.drag, .standard]),
            ("directDrag", direct, [.directDrag, .standard]),
            ("help", help, [.help]),
            ("card", card, [.card]),
            ("picker", picker, [.picker]),
            ("edit", edit, [.edit, .standard]),
        ]
    }

    @Test("every key the playground reacts to, in every mode, is in that mode's maps, and every map is in the help")
    func everyKeyIsMapped() {
        for (name, harness, maps) in Self.modes() {
            let before = harness.screen + harness.logText
            for key in Self.allKeys {
                var h = harness
                let command = h.press(key)
                let reacted = command != .continue || h.screen + h.logText != before
                let mapped = maps.contains { $0.bindings.contains { $0.keys.contains(key) } || $0.otherKeys != nil }
                #expect(!reacted || mapped, "\(name): \(key) acts but no key map lists it")
            }
        }
        // The help lists every binding of every map, with its keys and its description.
        let help = Harness().playground.helpRows(width: 200)
        for (name, map) in Self.maps {
            for binding in map.listed {
                #expect(help.contains { $0.key == binding.keyLabel && $0.text == binding.description }, "\(name): \(binding.keyLabel) is not in the help")
            }
        }
    }

    @Test("every edit action has a key in edit mode")
    func editMap() {
        var seen: Set<Key> = []
        for binding in KeyMap.edit.bindings {
            for key in binding.keys { #expect(seen.insert(key).inserted, "\(key)") }
        }
        let actions: [PlaygroundAction] = [
            .editPreviousField, .editNextField, .editIncrease, .editDecrease, .editIncreaseCoarse, .editDecreaseCoarse, .editType, .edit(.toggle),
        ]
        #expect(KeyMap.edit.bindings.map(\.action) == actions)
    }

    @Test("drag mode binds no key twice, and its footer shows how to advance, lift, finish and cancel")
    func dragMap() {
        var seen: Set<Key> = []
        for binding in KeyMap.drag.bindings {
            for key in binding.keys { #expect(seen.insert(key).inserted, "\(key)") }
        }
        let footer = KeyMap.drag.footerBindings.map(\.action)
        #expect(footer == [.dragForward, .dragBackward, .lift, .finish, .cancel])
    }
}
