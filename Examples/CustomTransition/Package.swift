// swift-tools-version:6.0
import PackageDescription

// A package of its own that uses Segue as a library: a page curl written in Swift, its tests
// through Segue's public API, and `swift run` to play it in Segue's playground.
let package = Package(
    name: "CustomTransition",
    platforms: [.macOS(.v13)],
    dependencies: [
        // From GitHub instead: .package(url: "https://github.com/<owner>/segue.git", branch: "main")
        .package(name: "Segue", path: "../..")
    ],
    targets: [
        .target(name: "PageCurl", dependencies: [.product(name: "SegueEngine", package: "Segue")]),
        .executableTarget(name: "CustomTransition", dependencies: ["PageCurl", .product(name: "SegueApp", package: "Segue")]),
        .testTarget(
            name: "PageCurlTests",
            dependencies: [
                "PageCurl",
                .product(name: "SegueEngine", package: "Segue"),
                .product(name: "SegueRender", package: "Segue"),
            ]),
    ]
)
