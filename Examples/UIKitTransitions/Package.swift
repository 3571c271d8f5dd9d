// swift-tools-version:6.0
import PackageDescription

// A package of its own with transitions written in plain UIKit: each file in
// Sources/UIKitExamples/Transitions compiles unchanged in an iOS app (`import UIKit`) and here
// against SegueUIKit. `swift run` plays them in Segue's playground; `swift run UIKitTransitions
// render uikit-trolley --progress 0.5 --format json` and every other segue command run on them.
let package = Package(
    name: "UIKitTransitions",
    platforms: [.macOS(.v13)],
    dependencies: [
        // From GitHub instead: .package(url: "https://github.com/<owner>/segue.git", branch: "main")
        .package(name: "Segue", path: "../..")
    ],
    targets: [
        .target(
            name: "UIKitExamples", dependencies: [.product(name: "SegueUIKit", package: "Segue"), .product(name: "SegueEngine", package: "Segue")]),
        .executableTarget(name: "UIKitTransitions", dependencies: ["UIKitExamples", .product(name: "SegueApp", package: "Segue")]),
        .testTarget(
            name: "UIKitExamplesTests",
            dependencies: [
                "UIKitExamples",
                .product(name: "SegueUIKit", package: "Segue"),
                .product(name: "SegueEngine", package: "Segue"),
                .product(name: "SeguePresets", package: "Segue"),
            ]),
    ]
)
