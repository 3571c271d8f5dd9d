import SegueEngine
import SegueTestSupport
import SegueText
import Testing

@testable import SeguePresets

@Suite("Shipped presets")
struct ShippedPresetsTests {
    static let required = [
        "cover-vertical", "cross-dissolve", "flip-horizontal", "navigation-push", "page-sheet",
        "dissolve", "move", "push", "reveal", "simple-drop", "layered-fade", "slide-over",
    ]
    /// Presets whose original has no gesture: UIKit's flip, EasyTransition's demo with `closeGesture`,
    /// AlertTransition's Trolley, Bubble and StarWall, AZTransitions' examples (a manual progress API
    /// only), Touchwonders' README SimpleAnimation.
    static let withoutGesture: Set = ["flip-horizontal", "easy-translation", "trolley", "bubble", "star-wall", "fashion", "alpha-by-step", "simple-drop"]

    @Test func everyShippedPresetDecodesAndLintsClean() throws {
        let files = try RepositoryFiles.shippedPresets()
        #expect(Set(Self.required).isSubset(of: files.map { String($0.name.dropLast(5)) }))
        for (name, text) in files {
            do {
                let spec = try PresetDecoder.decode(text, file: "presets/" + name)
                #expect(spec.name + ".json" == name)
                #expect(!spec.interactions.isEmpty || !spec.directInteractions.isEmpty || Self.withoutGesture.contains(spec.name), "\(name) has no interaction")
            } catch {
                Issue.record("\(error)")
            }
        }
        let fs = InMemoryFileSystem(Dictionary(uniqueKeysWithValues: files.map { ("presets/" + $0.name, $0.text) }))
        #expect(PresetLinter.lint(paths: ["presets"], fileSystem: fs) == [])
    }

    @Test func builtInCatalogListsEveryPreset() {
        let catalog = PresetCatalog.builtIn()
        #expect(catalog.problems == [])
        #expect(Set(Self.required).isSubset(of: catalog.names))
        #expect(catalog["move"]?.origin == TransitionSpec.Origin(library: "Touchwonders/Transition", reproduces: "MoveTransitionAnimation"))
        #expect(Suggestion.closest(to: "covr-vertical", among: catalog.names) == "cover-vertical")
    }

    /// Touchwonders Move, Push and Reveal at 0.5 s easeInOut (`docs/libraries.md`, "Touchwonders/Transition").
    @Test func touchwondersEdgeTransitionsMoveByTheFullWidth() throws {
        let catalog = PresetCatalog.builtIn()
        let W = 393.0
        let move = try catalog["move"]!.transition(for: .push).scene(at: 0.5)
        #expect(isClose(move["presented"]!.quad.topLeft.x, W / 2) && isClose(move["presenting"]!.quad.topLeft.x, 0))
        let push = try catalog["push"]!.transition(for: .push).scene(at: 0.5)
        #expect(isClose(push["presenting"]!.quad.topLeft.x, -W / 2))
        let reveal = try catalog["reveal"]!.transition(for: .push).scene(at: 0.5)
        #expect(reveal.views.last?.id == "presenting" && isClose(reveal["presenting"]!.quad.topLeft.x, -W / 2))
        #expect(catalog["push"]!.duration == 0.5 && catalog["push"]!.timing == .easeInOut)
        #expect(catalog["push"]!.interaction(for: .pop)?.completion == (try CompletionPolicy(parsing: "flick(1/3, 1200)")))
    }

    /// FadeTransition layers (`docs/libraries.md`, "Layer ranges").
    @Test func layeredFadeUsesTheTouchwondersRanges() throws {
        let t = try PresetCatalog.builtIn()["layered-fade"]!.transition(for: .push)
        // The table's f = 0.15: ranges are fractions of the effective duration the photo's spring sets.
        let s = t.scene(at: 0.15)
        #expect(isClose(s["presenting"]!.alpha, 0.25) && isClose(s["presented"]!.alpha, 1.0 / 6))
        #expect(s.background == RGBColor(red: 82, green: 77, blue: 153))
        #expect(t.tracks[4].curve.hasImplicitDuration)
    }

    @Test func simpleDropLiftsBackUpWithItsOwnReverse() throws {
        let spec = PresetCatalog.builtIn()["simple-drop"]!
        let pop = try spec.transition(for: .pop)
        #expect(pop.tracks == [TrackTiming(range: .full, curve: .easeOut)])
        #expect(isClose(pop.scene(at: 0)["presented"]!.quad.topLeft.y, 0))
        #expect(isClose(pop.scene(at: 1)["presented"]!.quad.topLeft.y, -852))
        #expect(spec.interactions.isEmpty, "the README's SimpleAnimation has no gesture")
    }
}
