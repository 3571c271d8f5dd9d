import Foundation
import SegueTestSupport
import Testing

/// `segue new` as a person runs it: the built binary, HOME and XDG_CONFIG_HOME in a fresh folder;
/// the new file then lints clean and renders.
@Suite("segue binary: new")
struct NewPresetEndToEndTests {
    func segue(_ arguments: [String], home: URL, xdg: Bool) throws -> ProcessResult {
        var environment = ["HOME": home.path, "XDG_CONFIG_HOME": xdg ? home.path + "/config" : ""]
        environment["NO_COLOR"] = "1"
        return try ProcessRunner.run("segue", arguments, environment: environment, timeout: 60)
    }

    @Test(
        "segue new NAME, then lint and render NAME --progress 0.5 succeed; list --shadowed finds a copy of cube",
        arguments: [false, true])
    func newThenLintAndRender(xdg: Bool) throws {
        let home = try makeTemporaryFolder("segue-new-e2e")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = xdg ? home.path + "/config/segue/presets" : home.path + "/.config/segue/presets"
        let new = try segue(["new", "my-slide"], home: home, xdg: xdg)
        #expect(new.status == 0, "\(new.standardError)")
        #expect(new.standardOutput == "wrote \(folder)/my-slide.json\nopen it: segue play my-slide\n")
        let lint = try segue(["lint", folder + "/my-slide.json"], home: home, xdg: xdg)
        #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
        let render = try segue(["render", "my-slide", "--progress", "0.5"], home: home, xdg: xdg)
        #expect(render.status == 0, "\(render.standardError)")
        #expect(!render.standardOutput.isEmpty)
        #expect(render.standardError.isEmpty, "\(render.standardError)")

        let again = try segue(["new", "my-slide"], home: home, xdg: xdg)
        #expect(again.status == 1)
        #expect(again.standardError.contains("already exists"))

        let copy = try segue(["new", "cube", "--from", "cube"], home: home, xdg: xdg)
        #expect(copy.status == 0, "\(copy.standardError)")
        let shadowed = try segue(["list", "--shadowed"], home: home, xdg: xdg)
        #expect(shadowed.status == 0)
        #expect(shadowed.standardOutput == "cube  \(folder)/cube.json  shadows the built-in\n")

        let unknown = try segue(["new", "other", "--from", "cubee"], home: home, xdg: xdg)
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("did you mean 'cube'?"))
    }
}
