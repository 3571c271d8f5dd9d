import Foundation
import SegueTestSupport
import Testing

/// The example packages' executables name themselves in their help, not `segue`.
@Suite("Examples: help names the example's own program")
struct ExampleProgramNameEndToEndTests {
    @Test(
        "UIKitTransitions --help and a usage error name UIKitTransitions",
        .enabled(if: FileManager.default.isExecutableFile(atPath: uikitExampleBinary.path), "Examples/UIKitTransitions is not built"))
    func uikitTransitions() throws {
        let help = try ProcessRunner.run(executable: uikitExampleBinary, ["--help"], timeout: 60)
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("USAGE: UIKitTransitions <command> [<options>]"))
        #expect(help.standardOutput.contains("See 'UIKitTransitions help <command>'"))
        let bad = try ProcessRunner.run(executable: uikitExampleBinary, ["render", "uikit-trolly"], timeout: 60)
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("Usage: UIKitTransitions render PRESET"), "\(bad.standardError)")
    }

    @Test(
        "CustomTransition --help names CustomTransition, whose arguments are play's",
        .enabled(if: customTransitionExampleIsBuilt, "Examples/CustomTransition is not built"))
    func customTransition() throws {
        let binary = customTransitionExampleBinary
        let help = try ProcessRunner.run(executable: binary, ["--help"], timeout: 60)
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("USAGE: CustomTransition [PRESET]"), "\(help.standardOutput.prefix(120))")
        let bad = try ProcessRunner.run(executable: binary, ["--landscpe"], timeout: 60)
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("See 'CustomTransition --help'"), "\(bad.standardError)")
    }
}
