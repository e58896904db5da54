import SegueGenSupport
import XCTest

@testable import SegueGenKit

/// `TuistManifest`: a `Project.swift` written in literals is read; one that computes its value is `computed`, with what
/// was not read and where.
final class TuistManifestTests: XCTestCase {
    private func read(_ text: String, file: String = "App/Project.swift") -> TuistManifest {
        TuistManifest.read(Array(text.utf8), file: file)
    }

    func testALiteralProjectIsReadWithItsTargets() throws {
        let manifest = read(
            """
            import ProjectDescription

            // The app and its framework.
            let project = Project(
                name: "App",
                targets: [
                    .target(
                        name: "App",
                        destinations: [.iPhone, .iPad],
                        product: .app,
                        bundleId: "dev.example.App",
                        infoPlist: .file(path: "App/Info.plist"),
                        sources: ["App/Sources/**"],
                        resources: ["App/Resources/**", .folderReference(path: "App/Web")],
                        dependencies: [
                            .target(name: "Kit"),
                            .project(target: "Core", path: "../Core"),
                            .external(name: "Alamofire"),
                            .xcframework(path: "Vendor/Analytics.xcframework"),
                            .sdk(name: "StoreKit", type: .framework),
                        ]
                    ),
                    Target(name: "Kit", platform: .tvOS, product: .framework, bundleId: "dev.example.Kit",
                           sources: "Kit/**", productName: "AppKitten"),
                ]
            )
            """)
        guard case .project(let project) = manifest else { return XCTFail("\(manifest)") }
        XCTAssertEqual(project.name, "App")
        XCTAssertEqual(project.targets.map(\.name), ["App", "Kit"])
        let app = project.targets[0]
        XCTAssertEqual(app.product, "app")
        XCTAssertEqual(app.platforms, ["iOS"])
        XCTAssertEqual(app.sources, ["App/Sources/**"])
        XCTAssertEqual(app.resources, ["App/Resources/**", "App/Web"])
        XCTAssertEqual(app.infoPlist, "App/Info.plist")
        XCTAssertEqual(
            app.dependencies,
            [
                .target("Kit"), .project(target: "Core", path: "../Core"), .package("Alamofire"),
                .binary("Vendor/Analytics.xcframework"), .sdk,
            ])
        let kit = project.targets[1]
        XCTAssertEqual(kit.platforms, ["tvOS"])
        XCTAssertEqual(kit.sources, ["Kit/**"])
        XCTAssertEqual(kit.productName, "AppKitten")
    }

    /// What the manifest computes is named where it is: a helper that
    /// makes the project, a constant, an interpolation, a concatenation.
    func testAComputedManifestSaysWhatWasNotRead() {
        let cases: [(String, String, Int)] = [
            (
                "let project = Project.module(name: \"Feature\", targets: [])", "Project.module(…), which computes",
                1
            ),
            ("let name = \"App\"\nlet project = Project(name: name, targets: [])", "`name`, a value the manifest", 2),
            (
                "let project = Project(name: \"App\", targets: [.target(name: \"\\(prefix)App\", product: .app)])",
                "a string built at run time", 1
            ),
            ("let project = Project(name: \"App\", targets: shared + [])", "`shared`, a value", 1),
            (
                "let project = Project(name: \"App\", targets: [.target(name: \"A\", product: .app, "
                    + "dependencies: [.feature(target: .Home)])])", "a dependency of A, .feature(…), is no literal", 1
            ),
        ]
        for (text, expected, line) in cases {
            guard case .computed(let message, let location) = read(text) else {
                XCTFail("read: \(text)")
                continue
            }
            XCTAssertTrue(message.contains(expected), "\(message) for \(text)")
            XCTAssertEqual(location.line, line, text)
            XCTAssertEqual(location.file, "App/Project.swift")
        }
        guard case .computed(let message, _) = read("import ProjectDescription\n") else { return XCTFail() }
        XCTAssertEqual(message, "no `Project(…)` call of literals makes the manifest's value")
    }
}
