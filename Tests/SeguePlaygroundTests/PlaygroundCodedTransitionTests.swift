import SegueEngine
import SeguePlayground
import SeguePresets
import SegueRender
import Testing

/// Transitions written in Swift in the playground's catalog: listed after the presets (or alone),
/// driven by their own interaction, scrubbed and drawn like a preset.
@Suite("Playground: coded transitions")
struct PlaygroundCodedTransitionTests {
    /// A flip with an interaction of its own: a pan from the left decided by flick.
    struct FlickFlip: PoseTransition {
        let flip = CardFlipTransition()
        var duration: Double { flip.duration }
        var container: Size { flip.container }
        var name: String { "flick-flip" }
        var interaction: TransitionInteraction { TransitionInteraction(pan: .init(direction: .fromLeft), policy: CompletionPolicy(.flick)) }
        func poses(progress: Double) -> [ViewPose] { flip.poses(progress: progress) }
    }

    static let specs = PresetCatalog.builtIn().entries.map(\.spec)

    static func playground(_ coded: [any Transition], presets: [TransitionSpec] = specs, initial: String? = nil) -> PlaygroundPane {
        var playground = PlaygroundPane(presets: presets, codedTransitions: coded, initial: initial, options: .init(render: RenderOptions(colorDepth: .none)))
        _ = playground.handle(.resize(columns: 120, rows: 40))
        _ = playground.handle(.tick(now: 0))
        return playground
    }

    @Test("opened by name, it scrubs to exactly the transition's own scene, and the inspector names it")
    func scrubbing() {
        var playground = Self.playground([CardFlipTransition()], initial: "card-flip")
        #expect(playground.codedTransition?.name == "card-flip")
        #expect(playground.preset == nil)
        #expect(playground.policy == CompletionPolicy(.percent), "the default interaction's policy")
        for _ in 0..<3 { _ = playground.perform(.scrubForwardCoarse) }
        #expect(abs(playground.progress - 0.3) < 1e-9)
        #expect(playground.session?.scene(at: playground.time) == CardFlipTransition().scene(at: playground.progress))
        #expect(playground.view(columns: 120, rows: 40).text.contains("card-flip — written in Swift"))
    }

    @Test("its own interaction decides: flick's policy, and a keyboard flick finishes it")
    func ownInteraction() {
        var playground = Self.playground([FlickFlip()], presets: [])
        #expect(playground.codedTransition?.name == "flick-flip")
        #expect(playground.policy == CompletionPolicy(.flick))
        #expect(playground.session?.pan.direction == .fromLeft)
        _ = playground.perform(.flickForward)
        for step in 1...180 { _ = playground.handle(.tick(now: Double(step) / 60)) }
        #expect(playground.session?.completedPosition == .end)
    }

    @Test("listed after the presets: next from the last preset opens it, next again wraps to the first preset")
    func catalogOrder() {
        let last = Self.specs.last!.name
        var playground = Self.playground([CardFlipTransition(), FlickFlip()], initial: last)
        _ = playground.perform(.nextPreset)
        #expect(playground.codedTransition?.name == "card-flip")
        _ = playground.perform(.nextPreset)
        #expect(playground.codedTransition?.name == "flick-flip")
        _ = playground.perform(.nextPreset)
        #expect(playground.preset?.name == Self.specs.first!.name)
        _ = playground.perform(.previousPreset)
        #expect(playground.codedTransition?.name == "flick-flip")
    }

    /// A coded transition whose card lists what it approximates, what is not drawn, and a log.
    struct Described: PoseTransition {
        let flip = CardFlipTransition()
        var duration: Double { flip.duration }
        var container: Size { flip.container }
        var name: String { "described" }
        var card: TransitionCard {
            TransitionCard(
                kind: "UIKit code (SegueUIKit)", declares: [TransitionCard.Field("animator", "transitionDuration(using:) 0.5 s")],
                approximated: ["modalPresentationStyle pageSheet is played as .fullScreen"], notDrawn: ["shadowOpacity"],
                log: ["0 s note: not drawn: the key path 'shadowOpacity'"])
        }
        func poses(progress: Double) -> [ViewPose] { flip.poses(progress: progress) }
    }

    @Test("i shows its card: kind, what the code declares, approximated, not drawn and the log; e says why it cannot be edited")
    func cardAndEdit() {
        var playground = Self.playground([Described()], presets: [])
        _ = playground.perform(.info)
        let text = playground.view(columns: 120, rows: 40).text
        for expected in [
            "described — UIKit code (SegueUIKit)", "animator", "transitionDuration(using:) 0.5 s", "approximated",
            "pageSheet is played as .fullScreen", "not drawn", "shadowOpacity", "log", "0 s note: not drawn",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        _ = playground.perform(.closeOverlay)
        let flip = Self.playground([CardFlipTransition()], presets: [])
        var open = flip
        _ = open.perform(.info)
        let flipCard = open.view(columns: 120, rows: 40).text
        #expect(flipCard.contains("card-flip — written in Swift") && flipCard.contains("duration") && flipCard.contains("approximated nothing"))
        _ = playground.perform(.edit(.toggle))
        #expect(playground.log.last?.text.hasPrefix("described is not editable here: it is UIKit code (SegueUIKit)") == true)
    }

    @Test("the picker finds it by name and opens it")
    func picker() {
        var playground = Self.playground([FlickFlip()])
        let matches = playground.pickerMatches("flick-f")
        #expect(matches == [Self.specs.count])
        _ = playground.perform(.openPicker)
        for c in "flick-f" { _ = playground.handle(.key(.character(c))) }
        #expect(playground.view(columns: 120, rows: 40).text.contains("flick-flip  written in Swift"))
        _ = playground.handle(.key(.enter))
        #expect(playground.codedTransition?.name == "flick-flip")
    }

    @Test("a preset reload keeps it open where it was; turning the device and changing operation say why they do not apply")
    func reloadTurnOperation() {
        var playground = Self.playground([CardFlipTransition()], initial: "card-flip")
        _ = playground.perform(.scrubForwardCoarse)
        playground.reload(presets: Array(Self.specs.dropFirst()), problems: [])
        #expect(playground.codedTransition?.name == "card-flip")
        #expect(abs(playground.progress - 0.1) < 1e-9)
        _ = playground.perform(.turnDevice)
        #expect(playground.container == .phonePortrait)
        #expect(playground.log.last?.text == "card-flip plays in its own container, 393x852 pt")
        _ = playground.perform(.cycleOperation)
        #expect(playground.log.last?.text == "card-flip has one operation")
    }
}
