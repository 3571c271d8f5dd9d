import PageCurl
import SegueEngine
import SegueRender
import Testing

/// The page curl through Segue's public API only: its geometry, a rendered frame, and a finger.
@Suite("PageCurlTransition")
struct PageCurlTransitionTests {
    let curl = PageCurlTransition()

    @Test("at 0 the page lies flat, strip by strip, over the whole container")
    func flatAtStart() {
        for index in 0..<curl.strips {
            let strip = curl.strip(index, progress: 0)
            #expect(abs(strip.centreX - (Double(index) + 0.5) * 393.0 / 12) < 1e-9)
            #expect(strip.turn == 0)
        }
    }

    @Test("half way, the curl line stands at 133.67 pt: strips before it are flat, near it on the cylinder, far past it on their back")
    func halfWay() {
        // W = 393, R = 40: line = 393 − 0.5 · (393 + 40π).
        #expect(abs(curl.curlLine(progress: 0.5) - 133.668) < 1e-3)
        let flat = curl.strip(3, progress: 0.5)
        #expect(abs(flat.centreX - 114.625) < 1e-3 && flat.turn == 0)
        // Strip 4's centre (147.375) is 13.707 pt past the line: on the cylinder.
        let rolled = curl.strip(4, progress: 0.5)
        #expect(abs(rolled.turn - 0.342671) < 1e-5)
        #expect(abs(rolled.centreX - 147.108) < 1e-3)
        // Strip 11's centre (376.625) is 242.957 pt past the line, beyond πR: flat on its back.
        let turned = curl.strip(11, progress: 0.5)
        #expect(turned.turn == Double.pi)
        #expect(abs(turned.centreX - 16.374) < 1e-3)
    }

    @Test("the page's scene: at 1 every strip has left the stage to the left, showing the presented view")
    func sceneAtEnd() {
        let scene = curl.scene(at: 1)
        let pages = scene.views.filter { $0.role == .presenting }
        #expect(pages.count == 12)
        for page in pages { #expect(page.quad.boundingBox.origin.x + page.quad.boundingBox.size.width <= 0) }
        #expect(scene["presented"]?.quad.boundingBox == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("a rendered frame: the page hides the presented view at 0 and has left it alone at 1; half way, the strips stand left of it")
    func renderedFrames() {
        let renderer = StageRenderer(options: RenderOptions(colorDepth: .none))
        func frame(_ p: Double) -> String { renderer.render(curl.scene(at: p), width: 40, height: 16).trimmedText }
        #expect(!frame(0).contains("presented"))
        #expect(frame(1).contains("presented"))
        // Half way: the curl line at 133.67 of 393 pt; the strips (one cell each, their edges │) fill
        // the left half, the back of the page and the cylinder over it; the presented view shows on the right.
        #expect(
            frame(0.5) == """
                            ╭─────────────╮
                            │││││││ented  │
                            │││││││───────│
                            │││││││▬▬▬▬▬  │
                            │││││││       │
                            │││││││▬▬     │
                            │││││││▬▬▬▬   │
                            │││││││       │
                            │││││││▬      │
                            │││││││▬▬▬▬   │
                            │││││││▬▬     │
                            │││││││       │
                            │││││││▬▬▬    │
                            │││││││▬      │
                            │││││││       │
                            ╰─────────────╯
                """)
        #expect(frame(0.3) != frame(0.5), "the stage changes as the page turns")
    }

    @Test("a slow drag past a third turns the page; a slow drag of a fifth lays it back; a fast fifth turns it")
    func simulatedGestures() throws {
        func outcome(_ script: String) throws -> (AnimatingPosition?, InteractionSession) {
            var session = InteractionSession(transition: curl)
            try session.run(GestureScript.parse(script))
            return (session.completedPosition, session)
        }
        let (slowFar, session) = try outcome("touch; drag 40% over 1s; release")
        #expect(slowFar == .end)
        #expect(session.policy.name == "flick")
        #expect(try outcome("touch; drag 20% over 1s; release").0 == .start)
        // 20 % of 393 pt in 50 ms is about 1570 pt/s, a flick.
        #expect(try outcome("touch; drag 20% over 50ms; release").0 == .end)
    }

    @Test("the policy can be replaced: percent keeps a fast fifth from turning the page")
    func policyOverride() throws {
        var session = InteractionSession(transition: curl, policy: CompletionPolicy(.percent))
        try session.run(GestureScript.parse("touch; drag 20% over 50ms; release"))
        #expect(session.completedPosition == .start)
    }
}
