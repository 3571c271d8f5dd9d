import Foundation
import SegueTestSupport
import Testing

/// `scripts/uikit-compat.sh` on two tiny files, against the modules this test run was built with
/// (it never builds Segue; without the modules the test is skipped and says why).
@Suite("uikit-compat.sh")
struct UIKitCompatScriptTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The built modules next to the running test bundle.
    static let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Modules")
    static let hasModules = FileManager.default.fileExists(atPath: modules.appendingPathComponent("SegueUIKit.swiftmodule").path)

    @Test(
        "files that compile and do not: the table says which, with the first error's place and message",
        .enabled(if: hasModules, "no SegueUIKit.swiftmodule next to the test bundle: build with `swift build --build-tests` first"))
    func table() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-compat-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import UIKit

        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                UIView.animate(withDuration: 0.3, animations: { transitionContext.view(forKey: .to)?.alpha = 1 }) { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }
        """.write(to: folder.appendingPathComponent("Fade.swift"), atomically: true, encoding: .utf8)
        try """
        final class Handler: NSObject {
            @objc func handle(_ sender: UIPanGestureRecognizer) { _ = Fade() }
        }
        """.write(to: folder.appendingPathComponent("Sub/Handler.swift"), atomically: true, encoding: .utf8)
        // A missing module stops the compiler driver; it must not hide the other files' verdicts.
        try "import NoSuchLibrary\n".write(to: folder.appendingPathComponent("Missing.swift"), atomically: true, encoding: .utf8)
        let script = Self.repository.appendingPathComponent("scripts/uikit-compat.sh").path
        let result = try ProcessRunner.run(
            executable: URL(fileURLWithPath: "/bin/bash"), [script, "--no-build", "--modules", Self.modules.path, folder.path], timeout: 120)
        #expect(result.status == 1, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("| Fade.swift | yes | |"))
        #expect(lines.contains("| Sub/Handler.swift | no | 2:6: Objective-C interoperability is disabled |"))
        #expect(lines.contains("| Missing.swift | no | 1:8: no such module 'NoSuchLibrary' |"))
        #expect(lines.last == "1 of 3 compile")
    }

    @Test("bad usage exits 64 with the usage line; missing modules with --no-build exit 2 and say so")
    func badInput() throws {
        let script = Self.repository.appendingPathComponent("scripts/uikit-compat.sh").path
        let bash = URL(fileURLWithPath: "/bin/bash")
        let usage = try ProcessRunner.run(executable: bash, [script], timeout: 30)
        #expect(usage.status == 64 && usage.standardError.contains("usage: scripts/uikit-compat.sh"))
        let missing = try ProcessRunner.run(executable: bash, [script, "--no-build", "--modules", "/nonexistent", Self.repository.path], timeout: 30)
        #expect(missing.status == 2 && missing.standardError.contains("no SegueUIKit.swiftmodule in /nonexistent"))
    }
}
