// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SegueGen",
    products: [
        .executable(name: "seguegen", targets: ["seguegen"]),
        .library(name: "SegueGenKit", targets: ["SegueGenKit"]),
        .plugin(name: "SegueGenPlugin", targets: ["SegueGenPlugin"]),
        .plugin(name: "SegueGenCommand", targets: ["SegueGenCommand"]),
        .plugin(name: "SegueGenCheck", targets: ["SegueGenCheck"]),
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
                .embedInCode("scenes.stencil"),
                .embedInCode("leave-guard.stencil"),
            ]
        ),
        .target(name: "SegueGenKit", dependencies: ["SegueGenTemplates"]),
        .executableTarget(name: "seguegen", dependencies: ["SegueGenKit"]),
        .plugin(name: "SegueGenPlugin", capability: .buildTool(), dependencies: ["seguegen"]),
        .plugin(
            name: "SegueGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-segues",
                    description:
                        "Write the typed segue API into the folder of each target whose output is committed, "
                        + "or check it with --check."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "generate-segues writes the generated Swift file into the target's folder")
                ]),
            dependencies: ["seguegen"]
        ),
        .plugin(
            name: "SegueGenCheck",
            capability: .command(
                intent: .custom(
                    verb: "check-segues",
                    description: "Fail when a committed generated file is missing or out of date; writes nothing.")),
            dependencies: ["seguegen"]
        ),
        .target(name: "TestSupport", dependencies: ["SegueGenKit"], path: "Tests/TestSupport"),
        .testTarget(name: "SegueGenKitTests", dependencies: ["SegueGenKit", "TestSupport"]),
        .testTarget(name: "seguegenTests", dependencies: ["seguegen", "TestSupport"]),
        // The plugins' shared files, compiled here through symbolic links:
        // a plugin cannot be imported, and these files need no PackagePlugin.
        .testTarget(name: "PluginsSharedTests"),
    ]
)
