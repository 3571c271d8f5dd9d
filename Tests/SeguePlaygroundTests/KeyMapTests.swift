import Foundation
import Testing
import SeguePlayground
import SegueTestSupport

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

    @Test("every action has exactly one binding, and the footer is a subset of the help")
    func everyActionBound() {
        let actions: [PlaygroundAction] = [
            .scrubBackward, .scrubForward, .scrubBackwardCoarse, .scrubForwardCoarse, .scrubToStart, .scrubToEnd,
            .playPause, .finish, .cancel, .reverse, .startDrag, .flickForward, .flickBackward,
            .lowerPercentThreshold, .raisePercentThreshold, .lowerVelocityThreshold, .raiseVelocityThreshold, .cyclePolicy,
            .nextPreset, .previousPreset, .openPicker, .toggleOperation, .cycleDirection, .turnDevice, .faster, .slower,
            .help, .info, .closeOverlay, .redraw, .quit, .edit, .undo, .redo, .save,
        ]
        for action in actions { #expect(map.bindings.filter { $0.action == action }.count == 1, "\(action)") }
        #expect(map.bindings.count == actions.count)
        #expect(map.footerBindings.contains { $0.action == .help } && map.footerBindings.contains { $0.action == .quit })
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

    @Test("the README's key tables are the key maps': the standard keys, drag mode's and edit mode's")
    func readmeTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(map.markdownTable), "README.md must contain the table below (from KeyMap.standard.markdownTable):\n\(map.markdownTable)")
        #expect(text.contains(KeyMap.drag.markdownTable), "README.md must contain the table below (from KeyMap.drag.markdownTable):\n\(KeyMap.drag.markdownTable)")
        #expect(text.contains(KeyMap.edit.markdownTable), "README.md must contain the table below (from KeyMap.edit.markdownTable):\n\(KeyMap.edit.markdownTable)")
    }

    @Test("edit mode binds no key twice, and every edit action has a key")
    func editMap() {
        var seen: Set<Key> = []
        for binding in KeyMap.edit.bindings {
            for key in binding.keys { #expect(seen.insert(key).inserted, "\(key)") }
        }
        let actions: [PlaygroundAction] = [.editPreviousField, .editNextField, .editIncrease, .editDecrease, .editIncreaseCoarse, .editDecreaseCoarse, .editType, .edit]
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
