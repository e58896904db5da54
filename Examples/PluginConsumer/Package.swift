// swift-tools-version:6.0
// A package that uses SegueGen the way an app's packages do: the build
// plugin on one target, committed output from the command plugin on
// another. The plugin tests build it; it also shows the set-up.
//
// A target that uses the build plugin needs nothing more: its manifests are
// the plugin's inputs, so SwiftPM does not call them unhandled. A target
// whose output is committed excludes its manifests, which keeps SwiftPM
// quiet; generate-segues and check-segues still find them in its folder.
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
        .target(name: "Committed", exclude: ["Onboarding.segues.yaml"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Committed"]),
    ]
)
