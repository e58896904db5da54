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
            // Every file of Templates/Builtin, embedded in the binary so the
            // tool needs no resources at run time; `BuiltinTemplates` names
            // each (a test holds the two together). A folder, not a list of
            // its files: SwiftPM caches this manifest's evaluation by its
            // text, so a list read from the disk missed a new template until
            // the text changed, while a folder's files are found at each build.
            resources: [.embedInCode("Builtin")]
        ),
        // What every stage shares: diagnostics as values with locations, paths.
        .target(name: "SegueGenSupport"),
        // The template language; it knows nothing of segues.
        .target(name: "TemplateEngine", dependencies: ["SegueGenSupport"]),
        .target(name: "SegueGenKit", dependencies: ["SegueGenSupport", "TemplateEngine", "SegueGenTemplates"]),
        // docs/Diagnostics.md, through a symbolic link, is the help SARIF reports carry.
        .executableTarget(
            name: "seguegen", dependencies: ["SegueGenKit", "SegueGenSupport"],
            resources: [.embedInCode("Reporting/Diagnostics.md")]),
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
        .target(
            name: "TestSupport", dependencies: ["SegueGenKit", "SegueGenSupport"], path: "Tests/TestSupport"),
        .testTarget(name: "TemplateEngineTests", dependencies: ["TemplateEngine", "SegueGenSupport"]),
        .testTarget(
            name: "SegueGenKitTests",
            dependencies: ["SegueGenKit", "SegueGenSupport", "TemplateEngine", "TestSupport"]),
        .testTarget(name: "seguegenTests", dependencies: ["seguegen", "SegueGenSupport", "TestSupport"]),
        // The plugins' shared files, compiled here through symbolic links:
        // a plugin cannot be imported, and these files need no PackagePlugin.
        .testTarget(name: "PluginsSharedTests", dependencies: ["SegueGenKit"]),
    ]
)
