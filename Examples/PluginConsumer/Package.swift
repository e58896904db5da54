// swift-tools-version:6.0
// A package that uses SegueGen the way an app's packages do: the build
// plugin on one target, committed output from the command plugin on
// another. The plugin tests build it; it also shows the set-up.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(name: "SegueGen", path: "../..")
    ],
    targets: [
        .target(
            name: "Screens",
            plugins: [.plugin(name: "SegueGenPlugin", package: "SegueGen")]
        ),
        .target(name: "Committed"),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Committed"]),
    ]
)
