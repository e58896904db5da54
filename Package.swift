// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SegueGen",
    products: [
        .executable(name: "seguegen", targets: ["seguegen"]),
        .library(name: "SegueGenKit", targets: ["SegueGenKit"]),
    ],
    targets: [
        .target(
            name: "SegueGenTemplates",
            path: "Templates",
            resources: [
                .embedInCode("segues.stencil"),
                .embedInCode("identifiers-only.stencil"),
                .embedInCode("identifiers.stencil"),
                .embedInCode("view-controllers.stencil"),
                .embedInCode("unwind-actions.stencil"),
                .embedInCode("segue-classes.stencil"),
            ]
        ),
        .target(name: "SegueGenKit", dependencies: ["SegueGenTemplates"]),
        .executableTarget(name: "seguegen", dependencies: ["SegueGenKit"]),
        .target(name: "TestSupport", dependencies: ["SegueGenKit"], path: "Tests/TestSupport"),
        .testTarget(name: "SegueGenKitTests", dependencies: ["SegueGenKit", "TestSupport"]),
        .testTarget(name: "seguegenTests", dependencies: ["seguegen", "TestSupport"]),
    ]
)
