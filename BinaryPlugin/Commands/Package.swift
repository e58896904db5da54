// swift-tools-version:6.0
// SegueGen's command plugins backed by a prebuilt `seguegen`: generate-segues
// writes the typed segue API into a target whose output is committed, and
// check-segues fails when it is stale. A package of their own, beside the
// build plugin's (..), so that an app using only the build plugin does not
// compile them on every clean build. The plugins' sources are SegueGen's own
// (Plugins/ links to them), and the tool is the artifact bundle of ..
// (seguegen.artifactbundle links to it); a published release uses
// release/Commands/Package.swift, which scripts/release.sh writes.
import PackageDescription

let package = Package(
    name: "SegueGenCommands",
    products: [
        .plugin(name: "SegueGenCommand", targets: ["SegueGenCommand"]),
        .plugin(name: "SegueGenCheck", targets: ["SegueGenCheck"]),
    ],
    targets: [
        // Named apart from the build plugin package's binary target, since
        // target names are unique across a package graph; the plugins find
        // the tool by the artifact's name, seguegen.
        .binaryTarget(name: "seguegen-commands", path: "seguegen.artifactbundle"),
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
            dependencies: ["seguegen-commands"]
        ),
        .plugin(
            name: "SegueGenCheck",
            capability: .command(
                intent: .custom(
                    verb: "check-segues",
                    description: "Fail when a committed generated file is missing or out of date; writes nothing.")),
            dependencies: ["seguegen-commands"]
        ),
    ]
)
