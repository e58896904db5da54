// swift-tools-version:6.0
// SegueGen's build plugin backed by a prebuilt `seguegen`, so a consumer's
// clean build compiles none of SegueGen. The plugin's sources are SegueGen's
// own (Plugins/ links to them); only where the tool comes from differs.
//
// The command plugins (generate-segues, check-segues) are a package of their
// own, Commands/: SwiftPM compiles every plugin of a package the build
// depends on at the start of each clean build, and the two would add about
// 1.5 s to the build of every app that only uses the build plugin.
//
// This manifest uses the artifact bundle that scripts/release.sh writes
// beside it. A published release uses release/Package.swift, which the same
// script writes with the bundle's URL and checksum instead of its path.
import PackageDescription

let package = Package(
    name: "SegueGenBinaryPlugin",
    products: [.plugin(name: "SegueGenPlugin", targets: ["SegueGenPlugin"])],
    targets: [
        .binaryTarget(name: "seguegen", path: "seguegen.artifactbundle"),
        .plugin(name: "SegueGenPlugin", capability: .buildTool(), dependencies: ["seguegen"]),
    ]
)
