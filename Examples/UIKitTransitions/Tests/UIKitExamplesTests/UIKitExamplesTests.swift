import SegueEngine
import SeguePresets
import SegueUIKit
import Testing
import UIKitExamples

/// Each example, written in plain UIKit, plays frame by frame as the Segue preset with the same
/// numbers: at 61 scrubbed fractions and at 61 played times, every view's corners within 1e-6 pt
/// and its alpha within 1e-6.
@Suite("UIKit examples match their presets")
@MainActor
struct UIKitExamplesTests {
    static let catalog = PresetCatalog.builtIn()

    func compare(_ uikit: UIKitTransition, _ presetName: String, operation: TransitionOperation = .present, views: [String]) throws {
        #expect(uikit.failure == nil, "\(uikit.failure ?? "")")
        #expect(uikit.log.filter { $0.level != .note }.isEmpty, "\(uikit.log)")
        let preset = try #require(Self.catalog[presetName]).transition(for: operation)
        #expect(abs(uikit.duration - preset.duration) < 1e-9, "\(uikit.duration) vs \(preset.duration)")
        for i in 0...60 {
            let f = Double(i) / 60
            let time = preset.duration * f
            let pairs = [
                ("scrubbed", uikit.scene(at: f), preset.scene(at: f)),
                ("played", TransitionDriver.played(uikit, at: time).scene(at: time), TransitionDriver.played(preset, at: time).scene(at: time)),
            ]
            for (how, a, b) in pairs {
                for id in views {
                    guard let x = a[id], let y = b[id] else {
                        Issue.record("\(id) missing \(how) at \(f)")
                        continue
                    }
                    for (p, q) in zip(x.quad.corners, y.quad.corners) {
                        #expect(abs(p.x - q.x) <= 1e-6 && abs(p.y - q.y) <= 1e-6, "\(id) \(how) at \(f): \(p) vs \(q)")
                    }
                    #expect(abs(x.alpha - y.alpha) <= 1e-6, "\(id) alpha \(how) at \(f): \(x.alpha) vs \(y.alpha)")
                }
            }
        }
    }

    @Test("the trolley: two tilt halves chained from a completion, with m34, play as the trolley preset")
    func trolley() throws {
        try compare(UIKitExamples.trolley, "trolley", views: ["presenting", "presented", "background"])
    }

    @Test("the alpha steps: keyframes over the current screen play as the alpha-by-step preset")
    func alphaSteps() throws {
        try compare(UIKitExamples.alphaSteps, "alpha-by-step", views: ["presenting", "presented"])
    }

    @Test("the sheet: its own presentation controller and dimming view play as the presentation-sheet preset")
    func sheet() throws {
        try compare(UIKitExamples.sheet, "presentation-sheet", views: ["presenting", "presented", "background"])
    }

    @Test("the push: one property animator through the navigation delegate plays as the push preset's push")
    func push() throws {
        try compare(UIKitExamples.push, "push", operation: .push, views: ["presenting", "presented"])
    }

    @Test("the tab switch: a fade through the tab bar delegate plays as the dissolve preset's tab switch")
    func fadeTab() throws {
        try compare(UIKitExamples.fadeTab, "dissolve", operation: .tabForward, views: ["presenting", "presented"])
    }

    @Test("every example is in the catalog, in order, each with its card")
    func catalog() {
        let all = UIKitExamples.all
        #expect(Array(all.map(\.name).prefix(5)) == ["uikit-trolley", "uikit-alpha-steps", "uikit-sheet", "uikit-push", "uikit-fade-tab"])
        #expect(Array(all.map(\.name).suffix(4)) == ["uikit-edge-pop", "uikit-card-dismiss", "uikit-side-menu", "uikit-scroll-sheet"])
        for transition in all {
            #expect(transition.card.kind == "UIKit code (SegueUIKit)")
            #expect(transition.notDrawn.isEmpty, "\(transition.name): \(transition.notDrawn)")
        }
    }
}
