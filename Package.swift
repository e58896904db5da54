// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SegueGen",
    products: [
        .executable(name: "seguegen", targets: ["seguegen"]),
        .library(name: "SegueGenKit", targets: ["SegueGenKit"]),
    ],
    targets: [
        .target(name: "SegueGenKit"),
        .executableTarget(name: "seguegen", dependencies: ["SegueGenKit"]),
        .target(name: "TestSupport", dependencies: ["SegueGenKit"], path: "Tests/TestSupport"),
        .testTarget(name: "SegueGenKitTests", dependencies: ["SegueGenKit", "TestSupport"]),
        .testTarget(name: "seguegenTests", dependencies: ["seguegen", "TestSupport"]),
    ]
)
