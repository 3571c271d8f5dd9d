import Foundation
import SegueEngine
import SeguePresets
import Testing

@testable import SegueCommands

/// `tabBack` plays the forward tracks the other way, but the finger keeps the pan the preset gives
/// it. Touchwonders' `Transition/Classes/Helpers/TransitionEdges.swift` lines 74–79
/// (`forTabBarTransitions(rightToLeft: false)`): `rightOperation` is `.decreaseIndex`, and
/// `PanInteractionController.swift` lines 83–85 pick the operation from the translation's edge
/// (`TransitionScreenEdge(vector:)`, `.right` for dx > 0), so the previous tab comes with a
/// rightward pan (Segue's `fromLeft`) and the next with a leftward one (`fromRight`).
@Suite("simulate: tab-bar pans")
struct SimulateTabBarPanTests {
    static func header(_ arguments: String...) -> String {
        let run = segue(["simulate", "tab-shape", "--gesture", "touch; drag 250pt over 0.3s; release"] + arguments)
        #expect(run.code == .success, "\(run.error)")
        return String(run.output.split(separator: "\n").first ?? "")
    }

    @Test func thePreviousTabComesWithARightwardPan() {
        #expect(Self.header("--operation", "tabBack").hasPrefix("tab-shape tabBack fromLeft, 0.4 s, container 393x852 pt; pan fromLeft over 393 pt"))
        #expect(Self.header("--operation", "tabForward").contains("; pan fromRight over 393 pt"))
        // The mirrored layout (rightToLeft true) mirrors both pans.
        #expect(Self.header("--operation", "tabBack", "--direction", "fromLeft").contains("tabBack fromRight, 0.4 s, container 393x852 pt; pan fromRight"))
        #expect(Self.header("--operation", "tabForward", "--direction", "fromLeft").contains("; pan fromLeft over 393 pt"))
    }

    /// Every preset, every operation and direction: the finger's pan is the file's pan mapped to the
    /// direction asked for, whatever direction the tracks then play in.
    @Test func everyPresetsPanFollowsTheDirectionAskedFor() throws {
        for spec in PresetCatalog.builtIn().entries.map(\.spec) {
            for operation in spec.supportedOperations {
                for direction in spec.directions.isEmpty ? [nil] : spec.directions.map(Optional.some) {
                    guard let written = spec.interactions.first(where: { $0.operation == operation }) else { continue }
                    let transition = try spec.transition(for: operation, direction: direction)
                    let mapped = spec.direction.flatMap { c in direction.map { DirectionMapping(from: c, to: $0).map(written.pan) } } ?? written.pan
                    #expect(
                        spec.fingerSetup(for: transition).pan.direction == mapped,
                        "\(spec.name) \(operation.rawValue) \(direction?.rawValue ?? "-")")
                }
            }
        }
    }
}
