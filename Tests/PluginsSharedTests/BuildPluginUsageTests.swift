import XCTest

/// The command plugins' reading of `Package.swift`, which decides whether
/// committed output may be written into a target.
final class BuildPluginUsageTests: XCTestCase {
    func testFindsTheTargetsThatApplyThePlugin() {
        let usage = BuildPluginUsage(
            manifest: """
                let package = Package(
                    name: "App",
                    dependencies: [.package(url: "https://example.com/SegueGen", from: "1.0.0")],
                    targets: [
                        .target(
                            name: "Screens",
                            dependencies: [.product(name: "Kit", package: "Kit")],
                            plugins: [.plugin(name: "SegueGenPlugin", package: "SegueGen")]
                        ),
                        .target(name: "Committed", exclude: ["Flows.segues.yaml"]),
                        .executableTarget(name: "Tool", plugins: [
                            .plugin(name: "SegueGenPlugin", package: "SegueGen"),
                        ]),
                        .testTarget(name: "ScreensTests", dependencies: ["Screens"]),
                    ]
                )
                """)
        XCTAssertEqual(usage.targets, ["Screens", "Tool"])
        XCTAssertFalse(usage.hasUnattributedMention)
    }

    func testCommentedOutUsesDoNotCount() {
        let usage = BuildPluginUsage(
            manifest: """
                targets: [
                    .target(name: "A" /* , plugins: [.plugin(name: "SegueGenPlugin", package: "SegueGen")] */),
                    // .target(name: "B", plugins: [.plugin(name: "SegueGenPlugin", package: "SegueGen")]),
                    .target(name: "C", path: "Sources/C // not a comment", plugins: ["SegueGenPlugin"]),
                ]
                """)
        XCTAssertEqual(usage.targets, ["C"])
        XCTAssertFalse(usage.hasUnattributedMention)
    }

    func testAUseOutsideATargetCannotBeAttributed() {
        let usage = BuildPluginUsage(
            manifest: """
                let segues = Target.PluginUsage.plugin(name: "SegueGenPlugin", package: "SegueGen")
                let package = Package(name: "App", targets: [.target(name: "Screens", plugins: [segues])])
                """)
        XCTAssertEqual(usage.targets, [])
        XCTAssertTrue(usage.hasUnattributedMention)
    }

    func testThePluginsOwnDeclarationIsNoUse() throws {
        let manifest = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../Package.swift"), encoding: .utf8)
        let usage = BuildPluginUsage(manifest: manifest)
        XCTAssertEqual(usage.targets, [])
        XCTAssertFalse(usage.hasUnattributedMention)
    }

    func testStringsWithParenthesesAndEscapesDoNotEndADeclaration() {
        let usage = BuildPluginUsage(
            manifest: #"""
                .target(name: "A", swiftSettings: [.define("X(\"))\")")], plugins: ["SegueGenPlugin"])
                """#)
        XCTAssertEqual(usage.targets, ["A"])
        XCTAssertFalse(usage.hasUnattributedMention)
    }
}
