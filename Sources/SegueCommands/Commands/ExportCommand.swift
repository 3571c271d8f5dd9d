import SegueEngine
import SegueExport
import SeguePresets

/// `segue export PRESET [--operation OP] [--direction D] [--output FILE] [--presets DIR]`: the
/// preset as one Swift file of UIKit code (docs/export.md), on standard output or into FILE
/// (written whole or not at all).
public struct ExportCommand: Subcommand, Equatable {
    var choice: PresetChoice
    /// nil: standard output.
    public var output: String?

    static let outputOption = OptionSpec.option("output", short: "o", value: "FILE", help: "Write to FILE ('-' or none: standard output).")

    public static let interface = CommandInterface(
        name: "export",
        summary: "A preset as a Swift file of UIKit code for your app.",
        synopsis: "PRESET [--operation OP] [--direction D] [--output FILE] [--presets DIR]",
        arguments: [
            ArgumentSpec("PRESET", help: "The preset's name (see 'segue list').")
        ],
        options: [
            PresetChoice.operationOption,
            PresetChoice.directionOption,
            outputOption,
            PresetChoice.presetsOption,
        ],
        discussion: """
            One file per operation: the animator (UIViewControllerAnimatedTransitioning with its
            property animators), the interaction controller when the operation has a pan (a
            UIPercentDrivenInteractiveTransition subclass with the completion policy as code),
            and the delegate that returns both. It imports UIKit, or SegueUIKit where UIKit is
            not available, so the same file plays in Segue. FILE appears only once complete.

            Example:
              $ segue export cube --operation pop --output CubePopTransition.swift
              $ segue export slide-over --direction fromBottom
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        choice = try PresetChoice(arguments)
        output = arguments.value("output")
    }

    public func run(_ io: inout CommandIO) -> ExitCode {
        let name = Self.interface.name
        do throws(CommandFailure) {
            let spec = try choice.spec(command: name, io: &io)
            // Checks the operation and direction as every command does (usage errors, exit 64).
            _ = try choice.transition(spec, command: name, container: .phonePortrait)
            let text: String
            do {
                text = try UIKitExport.file(for: spec, operation: choice.operation(of: spec), direction: choice.direction)
            } catch {
                throw .runtime("preset '\(spec.name)' cannot be exported: \(error)")
            }
            try OutputFile.write(text, to: output, io: &io)
            return .success
        } catch {
            return error.report(&io)
        }
    }
}
