// swift-tools-version:6.0
import PackageDescription

// Layers (see README): each target only knows the ones above it in this list.
let package = Package(
    name: "Segue",
    // Linux only: the terminal, its run loop, the recorder and the preset watcher use Glibc, poll,
    // inotify and /proc (README, "Requirements"). The pure layers use Foundation alone.
    products: [
        .executable(name: "segue", targets: ["segue"]),
        .executable(name: "segue-bench", targets: ["segue-bench"]),
        // For your own package: the engine, the renderer, and the playground on your transitions.
        .library(name: "SegueEngine", targets: ["SegueEngine"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
        // The built-in presets and the preset format: compare your transition with a preset.
        .library(name: "SeguePresets", targets: ["SeguePresets"]),
        .library(name: "SegueApp", targets: ["SegueApp"]),
        // UIKit's transition API on the engine: `import SegueUIKit` where `import UIKit` is not available.
        .library(name: "SegueUIKit", targets: ["SegueUIKit"]),
    ],
    targets: [
        // Pure layers: no I/O, no clock, no threads.
        // Text beneath the engine: number and JSON text, suggestions, carets, the small languages' scanner.
        .target(name: "SegueText"),
        .target(name: "SegueEngine", dependencies: ["SegueText"]),
        .target(name: "SeguePresets", dependencies: ["SegueEngine", "SegueText"], plugins: ["EmbedPresets"]),
        .target(name: "SegueRender", dependencies: ["SegueEngine", "SegueText"]),
        .target(name: "SegueInput", dependencies: ["SegueRender"]),
        // UIKit, QuartzCore and CoreGraphics names and semantics on the engine; classes, but still no I/O and no clock.
        .target(name: "SegueUIKit", dependencies: ["SegueEngine"]),
        // A preset as a Swift file of UIKit code (`segue export`).
        .target(name: "SegueExport", dependencies: ["SegueEngine", "SegueText"]),
        .target(
            name: "SeguePlayground", dependencies: ["SegueEngine", "SegueText", "SeguePresets", "SegueExport", "SegueRender", "SegueInput"]),

        // The only code that touches the terminal.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "SegueTerminal", dependencies: ["CNcursesw", "SegueInput", "SegueRender"]),

        // Command-line surface: parsing and subcommands, kept in a library so tests can drive it.
        .target(
            name: "SegueCommands",
            dependencies: [
                "SegueEngine", "SegueText", "SeguePresets", "SegueExport", "SegueRender", "SegueInput", "SeguePlayground", "SegueTerminal",
            ]),
        .executableTarget(name: "segue", dependencies: ["SegueCommands"]),
        // `Segue.play`: the playground on transitions written in Swift (Examples/CustomTransition).
        .target(name: "SegueApp", dependencies: ["SegueEngine", "SegueRender", "SegueCommands"]),
        .executableTarget(
            name: "segue-bench",
            dependencies: [
                "SegueEngine", "SegueRender", "SeguePresets", "SegueInput", "SeguePlayground", "SegueTerminal", "SegueCommands", "SegueExport",
                "SegueUIKit", "SegueBenchUIKitExamples", "CHeapUsage", "SegueTestSupport",
            ]),
        // glibc's heap statistics for the bench's memory figures (not in Swift's Glibc module).
        .target(name: "CHeapUsage"),
        // The bench's copy of Examples/UIKitTransitions' transitions (the same files, built here under
        // another module name), so the UIKit figures are the examples' own.
        .target(name: "SegueBenchUIKitExamples", dependencies: ["SegueUIKit"], path: "Examples/UIKitTransitions/Sources/UIKitExamples"),

        // Build tools: presets/ embedded in SeguePresets at build time (through Sources/SeguePresets/presets).
        .executableTarget(name: "segue-embed-presets"),
        .plugin(name: "EmbedPresets", capability: .buildTool(), dependencies: ["segue-embed-presets"]),

        // Tests.
        .target(name: "SegueTestSupport", path: "Tests/SegueTestSupport"),
        .testTarget(name: "SegueTextTests", dependencies: ["SegueText", "SegueTestSupport"]),
        .testTarget(name: "SegueEngineTests", dependencies: ["SegueEngine", "SegueText", "SegueTestSupport"]),
        .testTarget(name: "SegueUIKitTests", dependencies: ["SegueUIKit", "SegueEngine", "SeguePresets", "SegueTestSupport"]),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender", "SegueEngine", "SegueTestSupport"], exclude: ["Snapshots"]),
        .testTarget(
            name: "SeguePresetsTests", dependencies: ["SeguePresets", "SegueEngine", "SegueText", "SegueRender", "SeguePlayground", "SegueTestSupport"],
            exclude: ["Snapshots", "Fixtures"]),
        .testTarget(
            name: "SeguePlaygroundTests",
            dependencies: [
                "SeguePlayground", "SegueInput", "SeguePresets", "SegueEngine", "SegueText", "SegueRender", "SegueUIKit", "SegueTestSupport",
            ],
            exclude: ["Snapshots"]),
        .testTarget(name: "SegueTerminalTests", dependencies: ["SegueTerminal", "SegueInput", "SegueRender", "SegueEngine", "CNcursesw", "SegueTestSupport"]),
        .testTarget(
            name: "SegueCommandsTests",
            dependencies: [
                "SegueCommands", "SegueInput", "SeguePlayground", "SegueEngine", "SegueText", "SeguePresets", "SegueRender", "SegueUIKit",
                "SegueTestSupport",
            ],
            exclude: ["Snapshots", "Fixtures"]),
        .testTarget(
            name: "SegueEndToEndTests",
            dependencies: ["segue", "SeguePlayground", "SeguePresets", "SegueRender", "SegueEngine", "SegueExport", "SegueTestSupport"]),
    ]
)
