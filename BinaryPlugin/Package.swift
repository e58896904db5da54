// swift-tools-version:6.0
// SegueGen's plugins backed by a prebuilt `seguegen`, so a consumer's clean
// build compiles none of SegueGen. The plugins' sources are SegueGen's own
// (Plugins/ links to them); only where the tool comes from differs.
//
// This manifest uses the artifact bundle that scripts/release.sh writes
// beside it. A published release uses release/Package.swift, which the same
// script writes with the bundle's URL and checksum instead of its path.
import PackageDescription

let package = Package(
    name: "SegueGenBinaryPlugin",
    products: [
        .plugin(name: "SegueGenPlugin", targets: ["SegueGenPlugin"]),
        .plugin(name: "SegueGenCommand", targets: ["SegueGenCommand"]),
        .plugin(name: "SegueGenCheck", targets: ["SegueGenCheck"]),
    ],
    targets: [
        .binaryTarget(name: "seguegen", path: "seguegen.artifactbundle"),
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
    ]
)
