/// The lines every exported pan handler shares: target–action, which iOS spells with `#selector`
/// of an `@objc` method and Swift on Linux with `Selector` of the method itself (docs/export.md,
/// "The file").
enum PanHandlerCode {
    /// In `init`: the recognizer calls `handlePan(_:)`.
    static func addTarget(_ w: inout SwiftWriter) {
        w.line("#if canImport(UIKit)")
        w.line("recognizer.addTarget(self, action: #selector(panned(_:)))")
        w.line("#else")
        w.line("recognizer.addTarget(self, action: Selector(Self.handlePan(_:)))")
        w.line("#endif")
    }

    /// After the class: the `@objc` method iOS's selector names, forwarding to `handlePan(_:)`.
    static func objcForwarder(_ w: inout SwiftWriter, for className: String) {
        w.line("#if canImport(UIKit)")
        w.block("extension \(className) {") { w in
            w.line("@objc private func panned(_ recognizer: UIPanGestureRecognizer) { handlePan(recognizer) }")
        }
        w.line("#endif")
    }
}
